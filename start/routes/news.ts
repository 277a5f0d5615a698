/** News list and single news (SPEC §2): `/xeberler`, `/en/news`, `/ru/novosti` and `…/{slug}-{id}`. */
import { localized, router } from './localized.js'

const NewsController = () => import('#controllers/storefront/news_controller')

localized('news', (path, locale, name) => {
  router.get(path, [NewsController, 'index']).as(name)
  router.get(`${path}/:slugId`, [NewsController, 'show']).as(`news_item.${locale}`)
})
