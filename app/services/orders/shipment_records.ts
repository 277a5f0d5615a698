import Order from '#models/order'
import Shipment from '#models/shipment'

/**
 * A shipment with everything tracking, the seller's shipment page and the order e-mails show:
 * its order (frozen buyer contact and delivery address), its timeline (`events`, oldest first)
 * and its own lines (`lines`, in checkout order). `events` and `lines` are preloaded.
 */
export interface ShipmentRecord {
  shipment: Shipment
  order: Order
}

/** Longest tracking number stored (migration 0015: shipments.tracking_number varchar(20)). */
export const TRACKING_NUMBER_MAX = 20

async function load(
  column: 'tracking_number' | 'id',
  value: string | number
): Promise<ShipmentRecord | null> {
  const shipment = await Shipment.query()
    .where(column, value)
    .preload('events', (events) => events.orderBy('created_at', 'asc').orderBy('id', 'asc'))
    .preload('lines', (lines) => lines.orderBy('id', 'asc'))
    .first()
  if (!shipment) return null
  const order = await Order.findOrFail(shipment.orderId)
  return { shipment, order }
}

/** The shipment with tracking number `trackingNumber` (exact match), or null. */
export async function shipmentByTrackingNumber(
  trackingNumber: string
): Promise<ShipmentRecord | null> {
  if (!trackingNumber || trackingNumber.length > TRACKING_NUMBER_MAX) return null
  return load('tracking_number', trackingNumber)
}

/** Shipment `id`, or null. */
export function shipmentById(id: number): Promise<ShipmentRecord | null> {
  return load('id', id)
}

/** Every shipment of order `orderId` with its lines (events not loaded), oldest first. */
export function orderShipments(orderId: number): Promise<Shipment[]> {
  return Shipment.query()
    .where('order_id', orderId)
    .preload('lines', (lines) => lines.orderBy('id', 'asc'))
    .orderBy('id', 'asc')
}
