/**
 * Cart and wish list (SPEC §2 `/sebet`, `/beyendiklerim` in az/en/ru; issue 6), for guests
 * (session) and signed-in buyers (database). Pages are GETs without side effects; every change
 * is a CSRF-checked POST or PATCH under the page's path (tails in #lib/cart_routes) answered by
 * a 303 redirect back.
 */
import { localized, router } from './localized.js'
import { CART_ENDPOINTS, WISHLIST_ENDPOINTS } from '#lib/cart_routes'

const CartController = () => import('#controllers/cart/cart_controller')
const WishlistController = () => import('#controllers/cart/wishlist_controller')

localized('cart', (path, _locale, name) => {
  router.get(path, [CartController, 'show']).as(name)
  router.post(`${path}/${CART_ENDPOINTS.add}`, [CartController, 'add']).as(`${name}.add`)
  router.post(`${path}/${CART_ENDPOINTS.buy}`, [CartController, 'buy']).as(`${name}.buy`)
  router.patch(`${path}/${CART_ENDPOINTS.quantity}`, [CartController, 'quantity']).as(`${name}.quantity`)
  router.patch(`${path}/${CART_ENDPOINTS.select}`, [CartController, 'select']).as(`${name}.select`)
  router.post(`${path}/${CART_ENDPOINTS.remove}`, [CartController, 'remove']).as(`${name}.remove`)
})

localized('wishlist', (path, _locale, name) => {
  router.get(path, [WishlistController, 'show']).as(name)
  router.post(`${path}/${WISHLIST_ENDPOINTS.toggle}`, [WishlistController, 'toggle']).as(`${name}.toggle`)
  router.post(`${path}/${WISHLIST_ENDPOINTS.move}`, [WishlistController, 'move']).as(`${name}.move`)
})
