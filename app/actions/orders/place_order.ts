import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import {
  UNPAID_ORDER_TTL_MINUTES,
  type DeliveryType,
  type PaymentMethod,
  type PersonalIdKind,
} from '#shared/orders'
import type { Locale } from '#lib/route_table'
import type { Pin } from '#services/delivery/delivery_origins'
import {
  applyDeliveryChoice,
  priceCheckout,
  type CheckoutItem,
} from '#services/checkout/priced_checkout'
import { enqueue } from '#services/queue/enqueue'
import { jsonInsert } from '#services/database/json_insert'
import { assertStockTaken, stockTaking } from '#actions/orders/order_stock'
import { dateTimeFormat } from '#lib/intl_formats'
import {
  BelowMinimumLot,
  DeliveryNotPossible,
  EmptyCheckout,
  IdempotencyConflict,
  PriceUnavailable,
  ProductsUnavailable,
  TotalChanged,
} from '#actions/orders/checkout_errors'

/** Job that e-mails the buyer (and sellers) about a new order; payload `{ orderId }`. */
export const ORDER_PLACED_MAIL_JOB = 'order.placed_mail'

/** A postal address as the buyer typed it (SPEC §3 Address); country is ISO-2. */
export interface CheckoutAddress {
  address: string
  city: string
  region: string | null
  country: string
  postalCode: string | null
}

/** A validated checkout submission plus the lines the server took from the visitor's cart. */
export interface PlaceOrderInput {
  /** UUID of the checkout form (one per rendered page): the same submission places one order. */
  idempotencyKey: string
  locale: Locale
  /** Signed-in buyer, or null for a guest. */
  userId: number | null
  /** From the cart (never from the client's body); quantities are positive integers. */
  items: CheckoutItem[]
  /** Buy-now product when the checkout holds only that line, else null (part of the fingerprint). */
  buyProductId: number | null
  customer: { name: string; phone: string; email: string }
  /** The buyer's optional personal ID (normalized by the validator); null or absent: none. */
  personalId?: { kind: PersonalIdKind; number: string } | null
  delivery: CheckoutAddress & Pin
  /** null: billing address is the delivery address. */
  billing: CheckoutAddress | null
  /** Company id → chosen delivery type, one per seller. */
  deliveryTypes: Record<number, DeliveryType>
  paymentMethod: PaymentMethod
  comment: string | null
  /** Total (qəpik) the buyer saw; null skips the comparison (direct calls). */
  expectedTotalMinor: number | null
}

export interface PlaceOrderResult {
  order: Order
  /** True when the key had already placed this order (double submit): nothing new was written. */
  replayed: boolean
}

/**
 * SHA-256 of the normalized submission (what the buyer sent, not the cart, which the first
 * submission empties): buyer, contact, addresses, pin, delivery types, payment method, comment,
 * the buy-now product and the personal ID. `expectedTotalMinor` is left out: it only guards against surprises.
 */
export function requestFingerprint(input: PlaceOrderInput): string {
  const address = (value: CheckoutAddress | null) =>
    value && [value.address, value.city, value.region ?? '', value.country, value.postalCode ?? '']
  const normalized = [
    input.userId,
    input.buyProductId,
    [input.customer.name, input.customer.phone, input.customer.email.toLowerCase()],
    address(input.delivery),
    [input.delivery.latitude.toFixed(6), input.delivery.longitude.toFixed(6)],
    address(input.billing),
    Object.entries(input.deliveryTypes)
      .map(([companyId, type]) => [Number(companyId), type] as const)
      .sort((a, b) => a[0] - b[0]),
    input.paymentMethod,
    input.comment ?? '',
    // Appended only when given, so fingerprints of forms without an ID stay as they were.
    ...(input.personalId ? [[input.personalId.kind, input.personalId.number]] : []),
  ]
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex')
}

/** Affine permutation of 0…10^digits−1 (multiplier coprime to 10): unique, non-sequential numbers from ids. */
function scramble(id: number, digits: number, multiplier: bigint, offset: bigint): string {
  const modulus = 10n ** BigInt(digits)
  return ((BigInt(id) * multiplier + offset) % modulus).toString().padStart(digits, '0')
}

/** Order number `KRV-` + 8 digits, unique per order id (ids below 10^8). */
export function orderNumberFor(id: number): string {
  return `KRV-${scramble(id, 8, 73_939_133n, 20_260_611n)}`
}

/** Tracking number `KT` + 10 digits, unique per shipment id (ids below 10^10). */
export function trackingNumberFor(id: number): string {
  return `KT${scramble(id, 10, 7_919_370_431n, 3_141_592_653n)}`
}

/** Invoice number `INV-YYYY-` + the order id zero-padded to 6 digits (year in Baku). */
export function invoiceNumberFor(id: number, at: Date): string {
  const year = dateTimeFormat('en', { timeZone: 'Asia/Baku', year: 'numeric' }).format(at)
  return `INV-${year}-${String(id).padStart(6, '0')}`
}

/**
 * Takes the stock of `items` (counting the sales) and draws fresh ids for one order and
 * `shipments` shipments, in one statement. Throws InsufficientStock (stockTaking, all or nothing
 * with the caller's rollback). Sequence values drawn by a failed attempt are gaps, which is harmless.
 */
async function takeStockAndIds(
  trx: TransactionClientContract,
  items: CheckoutItem[],
  shipments: number
) {
  const taking = stockTaking(items, true)
  const { rows } = await trx.rawQuery(
    `${taking.ctes}
     SELECT ARRAY(SELECT id FROM taken) AS taken,
            nextval(pg_get_serial_sequence('orders', 'id')) AS order_id,
            ARRAY(SELECT nextval(pg_get_serial_sequence('shipments', 'id')) FROM generate_series(1, ?)) AS shipment_ids`,
    [...taking.bindings, shipments]
  )
  assertStockTaken(taking, rows[0].taken)
  return {
    orderId: Number(rows[0].order_id),
    shipmentIds: (rows[0].shipment_ids as string[]).map(Number),
  }
}

/**
 * Places an order from a checkout (issue 6; DESIGN §4 Orders and delivery), in one transaction:
 * 1. `order_by_idempotency_key(key)` (migration 0019: the key's advisory lock, then its order):
 *    the same idempotency key with the same fingerprint returns the order it placed (replayed:
 *    true); with another fingerprint throws IdempotencyConflict.
 * 2. Locks the products in id order and reads them with the newest stored CBAR rate of their
 *    currency (one statement, inside this transaction), prices every line in AZN qəpik at that
 *    rate (azn_prices.aznPrice; docs/money.md), quotes delivery per seller from the pin; lines
 *    whose product was deleted are left out. Throws EmptyCheckout (no line left),
 *    ProductsUnavailable, PriceUnavailable (a foreign price without a usable rate: none stored,
 *    or older than RATES_MAX_AGE_DAYS), BelowMinimumLot, DeliveryNotPossible.
 * 3. Takes the stock, counting the sales, and draws the ids (all or nothing; throws
 *    InsufficientStock), then the total = Σ lines + Σ fees; TotalChanged when it differs from
 *    `expectedTotalMinor`.
 * 4. Writes, in one statement, the order (status placed for cash on delivery, else
 *    awaiting_payment expiring in UNPAID_ORDER_TTL_MINUTES), one shipment per seller (tracking
 *    number, type, distance, weight, fee, promised window, frozen seller and origin, stage
 *    accepted + its event), the lines with frozen names, prices, discount and the CBAR rate they
 *    were charged at (value, nominal, bulletin date: what order pages and invoices show for
 *    good), and the `order.placed_mail` job. Any error rolls everything back.
 */
export default class PlaceOrder {
  async handle(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const fingerprint = requestFingerprint(input)
    return db.transaction(async (trx) => {
      const { rows: replays } = await trx.rawQuery('SELECT * FROM order_by_idempotency_key(?)', [
        input.idempotencyKey,
      ])
      const existing = replays.length > 0 ? Order.$createFromAdapterResult(replays[0]) : null
      if (existing) {
        if (existing.requestFingerprint !== fingerprint) throw new IdempotencyConflict()
        return { order: existing, replayed: true }
      }
      if (input.items.length === 0) throw new EmptyCheckout()

      const now = new Date()
      const priced = await priceCheckout(input.items, input.delivery, input.locale, now, trx, true)

      // Lines of deleted products are left out, as the checkout page leaves them out.
      const deleted = new Set(priced.missingProductIds)
      const items = input.items.filter((item) => !deleted.has(item.productId))
      if (items.length === 0) throw new EmptyCheckout()
      const lines = priced.parts.flatMap((part) => part.lines)
      const unavailable = lines
        .filter((line) => !line.product.orderable)
        .map((line) => line.product.id)
      if (unavailable.length > 0) throw new ProductsUnavailable(unavailable)
      const unpriced = lines
        .filter((line) => line.unitPriceMinor === null)
        .map((line) => line.product.id)
      if (unpriced.length > 0) throw new PriceUnavailable(unpriced)
      const belowLot = lines
        .filter((line) => line.item.quantity < line.product.moq)
        .map((line) => line.product.id)
      if (belowLot.length > 0) throw new BelowMinimumLot(belowLot)
      const choice = applyDeliveryChoice(priced, input.deliveryTypes)
      if (choice.blockedProductIds.length > 0)
        throw new DeliveryNotPossible(choice.blockedProductIds)

      const { orderId, shipmentIds } = await takeStockAndIds(trx, items, choice.chosen.length)

      const totalMinor = priced.subtotalMinor + choice.feeMinor
      if (input.expectedTotalMinor !== null && input.expectedTotalMinor !== totalMinor) {
        throw new TotalChanged(input.expectedTotalMinor, totalMinor)
      }

      const online = input.paymentMethod !== 'cash_on_delivery'
      const billing = input.billing ?? input.delivery
      const order = jsonInsert('orders', [
        {
          id: orderId,
          number: orderNumberFor(orderId),
          invoice_number: invoiceNumberFor(orderId, now),
          user_id: input.userId,
          locale: input.locale,
          status: online ? 'awaiting_payment' : 'placed',
          payment_method: input.paymentMethod,
          customer_name: input.customer.name,
          customer_phone: input.customer.phone,
          customer_email: input.customer.email,
          customer_id_kind: input.personalId?.kind ?? null,
          customer_id_number: input.personalId?.number ?? null,
          delivery_address: input.delivery.address,
          delivery_city: input.delivery.city,
          delivery_region: input.delivery.region,
          delivery_country: input.delivery.country,
          delivery_postal_code: input.delivery.postalCode,
          delivery_latitude: input.delivery.latitude,
          delivery_longitude: input.delivery.longitude,
          billing_address: billing.address,
          billing_city: billing.city,
          billing_region: billing.region,
          billing_country: billing.country,
          billing_postal_code: billing.postalCode,
          customer_comment: input.comment,
          subtotal_minor: priced.subtotalMinor,
          delivery_fee_minor: choice.feeMinor,
          total_minor: totalMinor,
          currency: 'AZN',
          idempotency_key: input.idempotencyKey,
          request_fingerprint: fingerprint,
          expires_at: online ? new Date(now.getTime() + UNPAID_ORDER_TTL_MINUTES * 60_000) : null,
        },
      ])

      const shipments = jsonInsert(
        'shipments',
        choice.chosen.map(({ part, option }, index) => {
          const quote = part.quote!
          return {
            id: shipmentIds[index],
            order_id: orderId,
            company_id: part.companyId,
            tracking_number: trackingNumberFor(shipmentIds[index]),
            status: 'accepted',
            delivery_type: option.type,
            distance_m: quote.distanceM,
            weight_grams: quote.weightGrams,
            fee_minor: option.feeMinor,
            promised_from: option.promisedFrom,
            promised_by: option.promisedBy,
            seller_name: part.companyName.slice(0, 255),
            seller_phone: part.sellerPhone?.slice(0, 32) ?? null,
            origin_address: quote.origin!.label,
            origin_latitude: quote.origin!.latitude,
            origin_longitude: quote.origin!.longitude,
          }
        })
      )
      const orderLines = jsonInsert(
        'order_lines',
        choice.chosen.flatMap(({ part }, index) =>
          part.lines.map((line) => {
            const rate = line.product.price.ok ? line.product.price.rate : null
            return {
              order_id: orderId,
              shipment_id: shipmentIds[index],
              product_id: line.product.id,
              company_id: part.companyId,
              product_code: line.product.productCode,
              product_name: line.product.names[input.locale].slice(0, 255),
              product_names: line.product.names,
              quantity: line.item.quantity,
              list_price_minor: line.product.priceMinor,
              list_currency: line.product.currency,
              discount_percent: line.product.discountPercent,
              rate_value: rate?.value ?? null,
              rate_nominal: rate?.nominal ?? null,
              rate_date: rate?.rateDate ?? null,
              unit_price_minor: line.unitPriceMinor,
              line_total_minor: line.lineTotalMinor,
              weight_grams: line.product.weightGrams,
            }
          })
        )
      )
      // One statement writes the order, its shipments with their first event and its lines
      // (foreign keys are checked at the statement's end, when all of them exist).
      const { rows } = await trx.rawQuery(
        `WITH o AS (${order.sql} RETURNING *),
              s AS (${shipments.sql} RETURNING id),
              e AS (INSERT INTO shipment_events (shipment_id, status) SELECT id, 'accepted' FROM s),
              l AS (${orderLines.sql})
         SELECT * FROM o`,
        [order.binding, shipments.binding, orderLines.binding]
      )
      // The buyer's mail job, in the same transaction: it exists if and only if the order does.
      await enqueue(ORDER_PLACED_MAIL_JOB, { orderId }, { trx })
      return { order: Order.$createFromAdapterResult(rows[0])!, replayed: false }
    })
  }
}
