/**
 * Shapes the order and invoice pages receive, written by hand after
 * app/transformers/order_transformer.ts and app/services/invoices/invoice_data.ts.
 */
export type OrderStatus = 'awaiting_payment' | 'placed' | 'paid' | 'payment_failed' | 'expired' | 'cancelled'
export type ShipmentStage = 'accepted' | 'preparing' | 'courier_set' | 'courier_accepted' | 'on_the_way' | 'delivered' | 'returned' | 'deleted'
export type DeliveryType = 'urgent' | 'within_24h' | 'ordinary' | 'economy'
export type PaymentMethod = 'test_gateway' | 'epoint' | 'cash_on_delivery'

/** An order of the buyer's list and of the dashboard home. */
export interface OrderListItem {
  number: string
  /** ISO 8601 UTC. */
  placedAt: string
  /** Display date (Bakı time). */
  date: string
  status: OrderStatus
  statusLabel: string
  itemCount: number
  /** Formatted AZN. */
  total: string
  shipments: { seller: string; trackingNumber: string; stage: ShipmentStage; stageLabel: string }[]
  url: string
}

/** A status filter of the order list. */
export interface OrderFilterLink {
  key: 'all' | OrderStatus
  label: string
  count: number
  url: string
  current: boolean
}

/** A frozen product line (name in the page language, amounts formatted in AZN). */
export interface OrderLineView {
  id: number
  name: string
  code: string
  quantity: number
  unitPrice: string
  total: string
  /** Lines charged at a CBAR rate: the seller's amount and the rate with its date, frozen at checkout. */
  rateNote?: string
}

/** One seller's shipment of an order. */
export interface OrderShipmentView {
  id: number
  seller: string
  sellerPhone: string | null
  trackingNumber: string
  trackingUrl: string
  deliveryType: DeliveryType
  deliveryTypeLabel: string
  fee: string
  promisedWindow: string
  stage: ShipmentStage
  stageLabel: string
  stageDate: string | null
  timeline: { stage: ShipmentStage; label: string; date: string }[]
  lines: OrderLineView[]
  subtotal: string
}

/** The order details page. */
export interface OrderDetail {
  number: string
  invoiceNumber: string
  placedAt: string
  date: string
  status: OrderStatus
  statusLabel: string
  customer: { name: string; phone: string; email: string }
  deliveryAddress: string
  billingAddress: string
  payment: { method: PaymentMethod; methodLabel: string; status: OrderStatus; statusLabel: string; paidAt: string | null }
  comment: string | null
  shipments: OrderShipmentView[]
  totals: { subtotal: string; delivery: string; total: string }
  invoice: { html: string; pdf: string } | null
  listUrl: string
}

/** An amount in qəpik (AZN) with its display text. */
export interface InvoiceAmount {
  minor: number
  text: string
}

/** One seller's block of an invoice. */
export interface InvoiceSeller {
  name: string
  companyType: string | null
  taxId: string | null
  legalAddress: string | null
  phone: string | null
  trackingNumber: string
  deliveryType: DeliveryType
  deliveryTypeLabel: string
  deliveryFee: InvoiceAmount
  /** `rateNote`: lines charged at a CBAR rate (the seller's amount and the frozen rate with its date). */
  lines: { name: string; code: string; quantity: number; unitPrice: InvoiceAmount; total: InvoiceAmount; rateNote?: string }[]
  subtotal: InvoiceAmount
  total: InvoiceAmount
}

/** An invoice document (the same data the PDF prints). */
export interface InvoiceData {
  scope: 'order' | 'seller'
  locale: 'az' | 'en' | 'ru'
  invoiceNumber: string
  orderNumber: string
  invoiceDate: string
  orderDate: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentMethodLabel: string
  paymentStatus: string
  buyer: { name: string; phone: string; email: string; billingAddress: string }
  deliveryAddress: string
  sellers: InvoiceSeller[]
  totals: { subtotal: InvoiceAmount; delivery: InvoiceAmount; total: InvoiceAmount }
}

/** Where an invoice page's back link leads. */
export interface InvoiceBackLink {
  href: string
  label: 'order' | 'seller_orders' | 'seller_dashboard' | 'home'
}
