import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkPassword, PASSWORD_MAX_LENGTH, type PasswordContext } from '#services/auth/passwords'
import { COMPANY_TYPES, type CompanyType } from '#shared/accounts'

export { COMPANY_TYPES, type CompanyType }

/** What a password rule may be told about its person beyond the sibling fields (validator meta). */
export interface PasswordRuleMeta {
  passwordContext?: PasswordContext
}

const password = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const siblings = (field.parent ?? {}) as Record<string, unknown>
  const known = ((field.meta ?? {}) as PasswordRuleMeta).passwordContext ?? {}
  const text = (item: unknown) => (typeof item === 'string' ? item : null)
  const problem = checkPassword(value, {
    emails: [text(siblings.email), ...(known.emails ?? [])],
    names: [text(siblings.first_name), text(siblings.last_name), ...(known.names ?? [])],
  })
  if (problem) field.report(`password.${problem}`, `password.${problem}`, field)
})

/**
 * Password rule factory (SPEC §5 + DESIGN §6 + ASVS 6.2.11, see checkPassword): never trimmed
 * or truncated (the raw value reaches it, see #lib/password_fields); it must not contain the
 * site's name, nor the e-mail or names given beside it in the form (`email`, `first_name`,
 * `last_name`) or in the validator's meta `passwordContext` (the account's own, on reset and
 * change). Messages `validator.shared.messages.password.<problem>`.
 */
export const passwordRule = () =>
  vine
    .string()
    .maxLength(PASSWORD_MAX_LENGTH * 4)
    .use(password())

/**
 * VÖEN (tax ID) format: 10 digits, the last one 1 for a legal entity or 2 for an individual
 * entrepreneur (DESIGN §4). `companyType` narrows the accepted last digit. Pure function.
 */
export function isValidTaxId(value: string, companyType?: CompanyType): boolean {
  if (!/^[0-9]{9}[12]$/.test(value)) return false
  if (companyType === 'legal') return value.endsWith('1')
  if (companyType === 'individual') return value.endsWith('2')
  return true
}

const taxId = vine.createRule(
  (value: unknown, options: { typeField?: string }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const compact = value.replace(/\s+/g, '')
    field.mutate(compact, field)
    const type = options.typeField ? field.parent?.[options.typeField] : undefined
    const companyType = type === 'legal' || type === 'individual' ? type : undefined
    if (!isValidTaxId(compact, companyType)) field.report('taxId', 'taxId', field)
  }
)

/**
 * VÖEN rule factory: spaces are removed, then isValidTaxId; with `typeField` the last digit must
 * match the company type in that sibling field. Message: "wrong tax ID" (SPEC §5).
 */
export const taxIdRule = (typeField?: string) => vine.string().trim().use(taxId({ typeField }))

/** Phone numbers as people type them: optional +, digits, spaces, dashes, brackets; 7–20 chars. */
export const phoneRule = () =>
  vine
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/)

/** Largest value of a PostgreSQL `integer` column: row ids, quantities, stock, page sizes (migrations: `increments`, `integer`). */
export const PG_INTEGER_MAX = 2_147_483_647

/** A whole number as people and forms write it: an optional minus and decimal digits. */
const DECIMAL_INTEGER = /^-?[0-9]+$/
/** A decimal fraction (`2.5`, `-0.25`, `.5`): a number, but not a whole one. */
const DECIMAL_FRACTION = /^-?[0-9]*\.[0-9]+$/
/** A decimal number (`40.4093`, `-49`, `12.`, `.5`): no exponent, no hex, no `Infinity`. */
const DECIMAL_NUMBER = /^-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/

/**
 * How every integer of a request is read (issue #22, 6; rule: one reading for all validators):
 * JSON numbers as they are; strings, after trimming surrounding spaces, only in decimal notation —
 * `"12"` → 12, `"-1"` → -1, `"2.5"` → 2.5 (not whole: the `withoutDecimals` message); `"0x10"`,
 * `"1e3"`, `"+7"`, `"12abc"`, `"Infinity"`, `"NaN"`, `"2.0"` → NaN (the `number` message; JavaScript's
 * Number() would read the first four as 16, 1000, 7 and 12). Arrays, booleans and objects → NaN
 * (VineJS would read `[3]` as 3, `true` as 1). Missing stays missing. Pure function.
 */
export function integerInput(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'number') return value
  if (typeof value !== 'string') return Number.NaN
  const text = value.trim()
  if (DECIMAL_INTEGER.test(text)) return Number(text)
  if (DECIMAL_FRACTION.test(text)) {
    const number = Number(text)
    return Number.isInteger(number) ? Number.NaN : number
  }
  return Number.NaN
}

/**
 * How every decimal number of a request (coordinates, price filters) is read: JSON numbers as
 * they are, strings in plain decimal notation only (`"40.4093"`, `"-49.8"`); anything else,
 * and numbers too large to be finite (`"1"` and 400 zeros), fail the `number` rule. Pure function.
 */
export function decimalInput(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'number') return value
  if (typeof value !== 'string') return Number.NaN
  const text = value.trim()
  return DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN
}

/**
 * The integer rule of every validator (issue #22, 6): integerInput, then a whole number within
 * [min, max] — by default a row id, 1 … 2^31−1 (PostgreSQL `integer`). `bounds: 'range'` reports
 * one `range` message instead of `min`/`max`. Messages (per validator's provider, or
 * validator.shared.messages): `number`, `withoutDecimals`, `min`/`max` or `range`.
 * Chain `.exists(…)`, `.optional()` as on vine.number().
 */
export function integerRule({
  min = 1,
  max = PG_INTEGER_MAX,
  bounds = 'min-max',
}: { min?: number; max?: number; bounds?: 'min-max' | 'range' } = {}) {
  const number = vine.number({ strict: true }).parse(integerInput).withoutDecimals()
  return bounds === 'range' ? number.range([min, max]) : number.min(min).max(max)
}

/** A row id in a body: integerRule's default, 1 … 2^31−1. */
export const idRule = () => integerRule()

/** The decimal rule of every validator: decimalInput, then a finite number within [min, max] (message `number`, `range`). */
export function decimalRule({ min, max }: { min: number; max: number }) {
  return vine.number({ strict: true }).parse(decimalInput).range([min, max])
}

/** A WGS84 coordinate in degrees within ±`limit` (90 latitude, 180 longitude), kept to the 6 decimals the database stores. */
export const degreesRule = (limit: number) =>
  decimalRule({ min: -limit, max: limit }).transform((value) => Math.round(value * 1e6) / 1e6)

/**
 * An integer from a route parameter or a query string, read as integerRule reads it, within
 * [min, max] (default: a row id, 1 … 2^31−1); null for anything else. Never throws.
 */
export function parseInteger(
  value: unknown,
  { min = 1, max = PG_INTEGER_MAX }: { min?: number; max?: number } = {}
): number | null {
  const number = integerInput(value)
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null
}

/** An id as URLs carry it: decimal digits without a leading zero or spaces (`01` names no row). */
const CANONICAL_ID = /^[1-9][0-9]*$/

/**
 * A row id from a route parameter or a query string (1 … 2^31−1, in its canonical form), else
 * null: a URL naming no row is "not found".
 */
export function parseId(value: unknown): number | null {
  return typeof value === 'number' || (typeof value === 'string' && CANONICAL_ID.test(value))
    ? parseInteger(value)
    : null
}

/**
 * The page number of a list from its query string (`?page=N`): a decimal integer; missing,
 * unreadable or below 1 → 1; above `maxPage` — however many digits — → `maxPage` (the last page
 * the list answers for).
 */
export function pageNumber(value: unknown, maxPage: number): number {
  const page = integerInput(value)
  if (
    typeof page !== 'number' ||
    !(Number.isInteger(page) || page === Number.POSITIVE_INFINITY) ||
    page < 1
  )
    return 1
  return Math.min(page, maxPage)
}
