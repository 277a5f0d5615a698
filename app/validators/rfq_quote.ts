import vine from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { EXPORT_CURRENCIES, EXPORT_LIMITS, INCOTERMS } from '#shared/export'
import { PAYMENT_TERMS, RFQ_LIMITS } from '#shared/rfq'
import { integerRule } from '#validators/rules'
import { plainText, scaledInteger } from '#validators/product'

/** Calendar of quote validity dates: Baku's (UTC+4, no daylight saving). */
export const QUOTE_TIME_ZONE = 'Asia/Baku'

/** Today in Baku as `YYYY-MM-DD`. */
export function bakuToday(now: DateTime = DateTime.now()): string {
  return now.setZone(QUOTE_TIME_ZONE).toISODate()!
}

/** A typed price as text (strings as typed, finite non-negative JSON numbers); null otherwise. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    return value.toFixed(6).replace(/\.?0+$/, '')
  return null
}

/**
 * A unit price in major units with up to 2 decimals ("22.80", "22,8") → integer minor units,
 * 1 … RFQ_LIMITS.maxUnitPriceMinor (messages `price.format`, `price.max`, `price.positive`).
 */
const priceRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const text = asText(value)
  const minor = text === null ? null : scaledInteger(text, 2)
  if (minor === null) return field.report('price.format', 'price.format', field)
  if (minor > RFQ_LIMITS.maxUnitPriceMinor) return field.report('price.max', 'price.max', field)
  if (minor < 1) return field.report('price.positive', 'price.positive', field)
  field.mutate(minor, field)
})

/** Plain text on one line, 1 … `max` characters; blank is "required". */
const oneLineText = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const cleaned = plainText(value).replace(/\s+/g, ' ')
    if (cleaned === '') return field.report('required', 'required', field)
    if ([...cleaned].length > options.max)
      return field.report('maxLength', 'maxLength', field, options)
    field.mutate(cleaned, field)
  }
)

/** Multi-line plain text ≤ `max` characters, cleaned (blank stays ''). */
const optionalTextRule = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const cleaned = plainText(value)
    if ([...cleaned].length > options.max)
      return field.report('maxLength', 'maxLength', field, { max: options.max })
    field.mutate(cleaned, field)
  }
)

/** Optional multi-line plain text ≤ `max` characters; blank → null. */
const optionalText = (max: number) =>
  vine
    .string()
    .use(optionalTextRule({ max }))
    .transform((value) => (value === '' ? null : value))
    .optional()

/**
 * `YYYY-MM-DD`, after today and at most RFQ_LIMITS.maxValidityDays ahead, both in Baku
 * (messages `valid_until.format`, `valid_until.future`, `valid_until.too_far`).
 */
const validityRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim()))
    return field.report('valid_until.format', 'valid_until.format', field)
  const date = DateTime.fromISO(value.trim(), { zone: QUOTE_TIME_ZONE })
  if (!date.isValid) return field.report('valid_until.format', 'valid_until.format', field)
  const today = DateTime.fromISO(bakuToday(), { zone: QUOTE_TIME_ZONE })
  if (date <= today) return field.report('valid_until.future', 'valid_until.future', field)
  if (date > today.plus({ days: RFQ_LIMITS.maxValidityDays }))
    return field.report('valid_until.too_far', 'valid_until.too_far', field, {
      days: RFQ_LIMITS.maxValidityDays,
    })
  field.mutate(date.toISODate(), field)
})

/**
 * A seller's quote for an RFQ (issue 24): one line per RFQ item (`item_id`, `quantity` ≥ 1 in
 * the item's unit, `unit_price` in major units → minor units), currency, Incoterm + named place,
 * lead time in days, validity date (Baku calendar), payment terms, packaging and notes. Rules
 * about the RFQ itself (each item exactly once, sea-only Incoterms) are checked by
 * quoteProblems in app/services/export_desk/quotes.ts. Messages: rfq_seller.validation.
 */
export const rfqQuoteValidator = vine.create({
  lines: vine
    .array(
      vine.object({
        item_id: integerRule(),
        quantity: integerRule({ min: 1, max: RFQ_LIMITS.maxQuantity, bounds: 'range' }),
        unit_price: vine.any().use(priceRule()),
      })
    )
    .minLength(1)
    .maxLength(RFQ_LIMITS.maxItems),
  currency: vine.enum(EXPORT_CURRENCIES),
  incoterm: vine.enum(INCOTERMS),
  named_place: vine
    .string()
    .maxLength(RFQ_LIMITS.placeLength * 4)
    .use(oneLineText({ max: RFQ_LIMITS.placeLength })),
  lead_time_days: integerRule({ min: 0, max: EXPORT_LIMITS.days, bounds: 'range' }),
  valid_until: vine.any().use(validityRule()),
  payment_terms: vine.enum(PAYMENT_TERMS),
  packaging: optionalText(1000),
  notes: optionalText(RFQ_LIMITS.messageLength),
})

/** A validated quote: unit prices in minor units, `valid_until` as `YYYY-MM-DD` (Baku). */
export type RfqQuoteInput = Omit<Infer<typeof rfqQuoteValidator>, 'valid_until' | 'lines'> & {
  valid_until: string
  lines: { item_id: number; quantity: number; unit_price: number }[]
}

/**
 * Multi-line plain text (control characters dropped, trimmed) of `min` … `max` characters;
 * shorter is "required", longer `maxLength` with `{max}`.
 */
const textRule = vine.createRule(
  (value: unknown, options: { min: number; max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const cleaned = plainText(value)
    if ([...cleaned].length < options.min) return field.report('required', 'required', field)
    if ([...cleaned].length > options.max)
      return field.report('maxLength', 'maxLength', field, { max: options.max })
    field.mutate(cleaned, field)
  }
)

/** A message to the buyer in the RFQ's thread (≤ RFQ_LIMITS.messageLength characters). */
export const rfqMessageValidator = vine.create({
  body: vine.string().use(textRule({ min: 1, max: RFQ_LIMITS.messageLength })),
})

/** Declining a request: the reason the buyer is told (2 … 1000 characters). */
export const rfqDeclineValidator = vine.create({
  reason: vine.string().use(textRule({ min: 2, max: 1000 })),
})
