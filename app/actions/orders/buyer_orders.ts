import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { ORDER_STATUSES, type OrderStatus } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import { type OrderFilter, isStatusFilter } from '#validators/orders'

/** Orders per page of the buyer's order list. */
export const ORDERS_PER_PAGE = 10
/** Orders on the customer dashboard home. */
export const RECENT_ORDER_LIMIT = 3

/** A shipment as the order list shows it: seller, tracking number and current stage. */
export interface BuyerShipmentRow {
  orderId: number
  sellerName: string
  trackingNumber: string
  status: ShipmentStatus
}

/** An order of the buyer's list: totals in qəpik (AZN), item count = sum of line quantities. */
export interface BuyerOrderRow {
  id: number
  number: string
  status: OrderStatus
  createdAt: Date
  totalMinor: number
  itemCount: number
  shipments: BuyerShipmentRow[]
}

/** One page of the buyer's orders with where it sits and the count of every status. */
export interface BuyerOrderPage {
  rows: BuyerOrderRow[]
  page: number
  lastPage: number
  total: number
  counts: Record<OrderStatus, number>
}

/** Lookup of an order by number for its buyer (DESIGN §6: denials are 404 and logged by the caller). */
export type FoundBuyerOrder =
  { outcome: 'found'; order: Order } | { outcome: 'not_found' } | { outcome: 'denied' }

function listQuery(userId: number) {
  return db
    .from('orders as o')
    .where('o.user_id', userId)
    .select('o.id', 'o.number', 'o.status', 'o.created_at', 'o.total_minor')
    .select(
      db.raw(
        '(SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count'
      )
    )
}

async function withShipments(rows: any[]): Promise<BuyerOrderRow[]> {
  const ids = rows.map((row) => Number(row.id))
  const shipments = ids.length
    ? await db
        .from('shipments')
        .whereIn('order_id', ids)
        .orderBy('id', 'asc')
        .select('order_id', 'seller_name', 'tracking_number', 'status')
    : []
  return rows.map((row) => ({
    id: Number(row.id),
    number: row.number,
    status: row.status,
    createdAt: new Date(row.created_at),
    totalMinor: Number(row.total_minor),
    itemCount: Number(row.item_count),
    shipments: shipments
      .filter((shipment) => Number(shipment.order_id) === Number(row.id))
      .map((shipment) => ({
        orderId: Number(shipment.order_id),
        sellerName: shipment.seller_name,
        trackingNumber: shipment.tracking_number,
        status: shipment.status,
      })),
  }))
}

/** Counts of buyer `userId`'s orders by status (every status present, zeros included). */
export async function buyerOrderCounts(userId: number): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .from('orders')
    .where('user_id', userId)
    .groupBy('status')
    .select('status')
    .count('* as n')
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
  for (const row of rows) counts[row.status as OrderStatus] = Number(row.n)
  return counts
}

/**
 * One page (ORDERS_PER_PAGE) of buyer `userId`'s orders, newest first, optionally of one
 * status, each with its shipments; a page past the last shows the last page.
 */
export async function listBuyerOrders(
  userId: number,
  query: { status: OrderFilter; page: number }
): Promise<BuyerOrderPage> {
  const build = () => {
    const q = listQuery(userId).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc')
    return isStatusFilter(query.status) ? q.where('o.status', query.status) : q
  }
  let result = await build().paginate(query.page, ORDERS_PER_PAGE)
  if (query.page > result.lastPage && result.total > 0)
    result = await build().paginate(result.lastPage, ORDERS_PER_PAGE)
  const [rows, counts] = await Promise.all([withShipments(result.all()), buyerOrderCounts(userId)])
  return {
    rows,
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
    counts,
  }
}

/** The RECENT_ORDER_LIMIT newest orders of buyer `userId` and how many they placed in all (dashboard home). */
export async function recentBuyerOrders(
  userId: number
): Promise<{ rows: BuyerOrderRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    listQuery(userId)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(RECENT_ORDER_LIMIT),
    db.from('orders').where('user_id', userId).count('* as n'),
  ])
  return { rows: await withShipments(rows), total: Number(n) }
}

/**
 * Order `number` of buyer `userId` with its lines (in id order) and shipments (with their
 * timeline, oldest first). 'denied' when the order exists but belongs to someone else (another
 * buyer or a guest), 'not_found' otherwise.
 */
export async function findBuyerOrder(number: string, userId: number): Promise<FoundBuyerOrder> {
  const order = await Order.query().where('number', number).first()
  if (!order) return { outcome: 'not_found' }
  if (order.userId !== userId) return { outcome: 'denied' }
  await order.load((loader) => {
    loader
      .load('lines', (lines) => lines.orderBy('id', 'asc'))
      .load('shipments', (shipments) =>
        shipments
          .orderBy('id', 'asc')
          .preload('events', (events) => events.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      )
  })
  return { outcome: 'found', order }
}
