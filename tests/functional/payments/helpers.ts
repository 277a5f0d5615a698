import { randomInt, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Order from '#models/order'
import PaymentAttempt from '#models/payment_attempt'
import type User from '#models/user'
import type { Locale } from '#lib/route_table'
import type { PaymentMethod } from '#shared/orders'
import { takeStock } from '#actions/orders/order_stock'
import { productOf, sellerAt, stockOf } from '#tests/helpers/orders'
import { jobRows } from '#tests/helpers/jobs'

/** The app under test as the buyer's browser reaches it (return and callback URLs are built on it). */
export const ORIGIN = `http://${env.get('HOST') ?? '127.0.0.1'}:${env.get('PORT') ?? 3333}`

export interface PaymentOrderFixture {
  order: Order
  productId: number
  /** Stock of the product after the order took its units. */
  stockAfterOrder: number
}

export interface PaymentOrderOptions {
  buyer?: User | null
  paymentMethod?: PaymentMethod
  locale?: Locale
  /** Units ordered (default 2 × 12.50 AZN + 3.00 AZN delivery = 28.00 AZN). */
  quantity?: number
  stock?: number
  /** An existing product to order instead of a new one. */
  productId?: number
  companyId?: number
}

/**
 * An order awaiting online payment, written straight to the database the way checkout writes it:
 * one seller, one shipment, one line of `quantity` × 12.50 AZN plus a 3.00 AZN delivery fee, the
 * stock taken (takeStock) and an expiry 30 minutes ahead. The checkout flow itself is tested in
 * tests/functional/checkout; here only what payments need.
 */
export async function orderAwaitingPayment(
  options: PaymentOrderOptions = {}
): Promise<PaymentOrderFixture> {
  let productId = options.productId
  let companyId = options.companyId
  if (!productId) {
    const seller = await sellerAt()
    productId = await productOf(seller, {
      priceMinor: 1250,
      stock: options.stock ?? 10,
      name: 'Fındıq yağı',
    })
    companyId = seller.companyId
  }
  companyId ??= Number(
    (await db.from('products').where('id', productId).select('company_id').firstOrFail()).company_id
  )
  const quantity = options.quantity ?? 2
  const unique = randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()
  /** Same shape as checkout's numbers (KRV- + 8 digits); the leading 9 keeps clear of low ids. */
  const number = `KRV-9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
  const subtotal = 1250 * quantity
  const order = await db.transaction(async (trx) => {
    await takeStock(trx, [{ productId: productId!, quantity }])
    const created = await Order.create(
      {
        number,
        invoiceNumber: `PINV-${unique}`,
        userId: options.buyer?.id ?? null,
        locale: options.locale ?? 'az',
        status: 'awaiting_payment',
        paymentMethod: options.paymentMethod ?? 'test_gateway',
        customerName: 'Leyla Məmmədova',
        customerPhone: '+994501234567',
        customerEmail: `buyer-${unique.toLowerCase()}@example.test`,
        deliveryAddress: 'Nizami küçəsi 10',
        deliveryCity: 'Bakı',
        deliveryRegion: null,
        deliveryCountry: 'AZ',
        deliveryPostalCode: null,
        deliveryLatitude: '40.409300',
        deliveryLongitude: '49.867100',
        billingAddress: 'Nizami küçəsi 10',
        billingCity: 'Bakı',
        billingRegion: null,
        billingCountry: 'AZ',
        billingPostalCode: null,
        customerComment: null,
        subtotalMinor: subtotal,
        deliveryFeeMinor: 300,
        totalMinor: subtotal + 300,
        currency: 'AZN',
        idempotencyKey: randomUUID(),
        requestFingerprint: 'f'.repeat(64),
      },
      { client: trx }
    )
    await trx
      .from('orders')
      .where('id', created.id)
      .update({ expires_at: new Date(Date.now() + 30 * 60_000) })
    const [shipment] = await trx
      .table('shipments')
      .insert({
        order_id: created.id,
        company_id: companyId,
        tracking_number: `PT${unique}`,
        delivery_type: 'within_24h',
        distance_m: 1200,
        weight_grams: 500 * quantity,
        fee_minor: 300,
        promised_from: new Date(),
        promised_by: new Date(Date.now() + 24 * 3600_000),
        seller_name: 'Test Company',
        origin_latitude: 40.4093,
        origin_longitude: 49.8671,
      })
      .returning('id')
    await trx.table('order_lines').insert({
      order_id: created.id,
      shipment_id: shipment.id ?? shipment,
      product_id: productId,
      company_id: companyId,
      product_code: 'PAY-1',
      product_name: 'Fındıq yağı',
      product_names: JSON.stringify({ az: 'Fındıq yağı', en: 'Hazelnut oil', ru: 'Масло фундука' }),
      quantity,
      list_price_minor: 1250,
      list_currency: 'AZN',
      unit_price_minor: 1250,
      line_total_minor: subtotal,
      weight_grams: 500,
    })
    return created
  })
  return {
    order: await Order.findOrFail(order.id),
    productId,
    stockAfterOrder: await stockOf(productId),
  }
}

/** The order as the database holds it now. */
export function reload(order: Order): Promise<Order> {
  return Order.findOrFail(order.id)
}

/** Payment attempts of an order, oldest first. */
export function attemptsOf(order: Order): Promise<PaymentAttempt[]> {
  return PaymentAttempt.query().where('orderId', order.id).orderBy('id')
}

/** `order.payment_mail` jobs enqueued for an order: their outcomes, oldest first. */
export async function paymentMails(order: Order): Promise<string[]> {
  const rows = await jobRows()
    .where('name', 'order.payment_mail')
    .orderBy('created_on')
    .select('payload')
  return rows
    .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
    .filter((payload) => Number(payload.orderId) === order.id)
    .map((payload) => payload.outcome)
}

/** payment_events rows of a gateway reference or attempt, oldest first. */
export function eventsOfAttempt(attemptId: number) {
  return db.from('payment_events').where('payment_attempt_id', attemptId).orderBy('id')
}

/** The test-gateway reference in a hosted-page URL (`…/pay/{reference}?lang=…`). */
export function referenceOf(redirectUrl: string): string {
  const match = /\/pay\/(tgp_[A-Za-z0-9_-]{32})/.exec(redirectUrl)
  if (!match) throw new Error(`Not a test gateway page: ${redirectUrl}`)
  return match[1]
}

/** Session values under which a guest's browser may see `order` (order_access: rememberPlacedOrder). */
export function placedBy(order: Order) {
  return { 'orders.placed': [order.id] }
}
