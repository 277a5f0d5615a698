import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import Shipment from '#models/shipment'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import type { OrderStatus } from '#state_machines/order_status'
import {
  billingAddressOf,
  deliveryAddressOf,
  isConfirmedOrder,
  lineName,
  orderDate,
} from '#transformers/order_transformer'
import { frozenRateNote } from '#transformers/rate_transformer'

/** Which part of an order an invoice covers: all of it (buyer, guest) or one seller's shipment. */
export type InvoiceScope = { kind: 'order' } | { kind: 'seller'; companyId: number }

/** An amount in qəpik (AZN) and its display text in the invoice's language. */
export interface InvoiceAmount {
  minor: number
  text: string
}

/**
 * A product line of an invoice (frozen name in the viewer's language). `rateNote`, on lines
 * charged at a CBAR rate only: the seller's amount and the rate with its date frozen at checkout.
 */
export interface InvoiceLine {
  name: string
  code: string
  quantity: number
  unitPrice: InvoiceAmount
  total: InvoiceAmount
  rateNote?: string
}

/** One seller's block of an invoice: the company's data, its lines and its shipment's delivery. */
export interface InvoiceSeller {
  /** Company name frozen on the shipment. */
  name: string
  /** Legal entity or individual entrepreneur, localized; null when the company is gone. */
  companyType: string | null
  /** VÖEN (10 digits). */
  taxId: string | null
  /** Legal address in the viewer's language (Azerbaijani when not translated). */
  legalAddress: string | null
  phone: string | null
  trackingNumber: string
  deliveryType: DeliveryType
  deliveryTypeLabel: string
  deliveryFee: InvoiceAmount
  lines: InvoiceLine[]
  subtotal: InvoiceAmount
  /** Lines plus delivery. */
  total: InvoiceAmount
}

/**
 * An invoice as both renderers (the Inertia page and the PDF) show it: everything already in
 * the viewer's language, amounts in qəpik (AZN) with their display text. Built once per request
 * by buildInvoice.
 */
export interface InvoiceData {
  scope: 'order' | 'seller'
  locale: Locale
  invoiceNumber: string
  orderNumber: string
  /** Invoice date: when the order was confirmed (paid; placed for cash on delivery). */
  invoiceDate: string
  orderDate: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentMethodLabel: string
  paymentStatus: string
  /** `personalId`: the buyer's FİN or passport number with its localized label, if given at checkout. */
  buyer: {
    name: string
    phone: string
    email: string
    billingAddress: string
    personalId: { label: string; value: string } | null
  }
  deliveryAddress: string
  sellers: InvoiceSeller[]
  totals: { subtotal: InvoiceAmount; delivery: InvoiceAmount; total: InvoiceAmount }
}

/** Company data of sellers that an invoice prints (companies + company_translations). */
interface CompanyRow {
  id: number
  company_type: 'legal' | 'individual'
  tax_id: string | null
  phone: string | null
  legal_address: string | null
}

const amount = (minor: number, locale: Locale): InvoiceAmount => ({
  minor,
  text: formatMoney(minor, 'AZN', locale),
})

/** Order `number` (orders.number, e.g. KRV-12345678), or null when there is none. */
export function findOrderByNumber(number: string): Promise<Order | null> {
  return Order.query().where('number', number).first()
}

/** Whether company `companyId` has a shipment in `orderId` (a seller's right to its part of the invoice). */
export async function sellerHasShipment(orderId: number, companyId: number): Promise<boolean> {
  const row = await Shipment.query()
    .where({ order_id: orderId, company_id: companyId })
    .select('id')
    .first()
  return row !== null
}

function companiesOf(ids: number[], locale: Locale): Promise<CompanyRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .from('companies as c')
    .leftJoin('company_translations as t', (join) =>
      join.on('t.company_id', 'c.id').andOnVal('t.locale', locale)
    )
    .leftJoin('company_translations as az', (join) =>
      join.on('az.company_id', 'c.id').andOnVal('az.locale', 'az')
    )
    .whereIn('c.id', ids)
    .select(
      'c.id',
      'c.company_type',
      'c.tax_id',
      'c.phone',
      db.raw("coalesce(nullif(t.legal_address, ''), az.legal_address) AS legal_address")
    )
}

/**
 * Builds the invoice of `order` for `scope` in `locale` (DESIGN §4: names, prices and addresses
 * as frozen on the order; seller VÖEN and legal address from the company): lines grouped per
 * seller in shipment order, each with its delivery fee; totals of the whole order, or of the
 * seller's part for a seller scope. Returns null when the order is not confirmed (placed or
 * paid) or the seller has no shipment in it. Amounts in qəpik (AZN).
 */
export async function buildInvoice(
  order: Order,
  scope: InvoiceScope,
  locale: Locale,
  i18n: I18n
): Promise<InvoiceData | null> {
  if (!isConfirmedOrder(order)) return null
  const shipmentQuery = Shipment.query().where('order_id', order.id).orderBy('id', 'asc')
  if (scope.kind === 'seller') shipmentQuery.where('company_id', scope.companyId)
  const shipments = await shipmentQuery
  if (shipments.length === 0) return null
  const [lines, companies] = await Promise.all([
    OrderLine.query()
      .where('order_id', order.id)
      .whereIn(
        'shipment_id',
        shipments.map((shipment) => shipment.id)
      )
      .orderBy('id', 'asc'),
    companiesOf([...new Set(shipments.map((shipment) => shipment.companyId))], locale),
  ])

  const sellers = shipments.map((shipment): InvoiceSeller => {
    const company = companies.find((row) => Number(row.id) === shipment.companyId)
    const own = lines.filter((line) => line.shipmentId === shipment.id)
    const subtotal = own.reduce((sum, line) => sum + line.lineTotalMinor, 0)
    return {
      name: shipment.sellerName,
      companyType: company ? i18n.t(`enums.company_type.${company.company_type}`) : null,
      taxId: company?.tax_id ?? null,
      legalAddress: company?.legal_address?.trim() || null,
      phone: shipment.sellerPhone ?? company?.phone ?? null,
      trackingNumber: shipment.trackingNumber,
      deliveryType: shipment.deliveryType,
      deliveryTypeLabel: i18n.t(`enums.delivery_type.${shipment.deliveryType}`),
      deliveryFee: amount(shipment.feeMinor, locale),
      lines: own.map((line) => ({
        name: lineName(line, locale),
        code: line.productCode,
        quantity: line.quantity,
        unitPrice: amount(line.unitPriceMinor, locale),
        total: amount(line.lineTotalMinor, locale),
        ...frozenRateNote(i18n, locale, line),
      })),
      subtotal: amount(subtotal, locale),
      total: amount(subtotal + shipment.feeMinor, locale),
    }
  })

  const whole = scope.kind === 'order'
  const subtotal = whole
    ? order.subtotalMinor
    : sellers.reduce((sum, seller) => sum + seller.subtotal.minor, 0)
  const delivery = whole
    ? order.deliveryFeeMinor
    : sellers.reduce((sum, seller) => sum + seller.deliveryFee.minor, 0)
  const issuedAt =
    order.paymentMethod === 'cash_on_delivery' ? order.createdAt : (order.paidAt ?? order.createdAt)
  const paid = order.status === 'paid'

  return {
    scope: scope.kind,
    locale,
    invoiceNumber: order.invoiceNumber,
    orderNumber: order.number,
    invoiceDate: orderDate(i18n, issuedAt, false),
    orderDate: orderDate(i18n, order.createdAt),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentMethodLabel: i18n.t(`enums.payment_method.${order.paymentMethod}`),
    paymentStatus: paid
      ? i18n.t('invoices.payment_status.paid', { date: orderDate(i18n, order.paidAt ?? issuedAt) })
      : i18n.t('invoices.payment_status.on_delivery'),
    buyer: {
      name: order.customerName,
      phone: order.customerPhone,
      email: order.customerEmail,
      billingAddress: billingAddressOf(order, locale),
      personalId:
        order.customerIdKind && order.customerIdNumber
          ? {
              label: i18n.t(`invoices.personal_id.${order.customerIdKind}`),
              value: order.customerIdNumber,
            }
          : null,
    },
    deliveryAddress: deliveryAddressOf(order, locale),
    sellers,
    totals: {
      subtotal: amount(subtotal, locale),
      delivery: amount(delivery, locale),
      total: amount(subtotal + delivery, locale),
    },
  }
}
