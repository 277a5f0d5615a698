/**
 * Cart and wish list (SPEC §2 `/sebet`, `/beyendiklerim` in az/en/ru; issue 6), for guests
 * (session) and signed-in buyers (database). Pages are GETs without side effects; every change
 * is a CSRF-checked POST or PATCH under the page's path answered by a 303 redirect back; pages
 * and buttons get these URLs by name (#services/cart/cart_urls).
 */
import { localized, router } from './localized.js'

const CartController = () => import('#controllers/cart/cart_controller')
const WishlistController = () => import('#controllers/cart/wishlist_controller')

localized('cart', (path, _locale, name) => {
  router.get(path, [CartController, 'show']).as(name)
  /** Add a product (or set its quantity with mode 'set'). */
  router.post(`${path}/lines`, [CartController, 'add']).as(`${name}.add`)
  /** Buy now: the line with the chosen quantity, then checkout of that line only. */
  router.post(`${path}/buy`, [CartController, 'buy']).as(`${name}.buy`)
  /** Change the quantity of a line already in the cart. */
  router.patch(`${path}/lines/quantity`, [CartController, 'quantity']).as(`${name}.quantity`)
  /** Tick or untick lines for checkout. */
  router.patch(`${path}/select`, [CartController, 'select']).as(`${name}.select`)
  /** Delete lines. */
  router.post(`${path}/lines/delete`, [CartController, 'remove']).as(`${name}.remove`)
})

localized('wishlist', (path, _locale, name) => {
  router.get(path, [WishlistController, 'show']).as(name)
  /** Add to or remove from the wish list. */
  router.post(`${path}/toggle`, [WishlistController, 'toggle']).as(`${name}.toggle`)
  /** Move a wished product into the cart (its minimum lot). */
  router.post(`${path}/move`, [WishlistController, 'move']).as(`${name}.move`)
})
