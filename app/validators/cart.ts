import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import { MAX_LINE_QUANTITY } from '#services/cart/cart_store'

export { MAX_LINE_QUANTITY }

/** Largest PostgreSQL integer: ids above it cannot exist. */
const MAX_ID = 2_147_483_647

/** Lines one select/delete request may name (a cart holds at most 100 lines). */
const MAX_IDS = 100

/**
 * Only numbers and strings may be read as numbers: VineJS would turn `[3]` or `true` into 3 or 1,
 * so arrays, booleans and objects become NaN and fail the `number` rule. Missing stays missing.
 */
const numbersOnly = (value: unknown) =>
  value === undefined || value === null || typeof value === 'number' || typeof value === 'string' ? value : Number.NaN

/**
 * A product id: a positive integer. Strings of digits (form posts) are read as numbers;
 * fractions, negatives, words, arrays and huge numbers fail with "product not found".
 */
const productId = () => vine.number().parse(numbersOnly).withoutDecimals().min(1).max(MAX_ID)

/** A quantity in units: an integer 1..100 000 (strings of digits accepted, nothing else). */
const quantity = () => vine.number().parse(numbersOnly).withoutDecimals().min(1).max(MAX_LINE_QUANTITY)

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

/** Delete lines ("delete selected" or the bin of one line). */
export const cartDeleteValidator = vine.create({
  product_ids: productIds(),
})

/** Wish list: add (`on` true) or remove a product. */
export const wishlistToggleValidator = vine.create({
  product_id: productId(),
  on: vine.boolean(),
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
