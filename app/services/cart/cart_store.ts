import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

/** A cart line as stored: quantity in units, whether it is ticked for checkout, AZN unit price (qəpik) when added. */
export interface CartEntry {
  productId: number
  quantity: number
  selected: boolean
  addedPriceMinor: number
}

const CART_KEY = 'cart.entries'
const WISHLIST_KEY = 'wishlist.products'

/** Lines and products a cart or wish list may hold (keeps a guest session small). */
export const CART_MAX_LINES = 100
export const WISHLIST_MAX_ITEMS = 200

/** Signed-in buyers keep cart and wish list in the database; everyone else in the session (issue 6). */
function buyerId(ctx: HttpContext): number | null {
  const user = ctx.auth?.user as { id: number; accountType: string } | undefined
  return user && user.accountType === 'buyer' ? user.id : null
}

function sessionEntries(ctx: HttpContext): CartEntry[] {
  const raw = ctx.session.get(CART_KEY)
  return Array.isArray(raw) ? (raw as CartEntry[]) : []
}

/** The cart of this request's visitor, oldest line first. */
export async function cartEntries(ctx: HttpContext): Promise<CartEntry[]> {
  const userId = buyerId(ctx)
  if (userId === null) return sessionEntries(ctx)
  const rows = await db
    .from('cart_items')
    .where('user_id', userId)
    .orderBy('id')
    .select('product_id', 'quantity', 'selected', 'added_price_minor')
  return rows.map((row) => ({
    productId: row.product_id,
    quantity: row.quantity,
    selected: row.selected,
    addedPriceMinor: Number(row.added_price_minor),
  }))
}

/**
 * Adds `quantity` units of a product (or sets the quantity when `mode` is 'set'), ticking the
 * line; a new line records `priceMinor` (AZN qəpik) as its added price. Quantities are validated
 * by the caller (positive integers within lot and stock). Returns false when the cart is full.
 */
export async function putCartLine(
  ctx: HttpContext,
  productId: number,
  quantity: number,
  priceMinor: number,
  mode: 'add' | 'set' = 'add'
): Promise<boolean> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const entries = sessionEntries(ctx)
    const existing = entries.find((entry) => entry.productId === productId)
    if (existing) {
      existing.quantity = mode === 'add' ? existing.quantity + quantity : quantity
      existing.selected = true
    } else {
      if (entries.length >= CART_MAX_LINES) return false
      entries.push({ productId, quantity, selected: true, addedPriceMinor: priceMinor })
    }
    ctx.session.put(CART_KEY, entries)
    return true
  }
  const count = await db.from('cart_items').where('user_id', userId).count('* as n').first()
  const exists = await db.from('cart_items').where({ user_id: userId, product_id: productId }).first()
  if (!exists && Number(count?.n ?? 0) >= CART_MAX_LINES) return false
  await db.rawQuery(
    `INSERT INTO cart_items (user_id, product_id, quantity, selected, added_price_minor)
     VALUES (?, ?, ?, true, ?)
     ON CONFLICT (user_id, product_id) DO UPDATE
       SET quantity = ${mode === 'add' ? 'cart_items.quantity + EXCLUDED.quantity' : 'EXCLUDED.quantity'},
           selected = true, updated_at = now()`,
    [userId, productId, quantity, priceMinor]
  )
  return true
}

/** Ticks or unticks lines for checkout (`productIds` null: every line). */
export async function selectCartLines(ctx: HttpContext, productIds: number[] | null, selected: boolean) {
  const userId = buyerId(ctx)
  if (userId === null) {
    const entries = sessionEntries(ctx).map((entry) =>
      productIds === null || productIds.includes(entry.productId) ? { ...entry, selected } : entry
    )
    ctx.session.put(CART_KEY, entries)
    return
  }
  const query = db.from('cart_items').where('user_id', userId)
  if (productIds !== null) query.whereIn('product_id', productIds)
  await query.update({ selected, updated_at: new Date() })
}

/** Removes lines of the given products (after an order or "delete selected"). */
export async function removeCartLines(ctx: HttpContext, productIds: number[]) {
  if (productIds.length === 0) return
  const userId = buyerId(ctx)
  if (userId === null) {
    ctx.session.put(
      CART_KEY,
      sessionEntries(ctx).filter((entry) => !productIds.includes(entry.productId))
    )
    return
  }
  await db.from('cart_items').where('user_id', userId).whereIn('product_id', productIds).delete()
}

/** Product ids on the visitor's wish list, oldest first. */
export async function wishlistProductIds(ctx: HttpContext): Promise<number[]> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const raw = ctx.session.get(WISHLIST_KEY)
    return Array.isArray(raw) ? (raw as number[]) : []
  }
  const rows = await db.from('wishlist_items').where('user_id', userId).orderBy('id').select('product_id')
  return rows.map((row) => row.product_id)
}

/** Adds (`on` true) or removes a product from the wish list. Returns false when the list is full. */
export async function toggleWishlist(ctx: HttpContext, productId: number, on: boolean): Promise<boolean> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const ids = await wishlistProductIds(ctx)
    const next = on ? (ids.includes(productId) ? ids : [...ids, productId]) : ids.filter((id) => id !== productId)
    if (next.length > WISHLIST_MAX_ITEMS) return false
    ctx.session.put(WISHLIST_KEY, next)
    return true
  }
  if (!on) {
    await db.from('wishlist_items').where({ user_id: userId, product_id: productId }).delete()
    return true
  }
  const count = await db.from('wishlist_items').where('user_id', userId).count('* as n').first()
  if (Number(count?.n ?? 0) >= WISHLIST_MAX_ITEMS) return false
  await db.rawQuery(
    'INSERT INTO wishlist_items (user_id, product_id) VALUES (?, ?) ON CONFLICT (user_id, product_id) DO NOTHING',
    [userId, productId]
  )
  return true
}

/**
 * Moves a guest's session cart and wish list into buyer `userId`'s database lists at sign-in
 * (quantities of a product in both are added; the session copies are cleared). Products that no
 * longer exist are skipped. Call after the session is bound to the signed-in buyer.
 */
export async function mergeGuestLists(ctx: HttpContext, userId: number) {
  const entries = sessionEntries(ctx)
  const raw = ctx.session.get(WISHLIST_KEY)
  const wished = Array.isArray(raw) ? (raw as number[]) : []
  if (entries.length === 0 && wished.length === 0) return
  await db.transaction(async (trx) => {
    for (const entry of entries) {
      await trx.rawQuery(
        `INSERT INTO cart_items (user_id, product_id, quantity, selected, added_price_minor)
         SELECT ?, id, ?, ?, ? FROM products WHERE id = ?
         ON CONFLICT (user_id, product_id) DO UPDATE
           SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()`,
        [userId, entry.quantity, entry.selected, entry.addedPriceMinor, entry.productId]
      )
    }
    for (const productId of wished) {
      await trx.rawQuery(
        `INSERT INTO wishlist_items (user_id, product_id) SELECT ?, id FROM products WHERE id = ?
         ON CONFLICT (user_id, product_id) DO NOTHING`,
        [userId, productId]
      )
    }
  })
  ctx.session.forget(CART_KEY)
  ctx.session.forget(WISHLIST_KEY)
}
