import vine from '@vinejs/vine'
import type { FieldContext, Infer, SchemaTypes } from '@vinejs/vine/types'
import { gtinProblem, compactGtin } from '#lib/gtin'
import { PRODUCT_CURRENCIES, SIZE_UNITS } from '#models/product'
import { PRODUCT_STATUSES } from '#state_machines/product_status'
import { withoutControlCharacters } from '#lib/control_characters'
import { idRule, integerRule, pageNumber, parseId } from '#validators/rules'

/** Longest texts a product form accepts (product_translations: name 200, keywords 500). */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  keywords: 500,
  model: 120,
  brandName: 120,
  productCode: 32,
  attributes: 40,
  attributeName: 120,
  attributeValue: 255,
} as const

/** Largest price in major units (100 million) and its minor-unit form. */
export const MAX_PRICE_MINOR = 10_000_000_000
/** Heaviest product in grams (100 t) — fits products.weight_grams (integer). */
export const MAX_WEIGHT_GRAMS = 100_000_000
/** Largest size value in hundredths (1,000,000.00) — fits products.width/length/height numeric(10,2). */
export const MAX_SIZE_HUNDREDTHS = 100_000_000
/** Units weights may be typed in; stored in grams. */
export const WEIGHT_UNITS = ['g', 'kg'] as const
export type WeightUnit = (typeof WEIGHT_UNITS)[number]

/**
 * Exact decimal text → integer in 10^-decimals units, without floating point:
 * scaledInteger('12.5', 2) → 1250, scaledInteger('12,50', 2) → 1250, scaledInteger('1.2345', 3)
 * → null (too many decimals), scaledInteger('abc', 2) → null. Leading '+', spaces and a comma as
 * decimal separator are accepted; thousands separators are not.
 */
export function scaledInteger(text: string, decimals: number): number | null {
  const match = /^\+?(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  if (fraction.length > decimals) return null
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
}

/** Integer in 10^-decimals units → shortest decimal text: (1250, 2) → '12.5', (1200, 2) → '12', (5, 3) → '0.005'. */
export function decimalText(value: number, decimals: number): string {
  const scale = 10 ** decimals
  const whole = Math.trunc(value / scale)
  const fraction = String(value - whole * scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

/** Collapses runs of spaces, drops control characters other than line breaks and tabs (plain text, issue 5). */
export function plainText(text: string): string {
  return withoutControlCharacters(text.replace(/\r\n?/g, '\n')).trim()
}

/** A typed number as text (strings as they are, finite JSON numbers in plain notation); null for anything else. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    return value.toFixed(6).replace(/\.?0+$/, '')
  return null
}

/** A money amount in major units with at most 2 decimals → minor units (qəpik/cents). Message `price.format`. */
const priceRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const minor = asText(value) === null ? null : scaledInteger(asText(value)!, 2)
  if (minor === null) return field.report('price.format', 'price.format', field)
  if (minor > MAX_PRICE_MINOR) return field.report('price.max', 'price.max', field)
  field.mutate(minor, field)
})

/** Weight in `weight_unit` (g: whole grams, kg: up to 3 decimals) → grams. Message `weight.format`. */
const weightRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const unit = field.parent?.weight_unit === 'g' ? 'g' : 'kg'
  const grams = asText(value) === null ? null : scaledInteger(asText(value)!, unit === 'g' ? 0 : 3)
  if (grams === null) return field.report(`weight.format_${unit}`, `weight.format_${unit}`, field)
  if (grams > MAX_WEIGHT_GRAMS) return field.report('weight.max', 'weight.max', field)
  field.mutate(grams, field)
})

/** A width, length or height with at most 2 decimals → hundredths of the size unit. Message `size.format`. */
const sizeRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const hundredths = asText(value) === null ? null : scaledInteger(asText(value)!, 2)
  if (hundredths === null) return field.report('size.format', 'size.format', field)
  if (hundredths > MAX_SIZE_HUNDREDTHS) return field.report('size.max', 'size.max', field)
  field.mutate(hundredths, field)
})

/** GTIN-8/12/13/14 with a valid check digit (app/lib/gtin.ts); spaces and dashes removed. Messages `barcode.<problem>`. */
const barcodeRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const problem = gtinProblem(value)
  if (problem) return field.report(`barcode.${problem}`, `barcode.${problem}`, field)
  field.mutate(compactGtin(value), field)
})

/**
 * Plain text (issue 5: descriptions are plain text): control characters dropped, line breaks
 * normalised, trimmed; then at most `max` characters. Empty after clean-up → the field is absent.
 */
const cleanText = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const cleaned = plainText(value)
    if ([...cleaned].length > options.max)
      return field.report('maxLength', 'maxLength', field, options)
    field.mutate(cleaned === '' ? undefined : cleaned, field)
  }
)

const text = (max: number) => vine.string().use(cleanText({ max })).optional()

/** Numbers typed in a text input arrive as strings, numbers in JSON as numbers; the rules read both. */
const numeric = () => vine.any()

const trilingual = (max: number) =>
  vine.object({ az: text(max), en: text(max), ru: text(max) }).optional()

const wholeNumber = (min: number, max: number) =>
  integerRule({ min, max, bounds: 'range' }).optional()

/**
 * The product form (issue 5, SPEC §3 Product): every field optional, so a draft can be saved at
 * any time — only formats are checked here; what "Submit for review" needs is checked by
 * app/actions/products/review_requirements.ts. Only these keys are read: `company_id`, `status`,
 * `approved`, `seller_id`, `changed_since_approval`… in a request have no effect.
 * Output units: `price` in minor units of `currency`, `weight` in grams, sizes in hundredths of
 * `size_unit`, `barcode` digits only. `intent` is `draft` (save) or `submit` (save and submit).
 * `stock_loaded` is the live stock the editor showed when it was loaded (issue #22, defect 3).
 */
export const productFormValidator = vine.create({
  intent: vine.enum(['draft', 'submit'] as const).optional(),
  category_id: idRule().exists({ table: 'categories', column: 'id' }).optional(),
  brand_id: idRule().exists({ table: 'brands', column: 'id' }).optional(),
  brand_name: text(PRODUCT_LIMITS.brandName),
  model: text(PRODUCT_LIMITS.model),
  barcode: vine.string().trim().maxLength(40).use(barcodeRule()).optional(),
  product_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9._/-]{0,31}$/)
    .optional(),
  keywords_az: text(PRODUCT_LIMITS.keywords),
  keywords_en: text(PRODUCT_LIMITS.keywords),
  keywords_ru: text(PRODUCT_LIMITS.keywords),
  price: numeric().use(priceRule()).optional(),
  currency: vine.enum(PRODUCT_CURRENCIES).optional(),
  discount_percent: wholeNumber(0, 90),
  moq: wholeNumber(1, 1_000_000),
  stock: wholeNumber(0, 100_000_000),
  /** The stock the editor was loaded with (hidden): makes the stock edit a compare-and-set (SaveProduct). */
  stock_loaded: wholeNumber(0, 2_147_483_647),
  is_available: vine.boolean().optional(),
  weight_unit: vine.enum(WEIGHT_UNITS).optional(),
  weight: numeric().use(weightRule()).optional(),
  width: numeric().use(sizeRule()).optional(),
  length: numeric().use(sizeRule()).optional(),
  height: numeric().use(sizeRule()).optional(),
  size_unit: vine.enum(SIZE_UNITS).optional(),
  domestic_shipping: vine.boolean().optional(),
  location_address_id: idRule().optional(),
  name_az: text(PRODUCT_LIMITS.name),
  name_en: text(PRODUCT_LIMITS.name),
  name_ru: text(PRODUCT_LIMITS.name),
  description_az: text(PRODUCT_LIMITS.description),
  description_en: text(PRODUCT_LIMITS.description),
  description_ru: text(PRODUCT_LIMITS.description),
  attributes: vine
    .array(
      vine.object({
        name: trilingual(PRODUCT_LIMITS.attributeName),
        value: trilingual(PRODUCT_LIMITS.attributeValue),
      })
    )
    .maxLength(PRODUCT_LIMITS.attributes)
    .optional(),
})

/** The validated product form (see productFormValidator for units). */
export type ProductFormInput = Infer<typeof productFormValidator>

/** Route param `:id` of a product: a positive PostgreSQL integer; anything else is "not found". */
export function parseProductId(value: unknown): number | null {
  return parseId(value)
}

/** Status filter of the seller's products list: one status, "changed since approval", or all. */
export const PRODUCT_LIST_FILTERS = ['all', ...PRODUCT_STATUSES, 'changed'] as const
export type ProductListFilter = (typeof PRODUCT_LIST_FILTERS)[number]
/** Orders of the seller's products list. */
export const PRODUCT_LIST_SORTS = [
  'updated',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number]
export const PRODUCT_LIST_MAX_PAGE = 100_000

/** Validates one query-string field on its own; `fallback` when missing or unreadable. Never throws. */
async function queryField<T>(schema: SchemaTypes, value: unknown, fallback: T): Promise<T> {
  const [error, result] = await vine.create({ value: schema }).tryValidate({ value })
  const valid = (result as { value?: T | null } | null)?.value
  return error || valid === undefined || valid === null ? fallback : valid
}

/**
 * `?q=…&status=…&sort=…&page=N` of the seller's products list. `q` is trimmed and cut to 100
 * characters; unknown values fall back to the defaults (all, updated, 1) without an error.
 */
export async function productListQuery(qs: Record<string, unknown>) {
  return {
    q: await queryField(
      vine
        .string()
        .trim()
        .transform((q) => q.slice(0, 100)),
      qs.q,
      ''
    ),
    status: await queryField(
      vine.enum(PRODUCT_LIST_FILTERS),
      qs.status,
      'all' as ProductListFilter
    ),
    sort: await queryField(vine.enum(PRODUCT_LIST_SORTS), qs.sort, 'updated' as ProductListSort),
    page: pageNumber(qs.page, PRODUCT_LIST_MAX_PAGE),
  }
}

export type ProductListQuery = Awaited<ReturnType<typeof productListQuery>>
