import vine from '@vinejs/vine'
import { LOCALES, isLocale, type Locale } from '#lib/route_table'
import { integerRule, parseId } from '#validators/rules'

const absoluteUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2000)
    .url({
      require_protocol: true,
      protocols: ['http', 'https'],
      require_valid_protocol: true,
      require_tld: false,
    })

/**
 * Test gateway merchant API: a payment to host (app/services/payments/test_gateway_client.ts
 * describes the protocol). Amount in minor units (qəpik), AZN only.
 */
export const testGatewayPaymentValidator = vine.create({
  order_id: vine.string().trim().minLength(1).maxLength(64),
  amount_minor: integerRule({ min: 1, max: 1_000_000_000_00 }),
  currency: vine.enum(['AZN'] as const),
  description: vine.string().trim().minLength(1).maxLength(255),
  locale: vine.enum(LOCALES),
  return_url: absoluteUrl(),
  callback_url: absoluteUrl(),
})

/** Test gateway hosted page: the buyer's choice and whether the notification should come late. */
export const testGatewayChoiceValidator = vine.create({
  outcome: vine.enum(['success', 'failure', 'cancel'] as const),
  late: vine.boolean().optional(),
})

/** Test gateway references: `tgp_` + 32 base64url characters. */
export function parseTestGatewayReference(value: unknown): string | null {
  return typeof value === 'string' && /^tgp_[A-Za-z0-9_-]{32}$/.test(value) ? value : null
}

/** `?lang=` of the hosted page: az, en or ru; anything else → `fallback` (the language the merchant asked for). */
export function hostedPageLocale(value: unknown, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback
}

/** A numeric route id (1..999 999 999) or null. */
export function parsePaymentId(value: unknown): number | null {
  return parseId(value)
}

/** An order number as the route table's pages carry it (letters, digits, dashes; ≤ 20). */
export function parseOrderNumber(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,20}$/.test(value) ? value : null
}
