import type { HttpContext } from '@adonisjs/core/http'
import { WISHLIST_MAX_ITEMS, toggleWishlist } from '#services/cart/cart_store'
import { purchaseFacts } from '#services/cart/cart_products'

/** Outcome of a wish-list change: done, unknown or unpublished product, or the list is full. */
export type WishOutcome =
  { outcome: 'added' | 'removed' } | { outcome: 'not_found' } | { outcome: 'full'; max: number }

/**
 * Adds a published product to the visitor's wish list (`on` true; session for guests,
 * wishlist_items for buyers) or removes one (always allowed, even when it is no longer sold).
 * Availability does not matter: a sold-out product may be wished for.
 */
export default class ToggleWish {
  async handle(ctx: HttpContext, productId: number, on: boolean): Promise<WishOutcome> {
    if (!on) {
      await toggleWishlist(ctx, productId, false)
      return { outcome: 'removed' }
    }
    if (!(await purchaseFacts(productId))) return { outcome: 'not_found' }
    if (!(await toggleWishlist(ctx, productId, true)))
      return { outcome: 'full', max: WISHLIST_MAX_ITEMS }
    return { outcome: 'added' }
  }
}
