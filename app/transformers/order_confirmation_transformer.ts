import { formatDate } from '#shared/dates'
import type { I18n } from '@adonisjs/i18n'
import type Order from '#models/order'
import { formatMoney } from '#lib/money'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { OrderStatus } from '#state_machines/order_status'
import { countryName } from '#transformers/address_transformer'
import { formatDistance, formatWeight, formatWindow } from '#transformers/checkout_transformer'
import { invoicePath } from '#transformers/invoice_transformer'
import { frozenRateNote } from '#transformers/rate_transformer'

/** A frozen order line as the confirmation shows it. */
/** A line of the confirmation; `rateNote` (lines charged at a CBAR rate only): the seller's amount and the frozen rate with its date. */
export type ConfirmationLineView = {
  name: string
  quantity: number
  unitPrice: string
  lineTotal: string
  rateNote?: string
}

/** One seller's shipment: tracking number, delivery type, promised window, fee and its lines. */
export type ConfirmationShipmentView = {
  trackingNumber: string
  sellerName: string
  deliveryType: DeliveryType
  window: string
  distance: string
  weight: string
  fee: string
  lines: ConfirmationLineView[]
}

/** An order as its confirmation page shows it (frozen values; amounts formatted in AZN). */
export type ConfirmationOrderView = {
  number: string
  date: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  customerName: string
  email: string
  phone: string
  deliveryAddress: string
  billingAddress: string
  comment: string | null
  shipments: ConfirmationShipmentView[]
  subtotal: string
  deliveryFee: string
  total: string
}

/** Order-specific actions of the confirmation page; null where they do not apply. */
export type ConfirmationActions = {
  /** The order's invoice (HTML page and PDF), once the order is placed or paid. */
  invoice: { html: string; pdf: string } | null
  /**
   * "Return to the payment page" while an online payment is awaited: POST here (the order-failed
   * retry route) resumes the pending payment at the gateway (same hosted page, no new attempt).
   */
  resumePayment: string | null
}

/**
 * The confirmation page's order actions (issue 6): invoice links (`invoicePath('customer', …)`:
 * the buyer or the guest session that placed the order may open them, canViewOrder) for a
 * placed or paid order; the resume-payment action for one awaiting online payment. A page whose
 * routes are not served gets no link.
 */
export function confirmationActions(
  order: Pick<Order, 'number' | 'status' | 'paymentMethod'>,
  locale: Locale
): ConfirmationActions {
  const confirmed = order.status === 'placed' || order.status === 'paid'
  const awaiting = order.status === 'awaiting_payment' && order.paymentMethod !== 'cash_on_delivery'
  return {
    invoice:
      confirmed && isServed('user_invoice')
        ? {
            html: invoicePath('customer', locale, order.number),
            pdf: invoicePath('customer', locale, order.number, 'pdf'),
          }
        : null,
    resumePayment:
      awaiting && isServed('order_failed')
        ? urlTo('order_failed.retry', locale, { number: order.number })
        : null,
  }
}

function addressLine(parts: (string | null)[], country: string, locale: Locale) {
  return [...parts, countryName(country, locale)].filter((part) => part && part.trim()).join(', ')
}

/**
 * The confirmation view of `order` (lines and shipments preloaded), names in the page language
 * from the frozen az/en/ru names, dates in Baku time.
 */
export function toConfirmationOrder(
  order: Order,
  locale: Locale,
  i18n: I18n
): ConfirmationOrderView {
  const placedAt = order.createdAt.toJSDate()
  return {
    number: order.number,
    /** shared/dates.ts: the browser writes dates the same way ("27 noyabr 2026, 10:25"). */
    date: formatDate(placedAt, locale, { dateStyle: 'long', timeStyle: 'short' }),
    status: order.status,
    paymentMethod: order.paymentMethod,
    customerName: order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
    deliveryAddress: addressLine(
      [order.deliveryAddress, order.deliveryCity, order.deliveryRegion, order.deliveryPostalCode],
      order.deliveryCountry,
      locale
    ),
    billingAddress: addressLine(
      [order.billingAddress, order.billingCity, order.billingRegion, order.billingPostalCode],
      order.billingCountry,
      locale
    ),
    comment: order.customerComment,
    shipments: [...order.shipments]
      .sort((a, b) => a.id - b.id)
      .map((shipment) => ({
        trackingNumber: shipment.trackingNumber,
        sellerName: shipment.sellerName,
        deliveryType: shipment.deliveryType,
        window: formatWindow(
          shipment.promisedFrom.toJSDate(),
          shipment.promisedBy.toJSDate(),
          placedAt,
          locale,
          i18n
        ),
        distance: formatDistance(shipment.distanceM, locale, i18n),
        weight: formatWeight(shipment.weightGrams, locale, i18n),
        fee: formatMoney(shipment.feeMinor, 'AZN', locale),
        lines: order.lines
          .filter((line) => line.shipmentId === shipment.id)
          .sort((a, b) => a.id - b.id)
          .map((line) => ({
            name: line.productNames?.[locale] ?? line.productName,
            quantity: line.quantity,
            unitPrice: formatMoney(line.unitPriceMinor, 'AZN', locale),
            lineTotal: formatMoney(line.lineTotalMinor, 'AZN', locale),
            ...frozenRateNote(i18n, locale, line),
          })),
      })),
    subtotal: formatMoney(order.subtotalMinor, 'AZN', locale),
    deliveryFee: formatMoney(order.deliveryFeeMinor, 'AZN', locale),
    total: formatMoney(order.totalMinor, 'AZN', locale),
  }
}
