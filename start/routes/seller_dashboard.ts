/**
 * Seller dashboard (SPEC §2, issue 4): home, profile (with its logo upload) and terms, in az, en
 * and ru, for seller accounts only (guests → sign-in, other account types → 404). The address
 * book is registered in start/routes/user_dashboard.ts.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const SellerDashboardController = () => import('#controllers/seller/dashboard_controller')
const SellerProfileController = () => import('#controllers/seller/profile_controller')
const SellerVerificationController = () => import('#controllers/seller/verification_controller')

const seller = () => middleware.auth({ as: 'seller' })

localized('seller_dashboard', (path, _locale, name) =>
  router.get(path, [SellerDashboardController, 'show']).as(name).use(seller())
)
localized('seller_profile', (path, _locale, name) => {
  router.get(path, [SellerProfileController, 'show']).as(name).use(seller())
  router.put(path, [SellerProfileController, 'update']).as(`${name}.update`).use(seller())
  router
    .post(`${path}/logo`, [SellerProfileController, 'uploadLogo'])
    .as(`${name}.logo`)
    .use(seller())
  router
    .delete(`${path}/logo`, [SellerProfileController, 'removeLogo'])
    .as(`${name}.logo.remove`)
    .use(seller())
  // Company verification by mobile signature (issue 25); the card lives on the profile page.
  router
    .post(`${path}/verification`, [SellerVerificationController, 'start'])
    .as(`${name}.verification`)
    .use(seller())
  router
    .post(`${path}/verification/status`, [SellerVerificationController, 'status'])
    .as(`${name}.verification.status`)
    .use(seller())
  router
    .post(`${path}/verification/cancel`, [SellerVerificationController, 'cancel'])
    .as(`${name}.verification.cancel`)
    .use(seller())
})
localized('seller_terms', (path, _locale, name) =>
  router.get(path, [SellerDashboardController, 'terms']).as(name).use(seller())
)
