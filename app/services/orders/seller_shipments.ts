import db from '@adonisjs/lucid/services/db'
import { type ShipmentRecord, shipmentByTrackingNumber } from '#services/orders/shipment_records'
import { CONFIRMED_ORDER_STATUSES } from '#state_machines/order_status'
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#state_machines/shipment_status'
import { isStageFilter, type SellerOrderFilter } from '#validators/seller_orders'

/** Shipments per page of the seller's order list. */
export const SELLER_SHIPMENTS_PER_PAGE = 20

/** A shipment as the seller's list shows it: its order, buyer, size and money (qəpik, AZN). */
export interface SellerShipmentRow {
  id: number
  trackingNumber: string
  status: ShipmentStatus
  createdAt: Date
  orderNumber: string
  orderDate: Date
  buyerName: string
  /** Units of this shipment's lines. */
  itemCount: number
  /** This shipment's lines plus its delivery fee, in qəpik. */
  totalMinor: number
}

/** One page of the list with the counts per stage (every stage present). */
export interface SellerShipmentPage {
  rows: SellerShipmentRow[]
  page: number
  lastPage: number
  total: number
  counts: Record<ShipmentStatus, number>
}

/** Shipments of company `companyId` whose order is confirmed (placed or paid): only those reach sellers. */
function ownConfirmed(companyId: number) {
  return db
    .from('shipments as s')
    .join('orders as o', 'o.id', 's.order_id')
    .where('s.company_id', companyId)
    .whereIn('o.status', [...CONFIRMED_ORDER_STATUSES])
}

/** Counts of company `companyId`'s confirmed shipments by stage. */
export async function sellerShipmentCounts(
  companyId: number
): Promise<Record<ShipmentStatus, number>> {
  const rows = await ownConfirmed(companyId).groupBy('s.status').select('s.status').count('* as n')
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, 0])) as Record<
    ShipmentStatus,
    number
  >
  for (const row of rows) counts[row.status as ShipmentStatus] = Number(row.n)
  return counts
}

/**
 * One page of company `companyId`'s shipments of confirmed orders, newest first, optionally at
 * one stage; a page past the last shows the last page. Never another company's shipments.
 */
export async function listSellerShipments(
  companyId: number,
  query: { status: SellerOrderFilter; page: number }
): Promise<SellerShipmentPage> {
  const build = () => {
    const q = ownConfirmed(companyId)
      .select(
        's.id',
        's.tracking_number',
        's.status',
        's.created_at',
        's.fee_minor',
        'o.number as order_number',
        'o.created_at as order_created_at',
        'o.customer_name'
      )
      .select(
        db.raw(
          '(SELECT COALESCE(SUM(l.quantity), 0)::int FROM order_lines l WHERE l.shipment_id = s.id) AS item_count'
        ),
        db.raw(
          '(SELECT COALESCE(SUM(l.line_total_minor), 0)::bigint FROM order_lines l WHERE l.shipment_id = s.id) AS lines_minor'
        )
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
    return isStageFilter(query.status) ? q.where('s.status', query.status) : q
  }
  let result = await build().paginate(query.page, SELLER_SHIPMENTS_PER_PAGE)
  if (query.page > result.lastPage && result.total > 0)
    result = await build().paginate(result.lastPage, SELLER_SHIPMENTS_PER_PAGE)
  return {
    rows: result.all().map((row) => ({
      id: row.id,
      trackingNumber: row.tracking_number,
      status: row.status,
      createdAt: row.created_at,
      orderNumber: row.order_number,
      orderDate: row.order_created_at,
      buyerName: row.customer_name,
      itemCount: Number(row.item_count),
      totalMinor: Number(row.lines_minor) + Number(row.fee_minor),
    })),
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
    counts: await sellerShipmentCounts(companyId),
  }
}

/** Result of looking a shipment up for a seller. */
export type FoundSellerShipment =
  { outcome: 'found'; record: ShipmentRecord } | { outcome: 'not_found' } | { outcome: 'denied' }

/**
 * Shipment `trackingNumber` if it is company `companyId`'s and its order is confirmed. Another
 * company's shipment is 'denied' (the caller answers 404 and logs it); an unknown number, or an
 * own shipment of an order not confirmed yet (sellers never see those), is 'not_found'.
 */
export async function findSellerShipment(
  trackingNumber: string,
  companyId: number | null
): Promise<FoundSellerShipment> {
  const record = await shipmentByTrackingNumber(trackingNumber)
  if (!record) return { outcome: 'not_found' }
  if (!companyId || record.shipment.companyId !== companyId) return { outcome: 'denied' }
  if (!CONFIRMED_ORDER_STATUSES.includes(record.order.status)) return { outcome: 'not_found' }
  return { outcome: 'found', record }
}
