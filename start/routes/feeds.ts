/**
 * Product feeds (issue 25, docs/api.md): `/feeds/google/{az|en|ru}-{AZN|USD|EUR}.xml` and
 * `/feeds/meta/{az|en|ru}.csv`. Answered by the API fast path before the router middleware.
 */
import router from '@adonisjs/core/services/router'

const FeedsController = () => import('#controllers/feeds/feeds_controller')

router
  .get('/feeds/google/:feed', [FeedsController, 'google'])
  .where('feed', /^(az|en|ru)-(AZN|USD|EUR)\.xml$/)
  .as('feeds.google')
router
  .get('/feeds/meta/:feed', [FeedsController, 'meta'])
  .where('feed', /^(az|en|ru)\.csv$/)
  .as('feeds.meta')
