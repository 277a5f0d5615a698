import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { nextOrderStatus, type OrderStatus } from '#state_machines/order_status'

/** Raised when a product has fewer units than asked (code E_INSUFFICIENT_STOCK; SPEC §8 "product not in stock"). */
export class InsufficientStock extends Error {
  code = 'E_INSUFFICIENT_STOCK'
  constructor(public productIds: number[]) {
    super(`Not enough stock for product(s) ${productIds.join(', ')}`)
  }
}

/** A quantity of a product to take or give back. */
export interface StockLine {
  productId: number
  quantity: number
}

/** A statement's part that takes stock (stockTaking): its CTEs, their bindings and the units wanted per product. */
export interface StockTaking {
  /** `WITH wanted …, locked …, taken AS (UPDATE … RETURNING p.id)`: follow it with a SELECT reading `taken`. */
  ctes: string
  bindings: [number[], number[]]
  wanted: Map<number, number>
}

/**
 * The stock-taking CTEs of `lines` (quantities of the same product summed): the rows are locked
 * in product-id order (so two carts racing on the same products never deadlock), then `stock =
 * stock - n WHERE stock >= n`; `taken` holds the ids whose stock was taken. `countSales` also adds
 * the units to products.sales_count (a new order; not a payment retry).
 */
export function stockTaking(lines: StockLine[], countSales = false): StockTaking {
  const wanted = new Map<number, number>()
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  return {
    ctes: `WITH wanted AS (SELECT * FROM unnest(?::int[], ?::int[]) AS w(id, quantity)),
     locked AS MATERIALIZED (SELECT p.id FROM products p WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR UPDATE),
     taken AS (
       UPDATE products p
          SET stock = p.stock - w.quantity${countSales ? ', sales_count = p.sales_count + w.quantity' : ''}, updated_at = p.updated_at
         FROM wanted w
        WHERE p.id = w.id AND p.id IN (SELECT id FROM locked) AND p.stock >= w.quantity
       RETURNING p.id)`,
    bindings: [[...wanted.keys()], [...wanted.values()]],
    wanted,
  }
}

/** Throws InsufficientStock naming (in id order) every wanted product whose stock was not taken. */
export function assertStockTaken(taking: StockTaking, takenIds: (number | string)[]): void {
  const taken = new Set(takenIds.map(Number))
  const short = [...taking.wanted.keys()]
    .filter((productId) => !taken.has(productId))
    .sort((a, b) => a - b)
  if (short.length > 0) throw new InsufficientStock(short)
}

/**
 * Takes stock for every line inside the caller's transaction, all or nothing (DESIGN §4), in one
 * statement (stockTaking). Throws InsufficientStock naming every product that fell short; the
 * caller's rollback undoes the lines already taken.
 */
export async function takeStock(
  trx: TransactionClientContract,
  lines: StockLine[],
  countSales = false
): Promise<void> {
  const taking = stockTaking(lines, countSales)
  if (taking.wanted.size === 0) return
  const { rows } = await trx.rawQuery(`${taking.ctes} SELECT id FROM taken`, taking.bindings)
  assertStockTaken(
    taking,
    rows.map((row: { id: number }) => row.id)
  )
}

/**
 * Gives an unpaid order's stock back exactly once and moves the order by `event`
 * (fail → payment_failed, cancel → cancelled, expire → expired; expired orders' shipments become
 * "deleted"). Safe to call concurrently and repeatedly: only the call that flips
 * `stock_released_at` from null restocks. Returns the new status, or null when nothing changed
 * (already released, already paid, unknown order). Runs in its own transaction unless `trx` is given.
 */
export async function releaseOrderStock(
  orderId: number,
  event: 'fail' | 'cancel' | 'expire',
  trx?: TransactionClientContract
): Promise<OrderStatus | null> {
  const run = async (client: TransactionClientContract) => {
    const next = nextOrderStatus('awaiting_payment', event)
    const claimed = await client.rawQuery(
      `UPDATE orders SET status = ?, stock_released_at = now(), updated_at = now()
        WHERE id = ? AND status = 'awaiting_payment' AND stock_released_at IS NULL
        RETURNING id`,
      [next, orderId]
    )
    if (claimed.rows.length === 0) return null
    const lines = await client
      .from('order_lines')
      .where('order_id', orderId)
      .whereNotNull('product_id')
      .groupBy('product_id')
      .orderBy('product_id')
      .select('product_id')
      .sum('quantity as quantity')
    for (const line of lines) {
      await client.rawQuery(
        'UPDATE products SET stock = stock + ?, updated_at = updated_at WHERE id = ?',
        [Number(line.quantity), line.product_id]
      )
    }
    if (event === 'expire') {
      const shipments = await client
        .from('shipments')
        .where('order_id', orderId)
        .whereNot('status', 'deleted')
        .update({ status: 'deleted', updated_at: new Date() })
        .returning('id')
      if (shipments.length > 0) {
        await client.table('shipment_events').multiInsert(
          shipments.map((row: { id: number }) => ({
            shipment_id: row.id,
            status: 'deleted',
            note: 'expired',
          }))
        )
      }
    }
    return next
  }
  return trx ? run(trx) : db.transaction(run)
}

/**
 * Takes the stock of a payment_failed or cancelled order again for a new payment try and moves
 * it back to awaiting_payment with a fresh `expiresAt`. Throws InsufficientStock (nothing changes)
 * when the products ran out meanwhile; returns false when the order is not in a retryable state.
 */
export async function retakeOrderStock(
  trx: TransactionClientContract,
  orderId: number,
  expiresAt: Date
): Promise<boolean> {
  const order = await trx.from('orders').where('id', orderId).forUpdate().first()
  if (!order || !['payment_failed', 'cancelled'].includes(order.status) || !order.stock_released_at)
    return false
  nextOrderStatus(order.status, 'retry')
  const lines = await trx
    .from('order_lines')
    .where('order_id', orderId)
    .select('product_id', 'quantity')
  if (lines.some((line) => line.product_id === null)) throw new InsufficientStock([])
  await takeStock(
    trx,
    lines.map((line) => ({ productId: Number(line.product_id), quantity: Number(line.quantity) }))
  )
  await trx.from('orders').where('id', orderId).update({
    status: 'awaiting_payment',
    stock_released_at: null,
    expires_at: expiresAt,
    updated_at: new Date(),
  })
  return true
}
