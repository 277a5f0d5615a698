import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { ListSummary } from '#transformers/shared_props'
import { invalidateKey } from '#services/cache/invalidation'
import { listSummaries } from '#services/session/visitor_cache'

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

/** Largest quantity of one cart line in units (validators refuse more; a merge caps at it). */
export const MAX_LINE_QUANTITY = 100_000

/** Signed-in buyers keep cart and wish list in the database; everyone else in the session (issue 6). */
function buyerId(ctx: HttpContext): number | null {
  const user = ctx.auth?.user as { id: number; accountType: string } | undefined
  return user && user.accountType === 'buyer' ? user.id : null
}

/** Session key of the buyer's lists version: a new random value at every change of cart or wish list. */
const LISTS_VERSION_KEY = 'lists.v'

/**
 * A buyer's cart or wish list changed: the kept header counts are forgotten in every process
 * (other devices of the account) and this session names a new version, so the visitor's next
 * request, whichever process answers it, never shows the old counts (listSummary).
 */
function listsChanged(ctx: HttpContext, userId: number) {
  ctx.session.put(LISTS_VERSION_KEY, Math.random().toString(36).slice(2))
  invalidateKey('lists', userId)
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

/** The visitor's line of one product, or null when it is not in the cart. */
export async function cartLine(ctx: HttpContext, productId: number): Promise<CartEntry | null> {
  const userId = buyerId(ctx)
  if (userId === null)
    return sessionEntries(ctx).find((entry) => entry.productId === productId) ?? null
  const row = await db
    .from('cart_items')
    .where({ user_id: userId, product_id: productId })
    .select('quantity', 'selected', 'added_price_minor')
    .first()
  return row
    ? {
        productId,
        quantity: row.quantity,
        selected: row.selected,
        addedPriceMinor: Number(row.added_price_minor),
      }
    : null
}

/**
 * Adds `quantity` units of a product (or sets the quantity when `mode` is 'set'), ticking the
 * line; a new line records `priceMinor` (AZN qəpik) as its added price, an existing one keeps
 * its added price unless `repriced` (the buyer put it in again from a page showing the current
 * price). Quantities are validated by the caller (positive integers within lot and stock).
 * Returns false when the cart is full.
 */
export async function putCartLine(
  ctx: HttpContext,
  productId: number,
  quantity: number,
  priceMinor: number,
  mode: 'add' | 'set' = 'add',
  repriced = false
): Promise<boolean> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const entries = sessionEntries(ctx)
    const existing = entries.find((entry) => entry.productId === productId)
    if (existing) {
      existing.quantity = mode === 'add' ? existing.quantity + quantity : quantity
      existing.selected = true
      if (repriced) existing.addedPriceMinor = priceMinor
    } else {
      if (entries.length >= CART_MAX_LINES) return false
      entries.push({ productId, quantity, selected: true, addedPriceMinor: priceMinor })
    }
    ctx.session.put(CART_KEY, entries)
    return true
  }
  const count = await db.from('cart_items').where('user_id', userId).count('* as n').first()
  const exists = await db
    .from('cart_items')
    .where({ user_id: userId, product_id: productId })
    .first()
  if (!exists && Number(count?.n ?? 0) >= CART_MAX_LINES) return false
  await db.rawQuery(
    `INSERT INTO cart_items (user_id, product_id, quantity, selected, added_price_minor)
     VALUES (?, ?, ?, true, ?)
     ON CONFLICT (user_id, product_id) DO UPDATE
       SET quantity = ${mode === 'add' ? 'cart_items.quantity + EXCLUDED.quantity' : 'EXCLUDED.quantity'},
           ${repriced ? 'added_price_minor = EXCLUDED.added_price_minor,' : ''}
           selected = true, updated_at = now()`,
    [userId, productId, quantity, priceMinor]
  )
  listsChanged(ctx, userId)
  return true
}

/**
 * Sets the quantity of an existing line, keeping its tick and added price (the cart page's
 * stepper). Returns false when the product has no line. The caller validates the quantity.
 */
export async function setCartQuantity(
  ctx: HttpContext,
  productId: number,
  quantity: number
): Promise<boolean> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const entries = sessionEntries(ctx)
    const existing = entries.find((entry) => entry.productId === productId)
    if (!existing) return false
    existing.quantity = quantity
    ctx.session.put(CART_KEY, entries)
    return true
  }
  const changed = await db
    .from('cart_items')
    .where({ user_id: userId, product_id: productId })
    .update({ quantity, updated_at: new Date() })
  listsChanged(ctx, userId)
  return Number(changed) > 0
}

/** Ticks or unticks lines for checkout (`productIds` null: every line). */
export async function selectCartLines(
  ctx: HttpContext,
  productIds: number[] | null,
  selected: boolean
) {
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
  listsChanged(ctx, userId)
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
  listsChanged(ctx, userId)
}

/** Product ids on the visitor's wish list, oldest first. */
export async function wishlistProductIds(ctx: HttpContext): Promise<number[]> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const raw = ctx.session.get(WISHLIST_KEY)
    return Array.isArray(raw) ? (raw as number[]) : []
  }
  const rows = await db
    .from('wishlist_items')
    .where('user_id', userId)
    .orderBy('id')
    .select('product_id')
  return rows.map((row) => row.product_id)
}

/** Adds (`on` true) or removes a product from the wish list. Returns false when the list is full. */
export async function toggleWishlist(
  ctx: HttpContext,
  productId: number,
  on: boolean
): Promise<boolean> {
  const userId = buyerId(ctx)
  if (userId === null) {
    const ids = await wishlistProductIds(ctx)
    const next = on
      ? ids.includes(productId)
        ? ids
        : [...ids, productId]
      : ids.filter((id) => id !== productId)
    if (next.length > WISHLIST_MAX_ITEMS) return false
    ctx.session.put(WISHLIST_KEY, next)
    return true
  }
  if (!on) {
    await db.from('wishlist_items').where({ user_id: userId, product_id: productId }).delete()
    listsChanged(ctx, userId)
    return true
  }
  const count = await db.from('wishlist_items').where('user_id', userId).count('* as n').first()
  if (Number(count?.n ?? 0) >= WISHLIST_MAX_ITEMS) return false
  await db.rawQuery(
    'INSERT INTO wishlist_items (user_id, product_id) VALUES (?, ?) ON CONFLICT (user_id, product_id) DO NOTHING',
    [userId, productId]
  )
  listsChanged(ctx, userId)
  return true
}

/**
 * Moves a guest's session cart and wish list into buyer `userId`'s database lists at sign-in
 * (quantities of a product in both are added, capped at MAX_LINE_QUANTITY; a line ticked in
 * either stays ticked; the session copies are cleared). Products that no longer exist are
 * skipped. Call after the session is bound to the signed-in buyer (signInSession does).
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
           SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${MAX_LINE_QUANTITY}),
               selected = cart_items.selected OR EXCLUDED.selected, updated_at = now()`,
        [
          userId,
          Math.min(entry.quantity, MAX_LINE_QUANTITY),
          entry.selected,
          entry.addedPriceMinor,
          entry.productId,
        ]
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
  listsChanged(ctx, userId)
}

/** What the shell header shows: cart lines, wish-list size and the wished product ids. */
export type { ListSummary }

/**
 * Header counts for this request (shared Inertia prop), null while cart and wish list are both
 * empty. Guests: read from the already loaded session (no store access, so cookie-less and
 * cached catalog requests stay free); signed-in buyers: one small query, kept per process for
 * 10 s under the session's lists version (visitor_cache.ts `listSummaries`; every change of the
 * lists names a new version and forgets the kept counts: listsChanged).
 */
export async function listSummary(ctx: HttpContext): Promise<ListSummary | null> {
  const session = (ctx as Partial<HttpContext>).session
  if (!session) return null
  const userId = buyerId(ctx)
  if (userId === null) {
    const entries = session.get(CART_KEY)
    const wished = session.get(WISHLIST_KEY)
    const cart = Array.isArray(entries) ? entries.length : 0
    const ids = Array.isArray(wished) ? (wished as number[]) : []
    return cart === 0 && ids.length === 0 ? null : { cart, wishlist: ids.length, wished: ids }
  }
  const version = String(session.get(LISTS_VERSION_KEY) ?? '')
  const kept = listSummaries.get(String(userId))
  if (kept && kept.version === version) return kept.summary as ListSummary | null
  const summary = await buyerListSummary(userId)
  listSummaries.set(String(userId), { version, summary })
  return summary
}

/** A buyer's header counts, from the database. */
async function buyerListSummary(userId: number): Promise<ListSummary | null> {
  const result = await db.rawQuery(
    `SELECT (SELECT count(*) FROM cart_items WHERE user_id = ?)::int AS cart,
            COALESCE((SELECT array_agg(product_id ORDER BY id) FROM wishlist_items WHERE user_id = ?), '{}') AS wished`,
    [userId, userId]
  )
  const row = result.rows[0]
  const wished = (row.wished as number[]).map(Number)
  const cart = Number(row.cart)
  return cart === 0 && wished.length === 0 ? null : { cart, wishlist: wished.length, wished }
}
