/**
 * Unknown paths: a localized "Page not found: {name}" page with status 404, rendered through
 * the router so session, CSRF and security headers apply as on every other page.
 */
import router from '@adonisjs/core/services/router'

const NotFoundController = () => import('#controllers/storefront/not_found_controller')

router.any('*', [NotFoundController, 'show']).as('not_found')
