/** Public storefront pages (issue: storefront foundation). */
import { localized, router } from './localized.js'
import { contactThrottle } from '#start/limiter'

const HomeController = () => import('#controllers/storefront/home_controller')
const StaticPagesController = () => import('#controllers/storefront/static_pages_controller')
const FaqController = () => import('#controllers/storefront/faq_controller')
const ContactController = () => import('#controllers/storefront/contact_controller')

localized('home', (path, _locale, name) => router.get(path, [HomeController, 'show']).as(name))
localized('about', (path, _locale, name) =>
  router.get(path, [StaticPagesController, 'about']).as(name)
)
localized('feature', (path, _locale, name) =>
  router.get(path, [StaticPagesController, 'feature']).as(name)
)
localized('terms', (path, _locale, name) =>
  router.get(path, [StaticPagesController, 'terms']).as(name)
)
localized('export_declaration', (path, _locale, name) =>
  router.get(path, [StaticPagesController, 'exportDeclaration']).as(name)
)
localized('faq', (path, _locale, name) => router.get(path, [FaqController, 'show']).as(name))
localized('contact', (path, _locale, name) => {
  router.get(path, [ContactController, 'show']).as(name)
  router.post(path, [ContactController, 'store']).as(`${name}.store`).use(contactThrottle)
})
