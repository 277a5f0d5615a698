import { randomInt, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import type { OrderStatus } from '#state_machines/order_status'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import { createAccount } from '#tests/helpers/accounts'

/** A seller account whose company has a VÖEN, a phone and a legal address in az/en/ru. */
export interface InvoiceSeller {
  seller: User
  companyId: number
  name: string
  taxId: string
}

/** A seller with company `name`, its legal address per language (ru falls back to az when omitted). */
export async function invoiceSeller(
  name: string,
  legal: { az: string; en?: string; ru?: string } = { az: 'Bakı, Nizami küçəsi 10' }
): Promise<InvoiceSeller> {
  const taxId = `${randomInt(100_000_000, 999_999_999)}1`
  const seller = await createAccount('seller', { company: { name, taxId } })
  await db.from('companies').where('id', seller.companyId!).update({ phone: '+994 12 555 44 33' })
  await db
    .table('company_translations')
    .multiInsert(
      (['az', 'en', 'ru'] as const)
        .filter((locale) => legal[locale])
        .map((locale) => ({ company_id: seller.companyId!, locale, legal_address: legal[locale] }))
    )
  return { seller, companyId: seller.companyId!, name, taxId }
}

/** A product line of a test order: names per language, unit price in qəpik. */
export interface LineSpec {
  names: { az: string; en: string; ru: string }
  code?: string
  quantity: number
  unitPriceMinor: number
}

/** One seller's part of a test order. */
export interface ShipmentSpec {
  seller: InvoiceSeller
  lines: LineSpec[]
  feeMinor?: number
  deliveryType?: DeliveryType
  status?: ShipmentStatus
  /** Stages the shipment went through (timeline), oldest first; default: just its status. */
  history?: ShipmentStatus[]
}

export interface OrderSpec {
  /** The buyer who placed it; null for a guest order. */
  buyer: User | null
  status?: OrderStatus
  paymentMethod?: PaymentMethod
  shipments: ShipmentSpec[]
  /** Minutes before now the order was placed (list order). */
  minutesAgo?: number
  customerName?: string
  comment?: string | null
}

/** What a test needs of an inserted order. */
export interface InsertedOrder {
  id: number
  number: string
  invoiceNumber: string
  totalMinor: number
  subtotalMinor: number
  deliveryMinor: number
  trackingNumbers: string[]
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('')

/**
 * Writes an order the way checkout leaves it (orders, one shipment per seller, order_lines with
 * frozen names and prices, shipment_events), without going through the cart: tests of the order
 * pages and invoices own their data. Totals in qəpik follow the schema's checks.
 */
export async function insertOrder(spec: OrderSpec): Promise<InsertedOrder> {
  const status = spec.status ?? 'paid'
  const paymentMethod =
    spec.paymentMethod ?? (status === 'placed' ? 'cash_on_delivery' : 'test_gateway')
  const createdAt = new Date(Date.now() - (spec.minutesAgo ?? 5) * 60_000)
  const shipments = spec.shipments.map((shipment) => ({
    ...shipment,
    feeMinor: shipment.feeMinor ?? 500,
    subtotal: shipment.lines.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0),
  }))
  const subtotal = shipments.reduce((sum, shipment) => sum + shipment.subtotal, 0)
  const delivery = shipments.reduce((sum, shipment) => sum + shipment.feeMinor, 0)
  const number = `KRV-${digits(8)}`
  const invoiceNumber = `INV-2026-${digits(6)}`
  const [order] = await db
    .table('orders')
    .insert({
      number,
      invoice_number: invoiceNumber,
      user_id: spec.buyer?.id ?? null,
      locale: 'az',
      status,
      payment_method: paymentMethod,
      customer_name: spec.customerName ?? 'Aygün Məmmədova',
      customer_phone: '+994501234567',
      customer_email: 'aygun@example.test',
      delivery_address: 'Üzeyir Hacıbəyov küçəsi 24, mənzil 7',
      delivery_city: 'Bakı',
      delivery_region: 'Abşeron',
      delivery_country: 'AZ',
      delivery_postal_code: 'AZ1000',
      delivery_latitude: 40.3777,
      delivery_longitude: 49.892,
      billing_address: 'Şəhriyar küçəsi 3',
      billing_city: 'Gəncə',
      billing_region: null,
      billing_country: 'AZ',
      billing_postal_code: null,
      customer_comment: spec.comment === undefined ? 'Zəng edin, qapı kodu 12' : spec.comment,
      subtotal_minor: subtotal,
      delivery_fee_minor: delivery,
      total_minor: subtotal + delivery,
      currency: 'AZN',
      idempotency_key: randomUUID(),
      request_fingerprint: digits(64),
      paid_at: status === 'paid' ? new Date(createdAt.getTime() + 60_000) : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning(['id'])
  const orderId = Number(order.id)
  const trackingNumbers: string[] = []
  for (const shipment of shipments) {
    const trackingNumber = `KT${digits(10)}`
    trackingNumbers.push(trackingNumber)
    const shipmentStatus = shipment.status ?? 'accepted'
    const [row] = await db
      .table('shipments')
      .insert({
        order_id: orderId,
        company_id: shipment.seller.companyId,
        tracking_number: trackingNumber,
        status: shipmentStatus,
        delivery_type: shipment.deliveryType ?? 'ordinary',
        distance_m: 12_000,
        weight_grams: 1500,
        fee_minor: shipment.feeMinor,
        promised_from: new Date(createdAt.getTime() + 3 * 86_400_000),
        promised_by: new Date(createdAt.getTime() + 5 * 86_400_000),
        seller_name: shipment.seller.name,
        seller_phone: '+994501112233',
        origin_address: 'Nizami küçəsi 10, Bakı',
        origin_latitude: 40.4093,
        origin_longitude: 49.8671,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning(['id'])
    const shipmentId = Number(row.id)
    const history = shipment.history ?? [shipmentStatus]
    await db.table('shipment_events').multiInsert(
      history.map((stage, index) => ({
        shipment_id: shipmentId,
        status: stage,
        created_at: new Date(createdAt.getTime() + (index + 1) * 3_600_000),
      }))
    )
    await db.table('order_lines').multiInsert(
      shipment.lines.map((item) => ({
        order_id: orderId,
        shipment_id: shipmentId,
        product_id: null,
        company_id: shipment.seller.companyId,
        product_code: item.code ?? `P-${digits(6)}`,
        product_name: item.names.az,
        product_names: JSON.stringify(item.names),
        quantity: item.quantity,
        list_price_minor: item.unitPriceMinor,
        list_currency: 'AZN',
        discount_percent: 0,
        unit_price_minor: item.unitPriceMinor,
        line_total_minor: item.unitPriceMinor * item.quantity,
        weight_grams: 500,
      }))
    )
  }
  return {
    id: orderId,
    number,
    invoiceNumber,
    totalMinor: subtotal + delivery,
    subtotalMinor: subtotal,
    deliveryMinor: delivery,
    trackingNumbers,
  }
}

/** A simple line: `names.en` plus " az"/" ru" suffixes unless all three are given. */
export function line(name: string, quantity = 1, unitPriceMinor = 1000): LineSpec {
  return { names: { az: `${name} az`, en: name, ru: `${name} ru` }, quantity, unitPriceMinor }
}

/** Security events `authz_denied` logged so far with a detail mentioning `text`. */
export async function deniedCount(text: string): Promise<number> {
  const [{ n }] = await db
    .from('security_events')
    .where('event', 'authz_denied')
    .whereILike('detail', `%${text}%`)
    .count('* as n')
  return Number(n)
}
