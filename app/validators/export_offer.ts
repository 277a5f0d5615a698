import vine from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { COUNTRY_CODES } from '#shared/countries'
import {
  EXPORT_CURRENCIES,
  EXPORT_LIMITS,
  EXPORT_SALE_MODES,
  EXPORT_UNITS,
  INCOTERMS,
  isSeaOnlyIncoterm,
} from '#shared/export'
import { integerRule } from '#validators/rules'
import { plainText, scaledInteger } from '#validators/product'

/** A typed number as text (strings as they are, finite non-negative JSON numbers); null for anything else. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    return value.toFixed(6).replace(/\.?0+$/, '')
  return null
}

/**
 * A decimal in major units with at most `decimals` decimals → an integer of 10^-decimals units
 * within 1 … `max` (messages `<key>.format`, `<key>.max`, `<key>.positive`).
 */
const scaledRule = vine.createRule(
  (
    value: unknown,
    options: { decimals: number; max: number; key: string },
    field: FieldContext
  ) => {
    const text = asText(value)
    const scaled = text === null ? null : scaledInteger(text, options.decimals)
    if (scaled === null)
      return field.report(`${options.key}.format`, `${options.key}.format`, field)
    if (scaled > options.max) return field.report(`${options.key}.max`, `${options.key}.max`, field)
    if (scaled < 1) return field.report(`${options.key}.positive`, `${options.key}.positive`, field)
    field.mutate(scaled, field)
  }
)

/** Money in major units (2 decimals) → minor units, > 0. */
const money = () =>
  vine.any().use(scaledRule({ decimals: 2, max: EXPORT_LIMITS.unitPriceMinor, key: 'price' }))

/** Centimetres with one decimal → millimetres. */
const centimetres = () =>
  vine
    .any()
    .use(scaledRule({ decimals: 1, max: EXPORT_LIMITS.cartonSideMm, key: 'centimetres' }))
    .optional()

/** Kilograms with up to three decimals → grams. */
const kilograms = () =>
  vine
    .any()
    .use(scaledRule({ decimals: 3, max: EXPORT_LIMITS.cartonGrams, key: 'kilograms' }))
    .optional()

/** Plain text (control characters dropped, trimmed), 1 … `max` characters; empty is "required". */
const cleanText = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const cleaned = plainText(value).replace(/\s+/g, ' ')
    if (cleaned === '') return field.report('required', 'required', field)
    if ([...cleaned].length > options.max)
      return field.report('maxLength', 'maxLength', field, options)
    field.mutate(cleaned, field)
  }
)

/** An HS subheading typed with or without dots and spaces ("0802.21", "0802 21", "080221") → 6 digits. */
const hsCodeRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const compact = value.replace(/[\s.]/g, '')
  if (!/^\d{6}$/.test(compact)) return field.report('hs_code.format', 'hs_code.format', field)
  field.mutate(compact, field)
})

const count = (max: number = EXPORT_LIMITS.count) =>
  integerRule({ min: 1, max, bounds: 'range' }).optional()
const days = () => integerRule({ min: 0, max: EXPORT_LIMITS.days, bounds: 'range' }).optional()

/**
 * The export offer form (issue 24, the product editor's "Export" tab). Output units: tier and
 * sample prices in minor units of `currency`, carton sides in mm, carton weight in grams,
 * quantities in units of sale. The HS code must be a known six-digit subheading (hs_codes,
 * level 6). Rules between fields (tier order, first tier = MOQ, sea-only Incoterms, one row per
 * Incoterm) are checked by exportOfferProblems. Only these keys are read.
 */
export const exportOfferValidator = vine.create({
  sale_mode: vine.enum(EXPORT_SALE_MODES),
  currency: vine.enum(EXPORT_CURRENCIES),
  unit: vine.enum(EXPORT_UNITS),
  moq: integerRule({ min: 1, max: EXPORT_LIMITS.quantity, bounds: 'range' }),
  hs_code: vine
    .string()
    .maxLength(20)
    .use(hsCodeRule())
    .exists({
      table: 'hs_codes',
      column: 'code',
      filter: (query) => {
        query.where('level', 6)
      },
    }),
  sea_transport: vine.boolean(),
  tiers: vine
    .array(
      vine.object({
        min_quantity: integerRule({ min: 1, max: EXPORT_LIMITS.quantity, bounds: 'range' }),
        unit_price: money(),
      })
    )
    .minLength(1)
    .maxLength(EXPORT_LIMITS.tiers),
  incoterms: vine
    .array(
      vine.object({
        code: vine.enum(INCOTERMS),
        named_place: vine
          .string()
          .maxLength(EXPORT_LIMITS.namedPlace * 4)
          .use(cleanText({ max: EXPORT_LIMITS.namedPlace })),
      })
    )
    .minLength(1)
    .maxLength(INCOTERMS.length),
  units_per_carton: count(),
  carton_length: centimetres(),
  carton_width: centimetres(),
  carton_height: centimetres(),
  carton_gross_weight: kilograms(),
  cartons_per_pallet: count(),
  cartons_per_container_20: count(),
  cartons_per_container_40: count(),
  lead_time_days: days(),
  monthly_capacity: count(EXPORT_LIMITS.quantity),
  shelf_life_days: days(),
  sample_available: vine.boolean().optional(),
  sample_price: money().optional(),
  sample_lead_time_days: days(),
  origin_country: vine.enum(COUNTRY_CODES).optional(),
  markets: vine
    .array(vine.enum(COUNTRY_CODES))
    .maxLength(EXPORT_LIMITS.markets)
    .distinct()
    .optional(),
})

/** The validated export offer form (see exportOfferValidator for units). */
export type ExportOfferInput = Infer<typeof exportOfferValidator>

/** A refusal between fields: the form field (`tiers.1.min_quantity`) and a key under `export.errors.`. */
export interface ExportOfferProblem {
  field: string
  key: string
}

/**
 * Rules between the offer's fields, after the format checks: the first tier's minimum equals
 * the MOQ and the minimums strictly increase (rows in the order typed: the seller sees the
 * row to fix); one row per Incoterm; no sea and inland waterway rule (FAS FOB CFR CIF) for
 * goods the seller marks as unable to travel by sea. A sample without a price is free. Pure; an empty list means the offer holds.
 */
export function exportOfferProblems(input: ExportOfferInput): ExportOfferProblem[] {
  const problems: ExportOfferProblem[] = []
  input.tiers.forEach((tier, index) => {
    if (index === 0 && tier.min_quantity !== input.moq)
      problems.push({ field: 'tiers.0.min_quantity', key: 'first_tier_moq' })
    if (index > 0 && tier.min_quantity <= input.tiers[index - 1].min_quantity)
      problems.push({ field: `tiers.${index}.min_quantity`, key: 'tiers_increasing' })
  })
  const seen = new Set<string>()
  input.incoterms.forEach((row, index) => {
    if (seen.has(row.code))
      problems.push({ field: `incoterms.${index}.code`, key: 'incoterm_twice' })
    seen.add(row.code)
    if (!input.sea_transport && isSeaOnlyIncoterm(row.code))
      problems.push({ field: `incoterms.${index}.code`, key: 'incoterm_sea_only' })
  })
  return problems
}
