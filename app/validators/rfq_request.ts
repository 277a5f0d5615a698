import vine from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { COUNTRY_CODES } from '#shared/countries'
import { INCOTERMS } from '#shared/export'
import { PAYMENT_TERMS, RFQ_LIMITS } from '#shared/rfq'
import { integerRule } from '#validators/rules'
import { plainText, scaledInteger } from '#validators/product'
import { normalizePhone } from '#validators/user_info'

/** The offer an RFQ is checked against (validator meta): its MOQ in its unit of sale. */
export interface RfqRequestMeta {
  moq: number
}

/** The time zone of "today" for the wanted delivery date (Karvan runs on Baku time). */
export const RFQ_TIME_ZONE = 'Asia/Baku'

/** Single-line text: control characters dropped, runs of white space made one space. */
const oneLine = (value: string) => plainText(value).replace(/\s+/g, ' ')

/** The quantity must reach the offer's MOQ (meta.moq); message `moq` with `{moq}`. */
const moqRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const moq = (field.meta as Partial<RfqRequestMeta> | undefined)?.moq ?? 1
  if (typeof value === 'number' && value < moq) field.report('moq', 'moq', field, { moq })
})

/** A target unit price typed in major units ("24.5") → minor units, 1 … maxUnitPriceMinor. */
const targetPriceRule = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
    const minor = scaledInteger(text, 2)
    if (minor === null) return field.report('format', 'format', field)
    if (minor < 1) return field.report('positive', 'positive', field)
    if (minor > RFQ_LIMITS.maxUnitPriceMinor) return field.report('max', 'max', field)
    field.mutate(minor, field)
  }
)

/** 'YYYY-MM-DD', a real calendar date, today or later in Baku. */
const futureDateRule = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? DateTime.fromISO(value, { zone: RFQ_TIME_ZONE })
      : null
    if (!date?.isValid) return field.report('format', 'format', field)
    const today = DateTime.now().setZone(RFQ_TIME_ZONE).startOf('day')
    if (date < today) return field.report('past', 'past', field)
    if (date > today.plus({ years: 5 })) return field.report('far', 'far', field)
  }
)

const internationalPhone = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const normalized = normalizePhone(value)
    if (normalized === null) field.report('format', 'format', field)
    else field.mutate(normalized, field)
  }
)

const place = () =>
  vine.string().trim().maxLength(RFQ_LIMITS.placeLength).transform(oneLine).optional()

/**
 * A buyer's request for quotation from a product page (issue 24). Output: `quantity` in the
 * offer's unit of sale (≥ meta.moq, ≤ RFQ_LIMITS.maxQuantity), `target_price` in minor units of
 * the offer's currency (optional), either `incoterm` + `named_place` (delivery = 'incoterm') or
 * `destination_country` + `destination_port` (delivery = 'destination'), `wanted_by` as
 * 'YYYY-MM-DD' (optional, not before today in Baku), `payment_terms` (optional), the message and
 * the buyer's contact (phone normalized like the enquiry form's). Messages:
 * rfq_buyer.validation.messages.<field>.<rule>, fallback rfq_buyer.validation.messages.<rule>.
 */
export const rfqRequestValidator = vine.create({
  quantity: integerRule({ min: 1, max: RFQ_LIMITS.maxQuantity, bounds: 'range' }).use(moqRule()),
  target_price: vine.any().use(targetPriceRule()).optional(),
  delivery: vine.enum(['incoterm', 'destination'] as const),
  incoterm: vine.enum(INCOTERMS).optional().requiredWhen('delivery', '=', 'incoterm'),
  named_place: place().requiredWhen('delivery', '=', 'incoterm'),
  destination_country: vine
    .string()
    .trim()
    .toUpperCase()
    .in(COUNTRY_CODES)
    .optional()
    .requiredWhen('delivery', '=', 'destination'),
  destination_port: place().requiredWhen('delivery', '=', 'destination'),
  wanted_by: vine.string().trim().use(futureDateRule()).optional(),
  payment_terms: vine.enum(PAYMENT_TERMS).optional(),
  message: vine
    .string()
    .trim()
    .minLength(10)
    .maxLength(RFQ_LIMITS.messageLength)
    .transform((value) => plainText(value)),
  name: vine.string().trim().minLength(2).maxLength(120).transform(oneLine),
  company: vine.string().trim().maxLength(160).transform(oneLine).optional(),
  country: vine.string().trim().toUpperCase().in(COUNTRY_CODES),
  email: vine.string().trim().maxLength(254).email(),
  phone: vine.string().trim().maxLength(32).use(internationalPhone()).optional(),
})

/** A validated RFQ form. */
export type RfqRequestInput = Infer<typeof rfqRequestValidator>

/** A message the buyer posts to an RFQ's thread. */
export const rfqMessageValidator = vine.create({
  body: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(RFQ_LIMITS.messageLength)
    .transform((value) => plainText(value)),
})

/** Declining a quote: an optional reason. */
export const rfqDeclineValidator = vine.create({
  quote_id: integerRule(),
  reason: vine
    .string()
    .trim()
    .maxLength(1000)
    .transform((value) => plainText(value))
    .optional(),
})

/** Accepting a quote. */
export const rfqAcceptValidator = vine.create({ quote_id: integerRule() })
