import type { HttpContext } from '@adonisjs/core/http'
import {
  CART_MAX_LINES,
  MAX_LINE_QUANTITY,
  cartLine,
  putCartLine,
  setCartQuantity,
} from '#services/cart/cart_store'
import { purchaseFacts, type PurchaseFacts } from '#services/cart/cart_products'
import type { RateProblem } from '#services/rates/azn_prices'

/**
 * Why a cart change was refused (nothing in the cart changed):
 * - not_found: unknown id, or the product is not published / its seller is not active;
 * - not_in_cart: a quantity change for a product that has no line;
 * - export_only: the product is sold for export only, by quotes (issue 24): no domestic cart;
 * - not_in_stock: sold out, marked unavailable or stock below the minimum lot (SPEC §8 "product
 *   not in stock"; DESIGN §4 availability);
 * - no_price: priced in a foreign currency without a usable CBAR rate (none stored, or the newest
 *   older than RATES_MAX_AGE_DAYS): there is no AZN amount to charge (docs/money.md);
 * - below_moq: the line would hold fewer units than the minimum order lot `moq`;
 * - too_many: more units than the `stock`, `inCart` of them already in the cart;
 * - line_limit: more than MAX_LINE_QUANTITY units in one line;
 * - cart_full: the cart already has CART_MAX_LINES other lines.
 */
export type CartProblem =
  | { problem: 'not_found' }
  | { problem: 'not_in_cart' }
  | { problem: 'export_only' }
  | { problem: 'not_in_stock' }
  | { problem: 'no_price'; rate: RateProblem }
  | { problem: 'below_moq'; moq: number }
  | { problem: 'too_many'; stock: number; inCart: number }
  | { problem: 'line_limit'; max: number }
  | { problem: 'cart_full'; max: number }

export type CartChange = { problem: null; quantity: number } | CartProblem

/**
 * - add: the product page, a card, the quick look or the wish list adds `quantity` units to the
 *   line (created when missing);
 * - set: "buy now" sets the line to `quantity`;
 * - update: the cart page's stepper sets the quantity of an existing line.
 * add and set record the current AZN price as the line's added price (the buyer just saw it);
 * update keeps the added price, so a changed price stays visible on the cart page.
 */
export type CartChangeMode = 'add' | 'set' | 'update'

/** Whether a product can be ordered at all now (DESIGN §4: in stock). */
export function purchasable(facts: Pick<PurchaseFacts, 'stock' | 'moq' | 'isAvailable'>) {
  return facts.stock > 0 && facts.isAvailable && facts.stock >= facts.moq
}

/**
 * Puts a product in the visitor's cart (session for guests, cart_items for buyers; issue 6),
 * within the minimum lot, the stock and MAX_LINE_QUANTITY. add and set tick the line for
 * checkout; update keeps its tick.
 * Returns the line's new quantity, or the problem (and then changes nothing).
 * Quantities are positive integers ≤ MAX_LINE_QUANTITY (validated by app/validators/cart.ts).
 */
export default class AddToCart {
  async handle(
    ctx: HttpContext,
    productId: number,
    quantity: number,
    mode: CartChangeMode
  ): Promise<CartChange> {
    const facts = await purchaseFacts(productId)
    if (!facts) return { problem: 'not_found' }
    const line = await cartLine(ctx, productId)
    if (mode === 'update' && !line) return { problem: 'not_in_cart' }
    if (facts.exportOnly) return { problem: 'export_only' }
    if (!purchasable(facts)) return { problem: 'not_in_stock' }
    if (!facts.price.ok) return { problem: 'no_price', rate: facts.price.problem }

    const inCart = mode === 'add' ? (line?.quantity ?? 0) : 0
    const total = inCart + quantity
    if (total < facts.moq) return { problem: 'below_moq', moq: facts.moq }
    if (total > MAX_LINE_QUANTITY) return { problem: 'line_limit', max: MAX_LINE_QUANTITY }
    if (total > facts.stock) return { problem: 'too_many', stock: facts.stock, inCart }

    if (mode === 'update') {
      if (!(await setCartQuantity(ctx, productId, total))) return { problem: 'not_in_cart' }
      return { problem: null, quantity: total }
    }
    const stored = await putCartLine(ctx, productId, total, facts.price.unitMinor, 'set', true)
    if (!stored) return { problem: 'cart_full', max: CART_MAX_LINES }
    return { problem: null, quantity: total }
  }
}
