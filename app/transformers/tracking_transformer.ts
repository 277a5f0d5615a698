import type { I18n } from '@adonisjs/i18n'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import type { ShipmentRecord } from '#services/orders/shipment_records'
import { shipmentTimeline, type TimelineStepState } from '#services/orders/shipment_timeline'
import { CONFIRMED_ORDER_STATUSES, type OrderStatus } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import {
  deliveryAddressOf,
  lineName,
  orderDate,
  promisedWindow,
} from '#transformers/order_transformer'

/** One step of the tracking timeline as a page shows it (inertia/components/tracking/timeline.tsx). */
export type TimelineStepView = {
  status: ShipmentStatus
  label: string
  /** When the stage was reached, in Bakı time and the page language; null when not (yet). */
  date: string | null
  state: TimelineStepState
}

/**
 * The Delivery record of SPEC §3 (the "delivery details" modal): customer name and contact
 * number, seller and seller contact number, delivery address, distance, package weight,
 * delivery type, date (the order date and the promised window).
 */
export type DeliveryRecordView = {
  customerName: string
  customerPhone: string
  sellerName: string
  sellerPhone: string | null
  address: string
  /** "12.4 km" in the page language. */
  distance: string
  /** "1.25 kg" in the page language. */
  weight: string
  deliveryType: DeliveryType
  deliveryTypeLabel: string
  orderDate: string
  promisedWindow: string
}

/**
 * How the order's payment stands, as tracking explains it: `confirmed` (paid, or cash on delivery
 * placed), or why nothing has started yet. `notice` is the sentence to show (null when paid).
 */
export type TrackingPaymentView = {
  state: 'confirmed' | 'awaiting_payment' | 'payment_failed' | 'cancelled' | 'expired'
  tone: 'info' | 'warning'
  notice: string | null
  method: PaymentMethod
  methodLabel: string
}

/** What the tracking page shows for one shipment (inertia/pages/storefront/track_delivery.tsx). */
export type TrackingView = {
  trackingNumber: string
  orderNumber: string
  orderDate: string
  status: ShipmentStatus
  statusLabel: string
  payment: TrackingPaymentView
  timeline: TimelineStepView[]
  items: { name: string; quantity: number }[]
  delivery: DeliveryRecordView
}

/** Metres → "12.4 km" (one decimal) in the page language. */
export function formatDistance(i18n: I18n, metres: number): string {
  return i18n.t('tracking.units.km', {
    value: i18n.formatNumber(metres / 1000, { maximumFractionDigits: 1 }),
  })
}

/** Grams → "1.25 kg" (up to three decimals) in the page language. */
export function formatWeight(i18n: I18n, grams: number): string {
  return i18n.t('tracking.units.kg', {
    value: i18n.formatNumber(grams / 1000, { maximumFractionDigits: 3 }),
  })
}

/** The timeline of a shipment with labels and dates in the page language. */
export function toTimelineView(record: ShipmentRecord, i18n: I18n): TimelineStepView[] {
  const confirmed = CONFIRMED_ORDER_STATUSES.includes(record.order.status)
  const events = (record.shipment.events ?? []).map((event) => ({
    status: event.status,
    createdAt: event.createdAt.toJSDate(),
  }))
  return shipmentTimeline(record.shipment.status, events, confirmed).map((step) => ({
    status: step.status,
    label: i18n.t(`enums.shipment_status.${step.status}`),
    date: step.at ? orderDate(i18n, step.at) : null,
    state: step.state,
  }))
}

/** The Delivery record of a shipment (SPEC §3). */
export function toDeliveryRecord(
  record: ShipmentRecord,
  locale: Locale,
  i18n: I18n
): DeliveryRecordView {
  const { shipment, order } = record
  return {
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    sellerName: shipment.sellerName,
    sellerPhone: shipment.sellerPhone,
    address: deliveryAddressOf(order, locale),
    distance: formatDistance(i18n, shipment.distanceM),
    weight: formatWeight(i18n, shipment.weightGrams),
    deliveryType: shipment.deliveryType,
    deliveryTypeLabel: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
    orderDate: orderDate(i18n, order.createdAt),
    promisedWindow: promisedWindow(
      locale,
      shipment.promisedFrom.toJSDate(),
      shipment.promisedBy.toJSDate()
    ),
  }
}

const PAYMENT_STATES: Record<OrderStatus, TrackingPaymentView['state']> = {
  placed: 'confirmed',
  paid: 'confirmed',
  awaiting_payment: 'awaiting_payment',
  payment_failed: 'payment_failed',
  cancelled: 'cancelled',
  expired: 'expired',
}

/** The payment side of tracking: confirmed, or why the shipment has not started (SPEC §4 "order deleted" for expired). */
export function toTrackingPayment(order: ShipmentRecord['order'], i18n: I18n): TrackingPaymentView {
  const state = PAYMENT_STATES[order.status]
  const notice =
    state !== 'confirmed'
      ? i18n.t(`tracking.payment.${state}`)
      : order.status === 'placed'
        ? i18n.t('tracking.payment.cash_on_delivery')
        : null
  return {
    state,
    tone: state === 'confirmed' ? 'info' : 'warning',
    notice,
    method: order.paymentMethod,
    methodLabel: i18n.t(`enums.payment_method.${order.paymentMethod}`),
  }
}

/** A tracked shipment for the tracking page. Expects the record of shipmentByTrackingNumber (events and lines loaded). */
export function toTrackingView(record: ShipmentRecord, locale: Locale, i18n: I18n): TrackingView {
  const { shipment, order } = record
  return {
    trackingNumber: shipment.trackingNumber,
    orderNumber: order.number,
    orderDate: orderDate(i18n, order.createdAt),
    status: shipment.status,
    statusLabel: i18n.t(`enums.shipment_status.${shipment.status}`),
    payment: toTrackingPayment(order, i18n),
    timeline: toTimelineView(record, i18n),
    items: (shipment.lines ?? []).map((line) => ({
      name: lineName(line, locale),
      quantity: line.quantity,
    })),
    delivery: toDeliveryRecord(record, locale, i18n),
  }
}
