import { randomInt, randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory } from '#config/mail'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import type User from '#models/user'
import { readOutbox } from '#services/mail/outbox_transport'
import type { OrderStatus } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import { type SellerFixture, productOf } from '#tests/helpers/orders'
import { deleteJobs, jobRows } from '#tests/helpers/jobs'

/** The buyer contact every fixture order uses unless told otherwise. */
export const BUYER = {
  name: 'Leyla Məmmədova',
  phone: '+994 50 123 45 67',
  email: 'Leyla.Mammadova@Example.test',
}

/** A stage the shipment went through and how many minutes ago. */
export interface StageAt {
  status: ShipmentStatus
  minutesAgo: number
}

export interface ShipmentFixture {
  seller: SellerFixture
  /** Lines of this seller: a new product each (unit price in qəpik, AZN). */
  lines?: { name?: string; quantity?: number; unitPriceMinor?: number; weightGrams?: number }[]
  deliveryType?: DeliveryType
  distanceM?: number
  feeMinor?: number
  /**
   * The shipment's history, oldest first; the last entry is its current stage. Default: just
   * `accepted` at the order's time.
   */
  history?: StageAt[]
}

export interface OrderFixture {
  buyer?: User | null
  status?: OrderStatus
  paymentMethod?: PaymentMethod
  locale?: Locale
  customer?: Partial<typeof BUYER>
  minutesAgo?: number
  shipments: ShipmentFixture[]
}

export interface PlacedOrderFixture {
  id: number
  number: string
  totalMinor: number
  shipments: {
    id: number
    trackingNumber: string
    companyId: number
    feeMinor: number
    linesMinor: number
    units: number
  }[]
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('')

/**
 * Stores an order the way checkout does (order, one shipment per seller, frozen lines, the
 * shipment_events timeline), directly in the database. Status `placed` (cash on delivery) by
 * default; Bakı delivery pin, 12.35 km, 1.5 kg per line unless told otherwise.
 */
export async function insertOrder(fixture: OrderFixture): Promise<PlacedOrderFixture> {
  const status = fixture.status ?? 'placed'
  const paymentMethod =
    fixture.paymentMethod ?? (status === 'placed' ? 'cash_on_delivery' : 'test_gateway')
  const customer = { ...BUYER, ...fixture.customer }
  const createdAt = new Date(Date.now() - (fixture.minutesAgo ?? 120) * 60_000)
  const locale = fixture.locale ?? 'en'

  const parts = []
  for (const shipment of fixture.shipments) {
    const lines = []
    for (const spec of shipment.lines ?? [{}]) {
      const unitPriceMinor = spec.unitPriceMinor ?? 1250
      const productId = await productOf(shipment.seller, {
        priceMinor: unitPriceMinor,
        name: spec.name,
        weightGrams: spec.weightGrams ?? 1500,
      })
      const names = await db
        .from('product_translations')
        .where('product_id', productId)
        .select('locale', 'name')
      const productNames = Object.fromEntries(names.map((row) => [row.locale, row.name])) as Record<
        Locale,
        string
      >
      const product = await db
        .from('products')
        .where('id', productId)
        .select('product_code')
        .firstOrFail()
      const quantity = spec.quantity ?? 1
      lines.push({
        productId,
        productNames,
        code: product.product_code,
        quantity,
        unitPriceMinor,
        weightGrams: spec.weightGrams ?? 1500,
      })
    }
    parts.push({ shipment, lines })
  }
  const subtotal = parts.reduce(
    (sum, part) => sum + part.lines.reduce((s, line) => s + line.unitPriceMinor * line.quantity, 0),
    0
  )
  const fees = parts.reduce((sum, part) => sum + (part.shipment.feeMinor ?? 500), 0)

  const [orderRow] = await db
    .table('orders')
    .insert({
      number: `KRV-${digits(8)}`,
      invoice_number: `INV-T-${digits(12)}`,
      user_id: fixture.buyer?.id ?? null,
      locale,
      status,
      payment_method: paymentMethod,
      customer_name: customer.name,
      customer_phone: customer.phone,
      customer_email: customer.email,
      delivery_address: 'Nizami küçəsi 25, mənzil 7',
      delivery_city: 'Bakı',
      delivery_region: 'Abşeron',
      delivery_country: 'AZ',
      delivery_postal_code: 'AZ1000',
      delivery_latitude: 40.4602,
      delivery_longitude: 49.9943,
      billing_address: 'Nizami küçəsi 25, mənzil 7',
      billing_city: 'Bakı',
      billing_country: 'AZ',
      customer_comment: 'Zəng edin, qapı kodu 12',
      subtotal_minor: subtotal,
      delivery_fee_minor: fees,
      total_minor: subtotal + fees,
      idempotency_key: randomUUID(),
      request_fingerprint: 'f'.repeat(64),
      expires_at: status === 'awaiting_payment' ? new Date(Date.now() + 30 * 60_000) : null,
      paid_at: status === 'paid' ? createdAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning(['id', 'number'])

  const shipments: PlacedOrderFixture['shipments'] = []
  for (const part of parts) {
    const history = part.shipment.history ?? [
      { status: 'accepted' as const, minutesAgo: fixture.minutesAgo ?? 120 },
    ]
    const current = history[history.length - 1].status
    const weight = part.lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0)
    const company = await db
      .from('companies')
      .where('id', part.shipment.seller.companyId)
      .select('name')
      .firstOrFail()
    const feeMinor = part.shipment.feeMinor ?? 500
    const [shipmentRow] = await db
      .table('shipments')
      .insert({
        order_id: orderRow.id,
        company_id: part.shipment.seller.companyId,
        tracking_number: `KT${digits(10)}`,
        status: current,
        delivery_type: part.shipment.deliveryType ?? 'within_24h',
        distance_m: part.shipment.distanceM ?? 12_350,
        weight_grams: weight,
        fee_minor: feeMinor,
        promised_from: createdAt,
        promised_by: new Date(createdAt.getTime() + 24 * 3600_000),
        seller_name: company.name,
        seller_phone: '+994 50 111 22 33',
        origin_address: 'Nizami küçəsi 10, Bakı',
        origin_latitude: 40.4093,
        origin_longitude: 49.8671,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning(['id', 'tracking_number'])
    await db.table('shipment_events').multiInsert(
      history.map((stage) => ({
        shipment_id: shipmentRow.id,
        status: stage.status,
        created_at: new Date(Date.now() - stage.minutesAgo * 60_000),
      }))
    )
    for (const line of part.lines) {
      await db.table('order_lines').insert({
        order_id: orderRow.id,
        shipment_id: shipmentRow.id,
        product_id: line.productId,
        company_id: part.shipment.seller.companyId,
        product_code: line.code,
        product_name: line.productNames[locale],
        product_names: JSON.stringify(line.productNames),
        quantity: line.quantity,
        list_price_minor: line.unitPriceMinor,
        list_currency: 'AZN',
        unit_price_minor: line.unitPriceMinor,
        line_total_minor: line.unitPriceMinor * line.quantity,
        weight_grams: line.weightGrams,
      })
    }
    shipments.push({
      id: Number(shipmentRow.id),
      trackingNumber: shipmentRow.tracking_number,
      companyId: part.shipment.seller.companyId,
      feeMinor,
      linesMinor: part.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0),
      units: part.lines.reduce((sum, line) => sum + line.quantity, 0),
    })
  }
  return {
    id: Number(orderRow.id),
    number: orderRow.number,
    totalMinor: subtotal + fees,
    shipments,
  }
}

/** Empties the mail outbox, the queue and the rate limits. */
export async function resetOrderMail() {
  await rm(outboxDirectory, { recursive: true, force: true })
  await deleteJobs()
  await db.from('rate_limits').delete()
}

/** Mails delivered so far, oldest first. */
export function sentMails() {
  return readOutbox(outboxDirectory)
}

/** Jobs queued by name, with their payloads. */
export async function queuedJobs(name: string): Promise<Record<string, unknown>[]> {
  const rows = await jobRows().where('name', name).orderBy('created_on', 'asc').select('payload')
  return rows.map((row) =>
    typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
  )
}
