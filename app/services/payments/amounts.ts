/**
 * Amounts as gateways write them. Inside Karvan money is integer minor units (qəpik);
 * Epoint takes and returns decimal manats (INTEGRATIONS §4.1: "normalise in one money type").
 */

/** 1250 → "12.50" (decimal major units, two places). Throws RangeError for a negative or non-integer amount. */
export function toDecimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`)
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/**
 * "12.5", "12.50", 12.5, "12" → 1250 / 1200 (minor units). Strict: more than two decimals,
 * signs, exponents or anything else give null — a gateway's amount is compared, never rounded.
 */
export function fromDecimalAmount(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : ''
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A non-negative safe integer of minor units, or null. */
export function minorAmount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null
}
