import vine from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { enabledGateways } from '#config/payments'
import {
  DELIVERY_TYPES,
  PAYMENT_METHODS,
  PERSONAL_ID_KINDS,
  type PaymentMethod,
  type PersonalIdKind,
} from '#shared/orders'
import { COUNTRY_CODES, normalizePostalCode } from '#validators/address'
import { normalizePhone } from '#validators/user_info'
import { degreesRule, idRule, integerRule, parseId } from '#validators/rules'

/** Longest buyer comment accepted (characters). */
export const CHECKOUT_COMMENT_MAX = 1000

/** Payment methods offered now: the enabled gateways (config/payments.ts) and cash on delivery, in PAYMENT_METHODS order. */
export function offeredPaymentMethods(): PaymentMethod[] {
  const gateways: string[] = enabledGateways()
  return PAYMENT_METHODS.filter(
    (method) => method === 'cash_on_delivery' || gateways.includes(method)
  )
}

/** Whether a submitted "billing same as delivery" value means yes (checkbox, JSON or form encodings). */
export function isBillingSame(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === true ||
    value === 1 ||
    value === '1' ||
    value === 'true' ||
    value === 'on'
  )
}

/** Phone of the delivery contact: Azerbaijani numbers as typed (+994 …, 050 …) or + and the country code; stored normalized. */
const contactPhone = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalized = normalizePhone(value)
  if (normalized === null) field.report('phoneFormat', 'phoneFormat', field)
  else field.mutate(normalized, field)
})

/** Postal code checked against the country in the sibling field `countryField` (AZ: `AZ NNNN`). */
const postalCodeOf = vine.createRule(
  (value: unknown, countryField: string, field: FieldContext) => {
    if (typeof value !== 'string') return
    const raw = field.parent?.[countryField]
    const country = typeof raw === 'string' ? raw.trim().toUpperCase() : undefined
    const normalized = normalizePostalCode(value, country)
    if (normalized === null) {
      const rule = country === 'AZ' ? 'postalCodeAz' : 'postalCode'
      field.report(rule, rule, field)
      return
    }
    field.mutate(normalized, field)
  }
)

/**
 * The personal ID as stored: uppercase, without spaces, dots or dashes (people type
 * "aa 12 345"), or null when it is not valid for `kind`. FİN (Azerbaijani ID card; docs
 * INTEGRATIONS §5.1): exactly 7 Latin letters and digits with at least one of each. Passport
 * number (foreign buyers): 5–20 Latin letters and digits with at least one digit.
 */
export function normalizePersonalId(kind: PersonalIdKind, value: string): string | null {
  const code = value.replace(/[\s.\-]/g, '').toUpperCase()
  if (kind === 'fin')
    return /^[A-Z0-9]{7}$/.test(code) && /[A-Z]/.test(code) && /\d/.test(code) ? code : null
  return /^[A-Z0-9]{5,20}$/.test(code) && /\d/.test(code) ? code : null
}

/** Personal ID checked against its kind in the sibling field `personalIdKind` (FİN when absent); empty means none. */
const personalIdRule = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    // An empty field is "no ID" (the controller stores null).
    if (value === '') return
    const raw = field.parent?.personalIdKind
    const kind: PersonalIdKind = raw === 'passport' ? 'passport' : 'fin'
    const normalized = normalizePersonalId(kind, value)
    if (normalized === null) {
      const rule = kind === 'fin' ? 'personalIdFin' : 'personalIdPassport'
      field.report(rule, rule, field)
      return
    }
    field.mutate(normalized, field)
  }
)

/** A coordinate in degrees within ±`limit`, kept to the 6 decimals stored. */
const degrees = degreesRule

const oneLine = (value: string) => value.replace(/\s+/g, ' ')

/** Billing fields are required only when the billing address is not the delivery address. */
const billingRequired = (field: FieldContext) => !isBillingSame(field.parent?.billingSame)

/**
 * Checkout form (SPEC §2 Checkout, §3 Order and Address; issue 6): delivery contact (name, phone,
 * e-mail), delivery address with its map pin (required: delivery is priced from it), billing
 * address (same as delivery unless `billingSame` is false), delivery type per seller (company id →
 * type), payment method, comment (≤ 1000 characters), the optional personal ID (`personalIdKind`
 * fin | passport, default fin, and `personalId`: normalizePersonalId; empty = none), the form's idempotency key (UUID) and the
 * total the buyer saw (qəpik). Payment methods are those offered now (meta `paymentMethods`). Prices, totals, discounts or currencies in the body are not part of
 * the schema and are dropped: the server recomputes them. `buy` is the buy-now product, if any.
 * Messages: resources/lang/*\/checkout.json `validation.*`.
 */
export const checkoutValidator = vine
  .withMetaData<{ paymentMethods: readonly PaymentMethod[] }>()
  .create({
    name: vine.string().trim().minLength(2).maxLength(160).transform(oneLine),
    phone: vine.string().trim().maxLength(32).use(contactPhone()),
    email: vine.string().trim().maxLength(254).email(),
    address: vine.string().trim().minLength(3).maxLength(255).transform(oneLine),
    city: vine.string().trim().minLength(2).maxLength(120).transform(oneLine),
    region: vine.string().trim().maxLength(120).transform(oneLine).optional(),
    country: vine.string().trim().toUpperCase().in(COUNTRY_CODES),
    postalCode: vine.string().trim().use(postalCodeOf('country')).optional(),
    latitude: degrees(90),
    longitude: degrees(180),
    billingSame: vine.boolean().optional(),
    billingAddress: vine
      .string()
      .trim()
      .minLength(3)
      .maxLength(255)
      .transform(oneLine)
      .optional()
      .requiredWhen(billingRequired),
    billingCity: vine
      .string()
      .trim()
      .minLength(2)
      .maxLength(120)
      .transform(oneLine)
      .optional()
      .requiredWhen(billingRequired),
    billingRegion: vine.string().trim().maxLength(120).transform(oneLine).optional(),
    billingCountry: vine
      .string()
      .trim()
      .toUpperCase()
      .in(COUNTRY_CODES)
      .optional()
      .requiredWhen(billingRequired),
    billingPostalCode: vine.string().trim().use(postalCodeOf('billingCountry')).optional(),
    deliveryTypes: vine
      .record(vine.enum(DELIVERY_TYPES))
      .validateKeys((keys, field) => {
        if (
          keys.length > 100 ||
          keys.some((key) => !/^[1-9][0-9]*$/.test(key) || parseId(key) === null)
        )
          field.report('deliveryTypeKeys', 'deliveryTypeKeys', field)
      })
      .optional(),
    paymentMethod: vine.enum((field) => field.meta.paymentMethods as PaymentMethod[]),
    comment: vine.string().trim().maxLength(CHECKOUT_COMMENT_MAX).optional(),
    personalIdKind: vine.enum(PERSONAL_ID_KINDS).optional(),
    personalId: vine.string().trim().maxLength(40).use(personalIdRule()).optional(),
    idempotencyKey: vine.string().trim().uuid(),
    expectedTotalMinor: integerRule({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    buy: idRule().optional(),
  })

/** A validated checkout form. */
export type CheckoutInput = Infer<typeof checkoutValidator>

/**
 * `?buy=<id>` (buy-now checkout) and `?lat=&lng=` (pin of the delivery quotes) of the checkout
 * page. Unreadable values are ignored (null), never an error: the page falls back to the whole
 * selected cart and to the buyer's saved pin.
 */
export function checkoutQuery(qs: Record<string, unknown>): {
  buy: number | null
  pin: { latitude: number; longitude: number } | null
} {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const buy = parseId(qs.buy)
  const number = (value: string) => (/^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : null)
  const latitude = number(text(qs.lat))
  const longitude = number(text(qs.lng))
  const pin =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 }
      : null
  return { buy, pin }
}

/** Route tail of the order-confirmation page: an order number `KRV-` + 8 digits, else null. */
export function parseOrderNumber(value: unknown): string | null {
  const text = String(value ?? '')
  return /^KRV-\d{8}$/.test(text) ? text : null
}
