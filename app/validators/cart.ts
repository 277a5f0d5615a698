import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import { MAX_LINE_QUANTITY } from '#services/cart/cart_store'
import { idRule, integerRule } from '#validators/rules'

export { MAX_LINE_QUANTITY }

/** Lines one select/delete request may name (a cart holds at most 100 lines). */
const MAX_IDS = 100

/**
 * A product id: a row id (idRule: decimal digits or a JSON integer, 1 … 2^31−1); fractions,
 * negatives, words, `0x10`, arrays and huge numbers fail with "product not found".
 */
const productId = () => idRule()

/** A quantity in units: a whole number 1 … 100 000 (integerRule: `0x10`, `1e3`, `12abc` are not numbers). */
const quantity = () => integerRule({ max: MAX_LINE_QUANTITY })

/** Several product ids (checkboxes of the cart page). */
const productIds = () => vine.array(productId()).minLength(1).maxLength(MAX_IDS).distinct()

/**
 * Add to cart from a product page, a card or the quick look (issue 6): product and quantity;
 * `mode` 'set' replaces the line's quantity, 'add' (default) adds to it. The lot, stock and
 * availability checks need the product and are made by AddToCart. Messages: cart.validation.*.
 */
export const addToCartValidator = vine.create({
  product_id: productId(),
  quantity: quantity(),
  mode: vine.enum(['add', 'set'] as const).optional(),
  /** The page shows the confirmation beside the button (flash `sent`), not as its toast. */
  inline: vine.boolean().optional(),
})

/** "Buy now": product and quantity (the line is set to it and ticked). */
export const buyNowValidator = vine.create({
  product_id: productId(),
  quantity: quantity(),
})

/** Quantity stepper of a cart line. */
export const cartQuantityValidator = vine.create({
  product_id: productId(),
  quantity: quantity(),
})

/** Tick or untick lines: `all` true for every line, else `product_ids`. */
export const cartSelectValidator = vine.create({
  all: vine.boolean().optional(),
  product_ids: productIds().optional().requiredIfMissing('all'),
  selected: vine.boolean(),
})

/**
 * Delete lines: the bin of one line, or "delete selected" (`scope: 'selected'`), after which
 * the lines that stay are ticked again, as when they were added: the buyer unticked them only to
 * keep them out of the deletion (issue 26).
 */
export const cartDeleteValidator = vine.create({
  product_ids: productIds(),
  scope: vine.enum(['selected', 'line'] as const).optional(),
})

/** Wish list: add (`on` true) or remove a product. */
export const wishlistToggleValidator = vine.create({
  product_id: productId(),
  on: vine.boolean(),
  /** The page shows the confirmation beside the button (flash `sent`), not as its toast. */
  inline: vine.boolean().optional(),
})

/** Wish list: move a product into the cart with its minimum lot. */
export const wishlistMoveValidator = vine.create({
  product_id: productId(),
})

/**
 * Messages of the validators above in the request's language: resources/lang/<locale>/cart.json
 * under `validation` (field-specific first, then per rule).
 */
export function cartMessages(i18n: I18n) {
  return { messagesProvider: i18n.createMessagesProvider('cart.validation'), meta: undefined }
}
