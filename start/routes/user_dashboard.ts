/**
 * Customer dashboard (SPEC §2: home, user info form, address book) and the seller's address
 * book, which shares the address-book controller (issue 4). Every route needs a signed-in
 * account of the right type; the picture upload is the only route that reads multipart.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import type { PageKey } from '#lib/route_table'

const DashboardController = () => import('#controllers/account/dashboard_controller')
const UserInfoController = () => import('#controllers/account/user_info_controller')
const AddressesController = () => import('#controllers/account/addresses_controller')

const buyer = middleware.auth({ as: 'buyer' })
const seller = middleware.auth({ as: 'seller' })
const id = { id: router.matchers.number() }

localized('user_dashboard', (path, _locale, name) => {
  router.get(path, [DashboardController, 'show']).as(name).use(buyer)
})

localized('user_info', (path, _locale, name) => {
  router.get(path, [UserInfoController, 'show']).as(name).use(buyer)
  router.put(path, [UserInfoController, 'update']).as(`${name}.update`).use(buyer)
  router.post(`${path}/avatar`, [UserInfoController, 'avatar']).as(`${name}.avatar`).use(buyer)
  router
    .delete(`${path}/avatar`, [UserInfoController, 'removeAvatar'])
    .as(`${name}.avatar.destroy`)
    .use(buyer)
})

/** Registers an address book at `page` for the account type that `auth` admits. */
function addressBook(
  page: Extract<PageKey, 'user_addresses' | 'seller_addresses'>,
  auth: typeof buyer | typeof seller
) {
  localized(page, (path, _locale, name) => {
    router.get(path, [AddressesController, 'index']).as(name).use(auth)
    router.get(`${path}/new`, [AddressesController, 'create']).as(`${name}.create`).use(auth)
    router.post(path, [AddressesController, 'store']).as(`${name}.store`).use(auth)
    router
      .get(`${path}/:id`, [AddressesController, 'show'])
      .where('id', id.id)
      .as(`${name}.show`)
      .use(auth)
    router
      .get(`${path}/:id/edit`, [AddressesController, 'edit'])
      .where('id', id.id)
      .as(`${name}.edit`)
      .use(auth)
    router
      .put(`${path}/:id`, [AddressesController, 'update'])
      .where('id', id.id)
      .as(`${name}.update`)
      .use(auth)
    router
      .delete(`${path}/:id`, [AddressesController, 'destroy'])
      .where('id', id.id)
      .as(`${name}.destroy`)
      .use(auth)
    router
      .post(`${path}/:id/default`, [AddressesController, 'makeDefault'])
      .where('id', id.id)
      .as(`${name}.default`)
      .use(auth)
  })
}

addressBook('user_addresses', buyer)
addressBook('seller_addresses', seller)
