import type { HttpContext } from '@adonisjs/core/http'
import { toggleWishlist } from '#services/cart/cart_store'
import { purchaseFacts } from '#services/cart/cart_products'
import AddToCart, { type CartChange } from '#actions/cart/add_to_cart'

/**
 * "Add to cart" on the wish list: puts the product's minimum lot in the cart (added to a line
 * already there) and takes it off the wish list. On a problem (not found, not in stock, stock
 * exceeded, cart full) nothing changes and the product stays wished for.
 */
export default class MoveWishToCart {
  async handle(ctx: HttpContext, productId: number): Promise<CartChange> {
    const facts = await purchaseFacts(productId)
    if (!facts) return { problem: 'not_found' }
    const change = await new AddToCart().handle(ctx, productId, facts.moq, 'add')
    if (change.problem === null) await toggleWishlist(ctx, productId, false)
    return change
  }
}
