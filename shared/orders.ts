/**
 * Enumerations of the orders area (issue 6), for the server and the browser alike. Labels live in
 * resources/lang/{az,en,ru}/enums.json under deliveryType / paymentMethod / orderStatus /
 * shipmentStatus. Transitions stay on the server (app/state_machines/*).
 */

/** SPEC §4 delivery types: urgent (up to 3 hours), within 24 hours, ordinary 3–5 days, 5–6 days. */
export const DELIVERY_TYPES = ['urgent', 'within_24h', 'ordinary', 'economy'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** How a buyer pays: the built-in test gateway, Epoint (hosted page) or cash on delivery. */
export const PAYMENT_METHODS = ['test_gateway', 'epoint', 'cash_on_delivery'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Gateways a payment attempt can go through (cash on delivery has no attempt). */
export type PaymentGatewayName = 'test_gateway' | 'epoint'

/** payment_attempts.status: created → pending (buyer sent to the hosted page) → a final status. */
export const PAYMENT_ATTEMPT_STATUSES = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Minutes an unpaid order keeps its stock before the expiry job gives it back. */
export const UNPAID_ORDER_TTL_MINUTES = 30

/** Order payment lifecycle (transitions: app/state_machines/order_status.ts). */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'placed',
  'paid',
  'payment_failed',
  'expired',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Shipment tracking stages, one shipment per seller of an order (transitions: app/state_machines/shipment_status.ts). */
export const SHIPMENT_STATUSES = [
  'accepted',
  'preparing',
  'courier_set',
  'courier_accepted',
  'on_the_way',
  'delivered',
  'returned',
  'deleted',
] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/**
 * Kinds of the checkout's optional personal ID (SPEC §2 Checkout "ID"): `fin`, the 7-character
 * FİN of an Azerbaijani ID card, or `passport`, a foreign buyer's passport number.
 */
export const PERSONAL_ID_KINDS = ['fin', 'passport'] as const
export type PersonalIdKind = (typeof PERSONAL_ID_KINDS)[number]
