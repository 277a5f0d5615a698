import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { AccountType } from '#models/user'
import type { AddressKind } from '#models/address'
import { degreesRule, parseId } from '#validators/rules'
import { COUNTRY_CODES } from '#shared/countries'

/** Address kinds each account type keeps (SPEC §2): buyers deliver and bill, sellers ship from pick-up points and warehouses. */
export const KINDS_BY_ACCOUNT: Record<'buyer' | 'seller', readonly AddressKind[]> = {
  buyer: ['delivery', 'billing'],
  seller: ['pickup', 'warehouse'],
}

/** Address kinds of an account type; admins keep none. */
export function kindsFor(type: AccountType): readonly AddressKind[] {
  return type === 'buyer' || type === 'seller' ? KINDS_BY_ACCOUNT[type] : []
}

/** ISO 3166-1 alpha-2 codes accepted in addresses (shared/countries.ts). */
export { COUNTRY_CODES }

/**
 * Normalizes a postal code for `country` or returns null when it is malformed. Azerbaijan
 * (rule: issue 4, SPEC §3): `AZ NNNN` — `az1000`, `AZ-1000` and a bare `1000` become `AZ 1000`.
 * Elsewhere: 2–12 letters, digits, spaces or dashes, uppercased, inner spaces collapsed.
 */
export function normalizePostalCode(value: string, country: string | undefined): string | null {
  const text = value.trim().replace(/\s+/g, ' ')
  if (country === 'AZ') {
    const match = text.match(/^(?:AZ[\s-]?)?(\d{4})$/i)
    return match ? `AZ ${match[1]}` : null
  }
  if (!/^[\p{L}\p{N}][\p{L}\p{N} -]{0,10}[\p{L}\p{N}]$/u.test(text)) return null
  return text.toUpperCase()
}

const postalCode = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const country =
    typeof field.parent?.country === 'string'
      ? field.parent.country.trim().toUpperCase()
      : undefined
  const normalized = normalizePostalCode(value, country)
  if (normalized === null) {
    const rule = country === 'AZ' ? 'postalCodeAz' : 'postalCode'
    field.report(rule, rule, field)
    return
  }
  field.mutate(normalized, field)
})

/** A coordinate in degrees (a JSON number or a decimal string) within ±`limit`, kept to 6 decimals as stored. */
const degrees = degreesRule

/**
 * Address form (SPEC §3 Address; issue 4): address, city, optional region, ISO-2 country,
 * optional postal code (`AZ NNNN` in Azerbaijan), kind (from the account type's kinds, passed
 * as meta), optional label, optional pin (both coordinates or none; outside the world → message),
 * optional "make default". `user_id`/`id` in the body are not part of the schema and are dropped.
 */
export const addressValidator = vine.withMetaData<{ kinds: readonly AddressKind[] }>().create({
  kind: vine.enum((field) => field.meta.kinds as AddressKind[]),
  label: vine.string().trim().maxLength(80).optional(),
  address: vine.string().trim().minLength(3).maxLength(255),
  city: vine.string().trim().minLength(2).maxLength(120),
  region: vine.string().trim().maxLength(120).optional(),
  country: vine.string().trim().toUpperCase().in(COUNTRY_CODES),
  postal_code: vine.string().trim().use(postalCode()).optional(),
  latitude: degrees(90).optional().requiredIfExists('longitude'),
  longitude: degrees(180).optional().requiredIfExists('latitude'),
  is_default: vine.boolean().optional(),
})

/** Route param `:id` of an address: a positive PostgreSQL integer, anything else is "not found". */
export function parseAddressId(value: unknown): number | null {
  return parseId(value)
}
