import type { I18n } from '@adonisjs/i18n'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import { formatMoney } from '#lib/money'
import { telHref } from '#lib/phone'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { SellerShipmentPage, SellerShipmentRow } from '#services/orders/seller_shipments'
import type { ShipmentRecord } from '#services/orders/shipment_records'
import type { OrderStatus } from '#state_machines/order_status'
import {
  allowedShipmentEvents,
  type ShipmentEvent,
  nextShipmentStatus,
  type ShipmentStatus,
} from '#state_machines/shipment_status'
import {
  adminListUrl,
  toAdminPagination,
  type AdminPagination,
} from '#transformers/admin_pagination_transformer'
import {
  deliveryAddressOf,
  lineName,
  orderDate,
  promisedWindow,
} from '#transformers/order_transformer'
import {
  formatDistance,
  formatWeight,
  toTimelineView,
  type TimelineStepView,
} from '#transformers/tracking_transformer'
import { SELLER_ORDER_FILTERS, type SellerOrderFilter } from '#validators/seller_orders'
import { frozenRateNote } from '#transformers/rate_transformer'

/** A shipment in the seller's order list (inertia/pages/seller/orders/index.tsx). */
export type SellerOrderItem = {
  trackingNumber: string
  orderNumber: string
  date: string
  buyer: string
  itemCount: number
  /** This seller's lines plus the delivery fee, in AZN, formatted. */
  total: string
  status: ShipmentStatus
  statusLabel: string
  url: string
}

/** A stage filter of the list with its count and link. */
export type SellerOrderFilterLink = {
  key: SellerOrderFilter
  label: string
  count: number
  url: string
  current: boolean
}

/** A button of the shipment page: the event, its label and the stage it leads to. */
export type ShipmentActionView = {
  event: ShipmentEvent
  label: string
  to: ShipmentStatus
  toLabel: string
  danger: boolean
}

/** The seller's shipment page (inertia/pages/seller/orders/show.tsx). */
export type SellerShipmentDetail = {
  trackingNumber: string
  orderNumber: string
  date: string
  status: ShipmentStatus
  statusLabel: string
  order: {
    status: OrderStatus
    statusLabel: string
    paymentMethod: PaymentMethod
    paymentMethodLabel: string
    comment: string | null
  }
  buyer: { name: string; phone: string; tel: string; email: string; mailto: string }
  delivery: {
    address: string
    pin: { latitude: number; longitude: number }
    deliveryType: DeliveryType
    deliveryTypeLabel: string
    promisedWindow: string
    distance: string
    weight: string
  }
  /** `rateNote` on lines charged at a CBAR rate only (the frozen rate and its date). */
  lines: {
    id: number
    name: string
    code: string
    quantity: number
    unitPrice: string
    total: string
    rateNote?: string
  }[]
  totals: { lines: string; fee: string; total: string }
  timeline: TimelineStepView[]
  actions: ShipmentActionView[]
  transitionUrl: string
  invoiceUrl: string | null
  listUrl: string
}

const money = (minor: number, locale: Locale) => formatMoney(minor, 'AZN', locale)

/** URL of the seller's order list with a stage filter and page (defaults left out). */
export function sellerOrdersUrl(locale: Locale, status: SellerOrderFilter, page = 1): string {
  return adminListUrl(urlTo('seller_orders', locale), { status, page }, { status: 'all', page: 1 })
}

/** A shipment row of the list. */
export function toSellerOrderItem(
  row: SellerShipmentRow,
  locale: Locale,
  i18n: I18n
): SellerOrderItem {
  return {
    trackingNumber: row.trackingNumber,
    orderNumber: row.orderNumber,
    date: orderDate(i18n, row.orderDate),
    buyer: row.buyerName,
    itemCount: row.itemCount,
    total: money(row.totalMinor, locale),
    status: row.status,
    statusLabel: i18n.t(`enums.shipment_status.${row.status}`),
    url: urlTo('seller_orders.show', locale, { trackingNumber: row.trackingNumber }),
  }
}

/** The stage filters of the list: all shipments, then every stage, with counts. */
export function toSellerOrderFilters(
  counts: SellerShipmentPage['counts'],
  current: SellerOrderFilter,
  locale: Locale,
  i18n: I18n
): SellerOrderFilterLink[] {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return SELLER_ORDER_FILTERS.map((key) => ({
    key,
    label:
      key === 'all'
        ? i18n.t('seller_orders.list.filter_all')
        : i18n.t(`enums.shipment_status.${key}`),
    count: key === 'all' ? total : counts[key],
    url: sellerOrdersUrl(locale, key),
    current: key === current,
  }))
}

/** The list page's pager, the stage filter kept. */
export function toSellerOrdersPagination(
  list: SellerShipmentPage,
  status: SellerOrderFilter,
  locale: Locale
): AdminPagination {
  return toAdminPagination(list, (page) => sellerOrdersUrl(locale, status, page))
}

/** The buttons of a stage: the events the transition table allows from it (app/state_machines/shipment_status.ts). */
export function toShipmentActions(status: ShipmentStatus, i18n: I18n): ShipmentActionView[] {
  return allowedShipmentEvents(status).map((event) => {
    const to = nextShipmentStatus(status, event)
    return {
      event,
      label: i18n.t(`enums.shipment_event.${event}`),
      to,
      toLabel: i18n.t(`enums.shipment_status.${to}`),
      danger: to === 'deleted' || to === 'returned',
    }
  })
}

/** The seller's shipment page: only this shipment's lines, the buyer, delivery, timeline and allowed moves. */
export function toSellerShipmentDetail(
  record: ShipmentRecord,
  locale: Locale,
  i18n: I18n
): SellerShipmentDetail {
  const { shipment, order } = record
  const lines = shipment.lines ?? []
  const linesMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)
  return {
    trackingNumber: shipment.trackingNumber,
    orderNumber: order.number,
    date: orderDate(i18n, order.createdAt),
    status: shipment.status,
    statusLabel: i18n.t(`enums.shipment_status.${shipment.status}`),
    order: {
      status: order.status,
      statusLabel: i18n.t(`enums.order_status.${order.status}`),
      paymentMethod: order.paymentMethod,
      paymentMethodLabel: i18n.t(`enums.payment_method.${order.paymentMethod}`),
      comment: order.customerComment?.trim() || null,
    },
    buyer: {
      name: order.customerName,
      phone: order.customerPhone,
      tel: telHref(order.customerPhone),
      email: order.customerEmail,
      mailto: `mailto:${order.customerEmail}`,
    },
    delivery: {
      address: deliveryAddressOf(order, locale),
      pin: { latitude: Number(order.deliveryLatitude), longitude: Number(order.deliveryLongitude) },
      deliveryType: shipment.deliveryType,
      deliveryTypeLabel: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
      promisedWindow: promisedWindow(
        locale,
        shipment.promisedFrom.toJSDate(),
        shipment.promisedBy.toJSDate()
      ),
      distance: formatDistance(i18n, shipment.distanceM),
      weight: formatWeight(i18n, shipment.weightGrams),
    },
    lines: lines.map((line) => ({
      id: line.id,
      name: lineName(line, locale),
      code: line.productCode,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor, locale),
      total: money(line.lineTotalMinor, locale),
      ...frozenRateNote(i18n, locale, line),
    })),
    totals: {
      lines: money(linesMinor, locale),
      fee: money(shipment.feeMinor, locale),
      total: money(linesMinor + shipment.feeMinor, locale),
    },
    timeline: toTimelineView(record, i18n),
    actions: toShipmentActions(shipment.status, i18n),
    transitionUrl: urlTo('seller_orders.transition', locale, {
      trackingNumber: shipment.trackingNumber,
    }),
    invoiceUrl: isServed('seller_invoice')
      ? urlTo('seller_invoice', locale, { number: order.number })
      : null,
    listUrl: urlTo('seller_orders', locale),
  }
}
