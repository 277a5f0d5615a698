import type { I18n } from '@adonisjs/i18n'
import type Order from '#models/order'
import type OrderLine from '#models/order_line'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { PAYMENT_PATHS } from '#config/payments'
import type { TestPayment } from '#services/payments/test_gateway/simulator'

/**
 * Why the order-failed page is shown: the payment failed, was cancelled, the order expired, it
 * was paid too late (refund), or the payment could not be started at the gateway (unavailable;
 * the products are still reserved).
 */
export type FailedReason = 'failed' | 'cancelled' | 'expired' | 'refund' | 'unavailable'

/** A frozen order line as the order-failed page shows it (amounts in AZN, formatted). */
export type FailedOrderLine = {
  id: number
  name: string
  quantity: number
  unitPrice: string
  total: string
}

/** The order-failed page (inertia/pages/storefront/order_failed.tsx); `order` null = "order not found" (404). */
export type OrderFailedView = {
  order: {
    number: string
    reason: FailedReason
    paymentMethod: string
    lines: FailedOrderLine[]
    totals: { subtotal: string; delivery: string; total: string }
    /** POST target of "try again"; null when the order cannot be retried (expired, refunded). */
    retryUrl: string | null
  } | null
  homeUrl: string
}

/** The test gateway's hosted page (inertia/pages/payments/test_gateway.tsx). */
export type TestGatewayView = {
  payment: {
    reference: string
    merchant: string
    description: string
    /** Amount in AZN formatted for the page language. */
    amount: string
    status: TestPayment['status']
    statusLabel: string
  }
  lang: Locale
  /** POST target of the buyer's choice (keeps `lang`). */
  actionUrl: string
  /** Back to the shop (the merchant's return URL), once the payment is complete. */
  returnUrl: string | null
}

const money = (minor: number, locale: Locale) => formatMoney(minor, 'AZN', locale)

/** A line's frozen product name in `locale`, else the name in the order's language. */
function lineName(line: OrderLine, locale: Locale): string {
  const names = (line.productNames ?? {}) as Partial<Record<Locale, string>>
  return names[locale]?.trim() || line.productName
}

/**
 * The order-failed page for an order the visitor may see: number, frozen lines and totals, the
 * reason, and the retry action when the order can take its stock again (payment_failed or
 * cancelled at a gateway) or still holds it but its payment never started (unavailable).
 */
export function toOrderFailedView(
  order: Order,
  lines: OrderLine[],
  reason: FailedReason,
  locale: Locale,
  i18n: I18n
): OrderFailedView {
  const retryable =
    ((order.status === 'payment_failed' || order.status === 'cancelled') && reason !== 'refund') ||
    (order.status === 'awaiting_payment' && reason === 'unavailable')
  return {
    order: {
      number: order.number,
      reason,
      paymentMethod: i18n.t(`enums.payment_method.${order.paymentMethod}`),
      lines: lines.map((line) => ({
        id: line.id,
        name: lineName(line, locale),
        quantity: line.quantity,
        unitPrice: money(line.unitPriceMinor, locale),
        total: money(line.lineTotalMinor, locale),
      })),
      totals: {
        subtotal: money(order.subtotalMinor, locale),
        delivery: money(order.deliveryFeeMinor, locale),
        total: money(order.totalMinor, locale),
      },
      retryUrl: retryable ? urlTo('order_failed.retry', locale, { number: order.number }) : null,
    },
    homeUrl: urlTo('home', locale),
  }
}

/** "Order not found" (404) on the order-failed page. */
export function orderNotFoundView(locale: Locale): OrderFailedView {
  return { order: null, homeUrl: urlTo('home', locale) }
}

/** The hosted page of a test-gateway payment, in the language the merchant asked for. */
export function toTestGatewayView(payment: TestPayment, lang: Locale, i18n: I18n): TestGatewayView {
  return {
    payment: {
      reference: payment.reference,
      merchant: payment.merchantName,
      description: payment.description,
      amount: money(payment.amountMinor, lang),
      status: payment.status,
      statusLabel: i18n.t(`payments.test_gateway.status.${payment.status}`),
    },
    lang,
    actionUrl: PAYMENT_PATHS.testGatewayPage(payment.reference, lang),
    returnUrl: payment.status === 'pending' ? null : payment.returnUrl,
  }
}
