import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'

/**
 * URLs of the cart and wish-list actions in `locale` (what the buttons post to), from the routes
 * of start/routes/cart.ts. The Inertia middleware shares them (`cartUrls`), so routes and
 * buttons never disagree.
 */
export function cartUrls(locale: Locale) {
  return {
    cart: urlTo('cart', locale),
    wishlist: urlTo('wishlist', locale),
    add: urlTo('cart.add', locale),
    quantity: urlTo('cart.quantity', locale),
    select: urlTo('cart.select', locale),
    remove: urlTo('cart.remove', locale),
    buy: urlTo('cart.buy', locale),
    toggleWish: urlTo('wishlist.toggle', locale),
    moveWish: urlTo('wishlist.move', locale),
  }
}

export type CartUrls = ReturnType<typeof cartUrls>

/** Checkout of one product only, right after "buy now" (the checkout page reads `buy`). */
export function buyNowPath(locale: Locale, productId: number) {
  return urlTo('checkout', locale, undefined, { qs: { buy: productId } })
}
