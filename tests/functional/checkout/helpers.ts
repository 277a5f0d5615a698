import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { PlaceOrderInput } from '#actions/orders/place_order'
import type { DeliveryType } from '#shared/orders'
import { PINS, type SellerFixture } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { deleteJobs, jobRows } from '#tests/helpers/jobs'

export type PinName = keyof typeof PINS

/** Puts a line in a signed-in buyer's cart (as the cart page would store it). */
export async function cartLine(
  buyer: User,
  productId: number,
  quantity: number,
  options: { addedPriceMinor?: number; selected?: boolean } = {}
) {
  const product = await db
    .from('products')
    .where('id', productId)
    .select('effective_price_minor')
    .firstOrFail()
  await db.table('cart_items').insert({
    user_id: buyer.id,
    product_id: productId,
    quantity,
    selected: options.selected ?? true,
    added_price_minor: options.addedPriceMinor ?? Number(product.effective_price_minor),
  })
}

/** A guest's session cart entry (the shape app/services/cart/cart_store.ts keeps under `cart.entries`). */
export function sessionLine(
  productId: number,
  quantity: number,
  addedPriceMinor: number,
  selected = true
) {
  return { productId, quantity, selected, addedPriceMinor }
}

/**
 * A complete, valid checkout form as the page posts it: contact, delivery address in Bakı with
 * the `pin`, billing same as delivery, cash on delivery, `types` per company, a fresh key.
 */
export function checkoutForm(
  expectedTotalMinor: number,
  types: Record<number, DeliveryType>,
  overrides: Record<string, unknown> = {},
  pin: PinName = 'bakuSuburb'
): Record<string, unknown> {
  return {
    name: 'Leyla Məmmədova',
    phone: '050 123 45 67',
    email: 'leyla@example.test',
    address: 'Azadlıq prospekti 15, mənzil 7',
    city: 'Bakı',
    region: 'Nərimanov',
    country: 'AZ',
    postalCode: 'az1000',
    latitude: String(PINS[pin].latitude),
    longitude: String(PINS[pin].longitude),
    billingSame: true,
    deliveryTypes: Object.fromEntries(
      Object.entries(types).map(([companyId, type]) => [String(companyId), type])
    ),
    paymentMethod: 'cash_on_delivery',
    comment: 'Zəng edin, zəhmət olmasa',
    idempotencyKey: randomUUID(),
    expectedTotalMinor,
    ...overrides,
  }
}

/** Input of the PlaceOrder action for direct calls (races): one line per product, cash on delivery, a fresh key. */
export function orderInput(
  items: { productId: number; quantity: number }[],
  types: Record<number, DeliveryType>,
  overrides: Partial<PlaceOrderInput> = {}
): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    locale: 'en',
    userId: null,
    items: items.map((item) => ({ ...item, addedPriceMinor: null })),
    buyProductId: null,
    customer: { name: 'Race Buyer', phone: '+994 50 123 45 67', email: 'race@example.test' },
    delivery: {
      address: 'Nizami küçəsi 1',
      city: 'Bakı',
      region: null,
      country: 'AZ',
      postalCode: null,
      ...PINS.bakuSuburb,
    },
    billing: null,
    deliveryTypes: types,
    paymentMethod: 'cash_on_delivery',
    comment: null,
    expectedTotalMinor: null,
    ...overrides,
  }
}

/** The checkout page's Inertia props, fetched like the browser does on first load. */
export async function checkoutProps(request: any): Promise<Record<string, any>> {
  const response = await request
  response.assertStatus(200)
  const page = inertiaPage(response.text())
  if (page.component !== 'storefront/checkout')
    throw new Error(`Expected the checkout page, got ${page.component}`)
  return page.props
}

/** The server-rendered markup of a page without its Inertia page object (which carries the whole message catalogue). */
export function rendered(html: string): string {
  return html.replace(/<script data-page="app" type="application\/json">[\s\S]*?<\/script>/, '')
}

/** Messages the checkout sent back (Inertia `errors` bag flashed in the session). */
export function flashedErrors(response: any): Record<string, string> {
  const bag = (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[] | string>
  return Object.fromEntries(
    Object.entries(bag).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages[0] : String(messages),
    ])
  )
}

/** Rows of a table for an order. */
export async function orderRows(orderId: number) {
  const [order, shipments, lines, events, jobs] = await Promise.all([
    db.from('orders').where('id', orderId).firstOrFail(),
    db.from('shipments').where('order_id', orderId).orderBy('id'),
    db.from('order_lines').where('order_id', orderId).orderBy('id'),
    db
      .from('shipment_events')
      .join('shipments', 'shipments.id', 'shipment_events.shipment_id')
      .where('shipments.order_id', orderId)
      .select('shipment_events.*'),
    jobRows()
      .where('name', 'order.placed_mail')
      .whereRaw(`(payload->>'orderId')::int = ?`, [orderId]),
  ])
  return { order, shipments, lines, events, jobs }
}

/**
 * Deletes what committed race tests created for these sellers and buyers: their orders (with
 * shipments, lines, events, payment rows), the orders' jobs, products, accounts and companies.
 */
export async function removeCommitted(sellers: SellerFixture[], buyers: User[] = []) {
  const companyIds = sellers.map((fixture) => fixture.companyId)
  const orders = await db.from('shipments').whereIn('company_id', companyIds).distinct('order_id')
  const orderIds = orders.map((row) => Number(row.order_id))
  if (orderIds.length > 0) {
    await deleteJobs('order.placed_mail', { key: 'orderId', values: orderIds })
    await db.from('orders').whereIn('id', orderIds).delete()
  }
  await db.from('products').whereIn('company_id', companyIds).delete()
  await db
    .from('users')
    .whereIn('id', [
      ...sellers.map((fixture) => fixture.seller.id),
      ...buyers.map((buyer) => buyer.id),
    ])
    .delete()
  await db.from('companies').whereIn('id', companyIds).delete()
}
