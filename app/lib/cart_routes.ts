import { pathFor, type Locale } from '#lib/route_table'

/**
 * Endpoints of the cart and the wish list under their SPEC §2 pages (`/sebet`, `/beyendiklerim`, …):
 * the tail after the page path. start/routes/cart.ts registers them and the Inertia middleware
 * shares the resulting URLs (`cartUrls`), so routes and buttons never disagree.
 */
export const CART_ENDPOINTS = {
  /** POST: add a product (or set its quantity with mode 'set'). */
  add: 'lines',
  /** PATCH: change the quantity of a line already in the cart. */
  quantity: 'lines/quantity',
  /** PATCH: tick or untick lines for checkout. */
  select: 'select',
  /** POST: delete lines. */
  remove: 'lines/delete',
  /** POST: buy now (the line with the chosen quantity, then checkout of that line only). */
  buy: 'buy',
} as const

export const WISHLIST_ENDPOINTS = {
  /** POST: add to or remove from the wish list. */
  toggle: 'toggle',
  /** POST: move a wished product into the cart (its minimum lot). */
  move: 'move',
} as const

/** URLs of the cart and wish-list actions in `locale` (what buttons post to). */
export function cartUrls(locale: Locale) {
  return {
    cart: pathFor('cart', locale),
    wishlist: pathFor('wishlist', locale),
    add: pathFor('cart', locale, CART_ENDPOINTS.add),
    quantity: pathFor('cart', locale, CART_ENDPOINTS.quantity),
    select: pathFor('cart', locale, CART_ENDPOINTS.select),
    remove: pathFor('cart', locale, CART_ENDPOINTS.remove),
    buy: pathFor('cart', locale, CART_ENDPOINTS.buy),
    toggleWish: pathFor('wishlist', locale, WISHLIST_ENDPOINTS.toggle),
    moveWish: pathFor('wishlist', locale, WISHLIST_ENDPOINTS.move),
  }
}

export type CartUrls = ReturnType<typeof cartUrls>

/** Checkout of one product only, right after "buy now" (the checkout page reads `buy`). */
export function buyNowPath(locale: Locale, productId: number) {
  return `${pathFor('checkout', locale)}?buy=${productId}`
}
