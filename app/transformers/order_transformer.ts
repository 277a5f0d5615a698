import type { I18n } from '@adonisjs/i18n'
import type { DateTime } from 'luxon'
import type Order from '#models/order'
import type OrderLine from '#models/order_line'
import type Shipment from '#models/shipment'
import type { BuyerOrderRow } from '#actions/orders/buyer_orders'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { CONFIRMED_ORDER_STATUSES, type OrderStatus } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import { trackingPath } from '#services/orders/tracking_link'
import { countryName } from '#transformers/address_transformer'
import { adminListUrl } from '#transformers/admin_pagination_transformer'
import { ORDER_FILTERS, type OrderFilter } from '#validators/orders'
import { dateTimeFormat } from '#lib/intl_formats'
import { frozenRateNote } from '#transformers/rate_transformer'
import { formatDate } from '#shared/dates'

/** Orders are placed, shipped and invoiced in Azerbaijan: dates are shown in Bakı time (UTC+4). */
export const ORDER_TIME_ZONE = 'Asia/Baku'

/** A shipment's current stage as the order list shows it. */
export type OrderShipmentSummary = {
  seller: string
  trackingNumber: string
  stage: ShipmentStatus
  stageLabel: string
}

/** An order in the buyer's list and on the dashboard home (inertia/pages/account/orders.tsx). */
export type OrderListItem = {
  number: string
  /** ISO 8601 UTC and the same date for display (Bakı time). */
  placedAt: string
  date: string
  status: OrderStatus
  statusLabel: string
  /** Units ordered (sum of line quantities). */
  itemCount: number
  /** Total in AZN, formatted for the page language. */
  total: string
  shipments: OrderShipmentSummary[]
  url: string
}

/** A status filter of the order list with its count and link. */
export type OrderFilterLink = {
  key: OrderFilter
  label: string
  count: number
  url: string
  current: boolean
}

/**
 * A frozen product line of an order (names in the page language, amounts formatted in AZN);
 * `rateNote` (lines charged at a CBAR rate only): the seller's amount and the rate with its date
 * frozen at checkout.
 */
export type OrderLineView = {
  id: number
  name: string
  code: string
  quantity: number
  unitPrice: string
  total: string
  rateNote?: string
}

/** One seller's shipment of an order with its lines and tracking stage (inertia/pages/account/order_show.tsx). */
export type OrderShipmentView = {
  id: number
  seller: string
  sellerPhone: string | null
  trackingNumber: string
  trackingUrl: string
  deliveryType: DeliveryType
  deliveryTypeLabel: string
  fee: string
  /** Promised delivery window, formatted as a range in Bakı time. */
  promisedWindow: string
  stage: ShipmentStatus
  stageLabel: string
  /** When the shipment reached its current stage (display text), null without a timeline entry. */
  stageDate: string | null
  timeline: { stage: ShipmentStatus; label: string; date: string }[]
  lines: OrderLineView[]
  subtotal: string
}

/** The order details page. */
export type OrderDetail = {
  number: string
  invoiceNumber: string
  placedAt: string
  date: string
  status: OrderStatus
  statusLabel: string
  customer: { name: string; phone: string; email: string }
  deliveryAddress: string
  billingAddress: string
  payment: {
    method: PaymentMethod
    methodLabel: string
    status: OrderStatus
    statusLabel: string
    paidAt: string | null
  }
  comment: string | null
  shipments: OrderShipmentView[]
  totals: { subtotal: string; delivery: string; total: string }
  /** Invoice links; null while the order is not confirmed (placed or paid). */
  invoice: { html: string; pdf: string } | null
  listUrl: string
}

/** A date (and time) of an order in Bakı time in the page language. */
export function orderDate(i18n: I18n, value: Date | DateTime, withTime = true): string {
  return formatDate(value, i18n.locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: ORDER_TIME_ZONE,
  })
}

/** A promised delivery window "from – by" in Bakı time, in the page language. */
export function promisedWindow(locale: Locale, from: Date, by: Date): string {
  const format = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ORDER_TIME_ZONE,
  })
  return from.getTime() < by.getTime() ? format.formatRange(from, by) : format.format(by)
}

/** Address parts frozen on an order (delivery or billing). */
export interface AddressParts {
  address: string
  city: string
  region: string | null
  postalCode: string | null
  country: string
}

/** One line of an address: street, city, region, postal code, country name in the page language. */
export function formatOrderAddress(parts: AddressParts, locale: Locale): string {
  return [
    parts.address,
    parts.city,
    parts.region,
    parts.postalCode,
    countryName(parts.country, locale),
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ')
}

/** The order's delivery address as one line. */
export function deliveryAddressOf(order: Order, locale: Locale): string {
  return formatOrderAddress(
    {
      address: order.deliveryAddress,
      city: order.deliveryCity,
      region: order.deliveryRegion,
      postalCode: order.deliveryPostalCode,
      country: order.deliveryCountry,
    },
    locale
  )
}

/** The order's billing address as one line. */
export function billingAddressOf(order: Order, locale: Locale): string {
  return formatOrderAddress(
    {
      address: order.billingAddress,
      city: order.billingCity,
      region: order.billingRegion,
      postalCode: order.billingPostalCode,
      country: order.billingCountry,
    },
    locale
  )
}

/** A line's frozen product name in `locale`, falling back to the name in the order's language. */
export function lineName(
  line: Pick<OrderLine, 'productNames' | 'productName'>,
  locale: Locale
): string {
  const names = (line.productNames ?? {}) as Partial<Record<Locale, string>>
  return names[locale]?.trim() || line.productName
}

/** Whether an order is confirmed (placed for cash on delivery, or paid): only those have an invoice. */
export function isConfirmedOrder(order: { status: OrderStatus }): boolean {
  return CONFIRMED_ORDER_STATUSES.includes(order.status)
}

/**
 * A shipment's tracking page (SPEC §2 Track delivery) as a signed, site-relative link
 * (app/services/orders/tracking_link.ts): it opens the timeline without asking the buyer for
 * their phone or e-mail again.
 */
export function trackingLink(trackingNumber: string, locale: Locale): string {
  return trackingPath(trackingNumber, locale)
}

const money = (minor: number, locale: Locale) => formatMoney(minor, 'AZN', locale)

/** An order row of the buyer's list. */
export function toOrderListItem(row: BuyerOrderRow, locale: Locale, i18n: I18n): OrderListItem {
  return {
    number: row.number,
    placedAt: row.createdAt.toISOString(),
    date: orderDate(i18n, row.createdAt),
    status: row.status,
    statusLabel: i18n.t(`enums.order_status.${row.status}`),
    itemCount: row.itemCount,
    total: money(row.totalMinor, locale),
    shipments: row.shipments.map((shipment) => ({
      seller: shipment.sellerName,
      trackingNumber: shipment.trackingNumber,
      stage: shipment.status,
      stageLabel: i18n.t(`enums.shipment_status.${shipment.status}`),
    })),
    url: urlTo('user_orders.show', locale, { number: row.number }),
  }
}

/** URL of the order list with a status filter and page (defaults left out). */
export function orderListUrl(locale: Locale, status: OrderFilter, page = 1): string {
  return adminListUrl(urlTo('user_orders', locale), { status, page }, { status: 'all', page: 1 })
}

/** The status filters of the order list: all orders, then every status, with counts. */
export function toOrderFilters(
  counts: Record<OrderStatus, number>,
  current: OrderFilter,
  locale: Locale,
  i18n: I18n
): OrderFilterLink[] {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return ORDER_FILTERS.map((key) => ({
    key,
    label: key === 'all' ? i18n.t('orders.list.filter_all') : i18n.t(`enums.order_status.${key}`),
    count: key === 'all' ? total : counts[key],
    url: orderListUrl(locale, key),
    current: key === current,
  }))
}

function toLineView(line: OrderLine, locale: Locale, i18n: I18n): OrderLineView {
  return {
    id: line.id,
    name: lineName(line, locale),
    code: line.productCode,
    quantity: line.quantity,
    unitPrice: money(line.unitPriceMinor, locale),
    total: money(line.lineTotalMinor, locale),
    ...frozenRateNote(i18n, locale, line),
  }
}

function toShipmentView(
  shipment: Shipment,
  lines: OrderLine[],
  locale: Locale,
  i18n: I18n
): OrderShipmentView {
  const events = shipment.events ?? []
  const reached = [...events].reverse().find((event) => event.status === shipment.status)
  return {
    id: shipment.id,
    seller: shipment.sellerName,
    sellerPhone: shipment.sellerPhone,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: trackingLink(shipment.trackingNumber, locale),
    deliveryType: shipment.deliveryType,
    deliveryTypeLabel: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
    fee: money(shipment.feeMinor, locale),
    promisedWindow: promisedWindow(
      locale,
      shipment.promisedFrom.toJSDate(),
      shipment.promisedBy.toJSDate()
    ),
    stage: shipment.status,
    stageLabel: i18n.t(`enums.shipment_status.${shipment.status}`),
    stageDate: reached ? orderDate(i18n, reached.createdAt) : null,
    timeline: events.map((event) => ({
      stage: event.status,
      label: i18n.t(`enums.shipment_status.${event.status}`),
      date: orderDate(i18n, event.createdAt),
    })),
    lines: lines.map((line) => toLineView(line, locale, i18n)),
    subtotal: money(
      lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
      locale
    ),
  }
}

/**
 * The order details page of its buyer: lines grouped by shipment (seller), delivery and
 * billing addresses, payment, comment, totals and the invoice links once confirmed. Expects
 * `lines` and `shipments` (with `events`) loaded, as findBuyerOrder does.
 */
export function toOrderDetail(order: Order, locale: Locale, i18n: I18n): OrderDetail {
  const confirmed = isConfirmedOrder(order)
  const invoiceUrl = urlTo('user_invoice', locale, { number: order.number })
  return {
    number: order.number,
    invoiceNumber: order.invoiceNumber,
    placedAt: order.createdAt.toUTC().toISO()!,
    date: orderDate(i18n, order.createdAt),
    status: order.status,
    statusLabel: i18n.t(`enums.order_status.${order.status}`),
    customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
    deliveryAddress: deliveryAddressOf(order, locale),
    billingAddress: billingAddressOf(order, locale),
    payment: {
      method: order.paymentMethod,
      methodLabel: i18n.t(`enums.payment_method.${order.paymentMethod}`),
      status: order.status,
      statusLabel: i18n.t(`enums.order_status.${order.status}`),
      paidAt: order.paidAt ? orderDate(i18n, order.paidAt) : null,
    },
    comment: order.customerComment?.trim() || null,
    shipments: order.shipments.map((shipment) =>
      toShipmentView(
        shipment,
        order.lines.filter((line) => line.shipmentId === shipment.id),
        locale,
        i18n
      )
    ),
    totals: {
      subtotal: money(order.subtotalMinor, locale),
      delivery: money(order.deliveryFeeMinor, locale),
      total: money(order.totalMinor, locale),
    },
    invoice: confirmed
      ? { html: invoiceUrl, pdf: urlTo('user_invoice.pdf', locale, { number: order.number }) }
      : null,
    listUrl: urlTo('user_orders', locale),
  }
}
