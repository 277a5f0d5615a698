import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { appUrl } from '#config/app'
import { companySeller } from '#actions/enquiries/producer_contacts'
import { formatMoney } from '#lib/money'
import { UNPAID_ORDER_TTL_MINUTES } from '#shared/orders'
import { isLocale, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import Order from '#models/order'
import type Shipment from '#models/shipment'
import { notifier } from '#services/notifications/notifier'
import { orderShipments, shipmentById } from '#services/orders/shipment_records'
import { trackingUrl } from '#services/orders/tracking_link'
import { enqueue } from '#services/queue/enqueue'
import { CONFIRMED_ORDER_STATUSES } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import {
  deliveryAddressOf,
  lineName,
  orderDate,
  promisedWindow,
} from '#transformers/order_transformer'

/**
 * The order e-mails (issue 6: order placed, payment result, each shipment stage), plain text in
 * the order's language (orders.locale) for the buyer and in the seller account's language for
 * the seller's new-order notice. Each sender returns what it did; transport errors propagate so
 * the job retries (delivery is at least once).
 */

/** Job names of the order e-mails (handlers in app/jobs/, listed in app/services/queue/jobs.ts). */
export const ORDER_MAIL_JOBS = {
  placed: 'order.placed_mail',
  payment: 'order.payment_mail',
  stage: 'shipment.stage_mail',
  sellerNotice: 'order.seller_mail',
} as const

/** Outcome of a payment as the payments area reports it in `order.payment_mail`. */
export type PaymentMailOutcome = 'succeeded' | 'failed' | 'cancelled'

/** What a sender did: sent, or why nothing was sent (the job still completes). */
export type OrderMailOutcome = 'sent' | 'missing' | 'no_email' | 'not_confirmed'

/** A composed mail. */
export interface ComposedMail {
  subject: string
  text: string
}

type Translate = (key: string, data?: Record<string, unknown>) => string

function translator(locale: Locale): { i18n: I18n; t: Translate } {
  const i18n = i18nManager.locale(locale)
  return { i18n, t: (key, data) => i18n.t(`order_mails.${key}`, data) }
}

const money = (minor: number, locale: Locale) => formatMoney(minor, 'AZN', locale)

const localeOf = (order: Order): Locale => (isLocale(order.locale) ? order.locale : 'az')

/** Order summary lines: the items of every shipment, the totals and the payment method. */
function summary(order: Order, locale: Locale, i18n: I18n, t: Translate): string[] {
  return [
    t('order_line', { number: order.number, date: orderDate(i18n, order.createdAt) }),
    t('payment_method', { method: i18n.t(`enums.payment_method.${order.paymentMethod}`) }),
    '',
    t('items'),
    ...order.lines.map((line) =>
      t('item', {
        name: lineName(line, locale),
        quantity: line.quantity,
        total: money(line.lineTotalMinor, locale),
      })
    ),
    '',
    t('subtotal', { amount: money(order.subtotalMinor, locale) }),
    t('delivery_fee', { amount: money(order.deliveryFeeMinor, locale) }),
    t('total', { amount: money(order.totalMinor, locale) }),
    '',
    t('delivery_address', { address: deliveryAddressOf(order, locale) }),
  ]
}

/** Each shipment of the order: seller, tracking number, delivery type and window, signed tracking link. */
function shipmentBlocks(shipments: Shipment[], locale: Locale, i18n: I18n, t: Translate): string[] {
  return shipments.flatMap((shipment) => [
    t('shipment', {
      seller: shipment.sellerName,
      tracking: shipment.trackingNumber,
      type: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
      window: promisedWindow(
        locale,
        shipment.promisedFrom.toJSDate(),
        shipment.promisedBy.toJSDate()
      ),
    }),
    t('track_link', { url: trackingUrl(shipment.trackingNumber, locale) }),
    '',
  ])
}

/**
 * The buyer's "order placed" mail: a confirmed order (cash on delivery, or already paid) says
 * what happens next; an order still waiting for payment says so and that it is confirmed only
 * once paid. Expects `lines` and `shipments` loaded.
 */
export function placedMail(order: Order): ComposedMail {
  const locale = localeOf(order)
  const { i18n, t } = translator(locale)
  const confirmed = CONFIRMED_ORDER_STATUSES.includes(order.status)
  const intro = !confirmed
    ? 'placed.intro_awaiting'
    : order.status === 'placed'
      ? 'placed.intro_cash'
      : 'placed.intro_paid'
  const shipments = order.shipments.filter((shipment) => shipment.status !== 'deleted')
  return {
    subject: t(confirmed ? 'placed.subject' : 'placed.subject_awaiting', { number: order.number }),
    text: [
      t('greeting', { name: order.customerName }),
      '',
      t(intro, { number: order.number, minutes: UNPAID_ORDER_TTL_MINUTES }),
      '',
      ...summary(order, locale, i18n, t),
      '',
      t('shipments'),
      ...shipmentBlocks(shipments, locale, i18n, t),
      t('next_title'),
      t(confirmed ? 'placed.next' : 'placed.next_awaiting'),
      '',
      t('signature'),
    ].join('\n'),
  }
}

/** The buyer's payment result mail (succeeded, failed or cancelled). Expects `lines` and `shipments` loaded. */
export function paymentMail(order: Order, outcome: PaymentMailOutcome): ComposedMail {
  const locale = localeOf(order)
  const { i18n, t } = translator(locale)
  const shipments = order.shipments.filter((shipment) => shipment.status !== 'deleted')
  const body =
    outcome === 'succeeded'
      ? [
          ...summary(order, locale, i18n, t),
          '',
          t('shipments'),
          ...shipmentBlocks(shipments, locale, i18n, t),
          t('next_title'),
          t('placed.next'),
        ]
      : [...summary(order, locale, i18n, t), '', t(`payment.next_${outcome}`)]
  return {
    subject: t(`payment.subject_${outcome}`, { number: order.number }),
    text: [
      t('greeting', { name: order.customerName }),
      '',
      t(`payment.intro_${outcome}`, {
        number: order.number,
        amount: money(order.totalMinor, locale),
      }),
      '',
      ...body,
      '',
      t('signature'),
    ].join('\n'),
  }
}

/** The buyer's mail about a shipment reaching `status`: the stage, what it means, the tracking link. */
export function stageMail(order: Order, shipment: Shipment, status: ShipmentStatus): ComposedMail {
  const locale = localeOf(order)
  const { i18n, t } = translator(locale)
  const stage = i18n.t(`enums.shipment_status.${status}`)
  return {
    subject: t('stage.subject', { number: order.number, stage }),
    text: [
      t('greeting', { name: order.customerName }),
      '',
      t('stage.intro', {
        number: order.number,
        tracking: shipment.trackingNumber,
        seller: shipment.sellerName,
        stage,
      }),
      t(`stage.explain.${status}`),
      '',
      ...shipment.lines.map((line) =>
        t('item', {
          name: lineName(line, locale),
          quantity: line.quantity,
          total: money(line.lineTotalMinor, locale),
        })
      ),
      '',
      t('stage.window', {
        window: promisedWindow(
          locale,
          shipment.promisedFrom.toJSDate(),
          shipment.promisedBy.toJSDate()
        ),
      }),
      t('track_link', { url: trackingUrl(shipment.trackingNumber, locale) }),
      '',
      t('signature'),
    ].join('\n'),
  }
}

/** The seller's new-order notice for their shipment, in `locale`: its lines, the buyer, delivery, and a link to the shipment page. */
export function sellerNoticeMail(order: Order, shipment: Shipment, locale: Locale): ComposedMail {
  const { i18n, t } = translator(locale)
  const linesMinor = shipment.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)
  const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0)
  return {
    subject: t('seller_notice.subject', { number: order.number, count: units }),
    text: [
      t('seller_notice.intro', { number: order.number, company: shipment.sellerName }),
      '',
      t('order_line', { number: order.number, date: orderDate(i18n, order.createdAt) }),
      t('seller_notice.tracking', { tracking: shipment.trackingNumber }),
      t('payment_method', { method: i18n.t(`enums.payment_method.${order.paymentMethod}`) }),
      '',
      t('items'),
      ...shipment.lines.map((line) =>
        t('item', {
          name: lineName(line, locale),
          quantity: line.quantity,
          total: money(line.lineTotalMinor, locale),
        })
      ),
      t('seller_notice.amount', {
        lines: money(linesMinor, locale),
        fee: money(shipment.feeMinor, locale),
        total: money(linesMinor + shipment.feeMinor, locale),
      }),
      '',
      t('seller_notice.buyer', { name: order.customerName, phone: order.customerPhone }),
      t('delivery_address', { address: deliveryAddressOf(order, locale) }),
      t('shipment_type', {
        type: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
        window: promisedWindow(
          locale,
          shipment.promisedFrom.toJSDate(),
          shipment.promisedBy.toJSDate()
        ),
      }),
      '',
      t('seller_notice.next', {
        url: urlTo(
          'seller_orders.show',
          locale,
          { trackingNumber: shipment.trackingNumber },
          { prefixUrl: appUrl }
        ),
      }),
      '',
      t('signature'),
    ].join('\n'),
  }
}

async function loadOrder(orderId: number): Promise<Order | null> {
  return Order.query()
    .where('id', orderId)
    .preload('lines', (lines) => lines.orderBy('id', 'asc'))
    .preload('shipments', (shipments) =>
      shipments.orderBy('id', 'asc').preload('lines', (lines) => lines.orderBy('id', 'asc'))
    )
    .first()
}

const buyer = (order: Order) => ({ address: order.customerEmail, name: order.customerName })

/** Queues the seller's new-order notice for every shipment of a confirmed order that is not deleted. */
async function queueSellerNotices(order: Order) {
  for (const shipment of order.shipments) {
    if (shipment.status === 'deleted') continue
    await enqueue(ORDER_MAIL_JOBS.sellerNotice, { orderId: order.id, shipmentId: shipment.id })
  }
}

/**
 * `order.placed_mail`: the buyer's mail; for an order confirmed at checkout (cash on delivery)
 * the sellers' notices are queued too (an online order's sellers hear of it once it is paid,
 * from sendPaymentMail).
 */
export async function sendPlacedMail(orderId: number): Promise<OrderMailOutcome> {
  const order = await loadOrder(orderId)
  if (!order) return 'missing'
  await notifier.mail({ to: buyer(order), ...placedMail(order) })
  if (order.paymentMethod === 'cash_on_delivery' && CONFIRMED_ORDER_STATUSES.includes(order.status))
    await queueSellerNotices(order)
  return 'sent'
}

/** `order.payment_mail`: the buyer's payment result; a successful payment queues the sellers' notices. */
export async function sendPaymentMail(
  orderId: number,
  outcome: PaymentMailOutcome
): Promise<OrderMailOutcome> {
  const order = await loadOrder(orderId)
  if (!order) return 'missing'
  const mail = paymentMail(order, outcome)
  await notifier.mail({ to: buyer(order), ...mail })
  if (outcome === 'succeeded' && CONFIRMED_ORDER_STATUSES.includes(order.status))
    await queueSellerNotices(order)
  return 'sent'
}

/** `shipment.stage_mail`: the buyer's mail about shipment `shipmentId` reaching `status`. */
export async function sendStageMail(
  shipmentId: number,
  status: ShipmentStatus
): Promise<OrderMailOutcome> {
  const record = await shipmentById(shipmentId)
  if (!record) return 'missing'
  await notifier.mail({
    to: buyer(record.order),
    ...stageMail(record.order, record.shipment, status),
  })
  return 'sent'
}

/**
 * `order.seller_mail`: the new-order notice to the seller of shipment `shipmentId`, at the
 * company's registered e-mail (else the seller account's), in the seller account's language.
 * Only for confirmed orders.
 */
export async function sendSellerNotice(
  orderId: number,
  shipmentId: number
): Promise<OrderMailOutcome> {
  const order = await Order.find(orderId)
  const shipments = await orderShipments(orderId)
  const shipment = shipments.find((item) => item.id === shipmentId)
  if (!order || !shipment) return 'missing'
  if (!CONFIRMED_ORDER_STATUSES.includes(order.status)) return 'not_confirmed'
  const company = await db
    .from('companies')
    .where('id', shipment.companyId)
    .select('name', 'email')
    .first()
  const seller = await companySeller(shipment.companyId)
  const address: string | null = company?.email?.trim() || seller?.email || null
  if (!address) return 'no_email'
  const locale: Locale = isLocale(seller?.locale) ? seller.locale : 'az'
  await notifier.mail({
    to: { address, name: company?.name ?? shipment.sellerName },
    ...sellerNoticeMail(order, shipment, locale),
  })
  return 'sent'
}
