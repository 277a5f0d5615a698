/**
 * Tracking data as the server sends it (app/transformers/tracking_transformer.ts): written by
 * hand here because pages never import backend code.
 */

export type ShipmentStage = 'accepted' | 'preparing' | 'courier_set' | 'courier_accepted' | 'on_the_way' | 'delivered' | 'returned' | 'deleted'

/** One step of a shipment's timeline; `date` is display text (Bakı time), null when not reached. */
export interface TimelineStep {
  status: ShipmentStage
  label: string
  date: string | null
  state: 'done' | 'current' | 'upcoming'
}

/** The Delivery record of SPEC §3, formatted for display. */
export interface DeliveryRecord {
  customerName: string
  customerPhone: string
  sellerName: string
  sellerPhone: string | null
  address: string
  distance: string
  weight: string
  deliveryType: 'urgent' | 'within_24h' | 'ordinary' | 'economy'
  deliveryTypeLabel: string
  orderDate: string
  promisedWindow: string
}

/** A tracked shipment (inertia/pages/storefront/track_delivery.tsx). */
export interface TrackingResult {
  trackingNumber: string
  orderNumber: string
  orderDate: string
  status: ShipmentStage
  statusLabel: string
  payment: {
    state: 'confirmed' | 'awaiting_payment' | 'payment_failed' | 'cancelled' | 'expired'
    tone: 'info' | 'warning'
    notice: string | null
    method: string
    methodLabel: string
  }
  timeline: TimelineStep[]
  items: { name: string; quantity: number }[]
  delivery: DeliveryRecord
}
