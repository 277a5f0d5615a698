import { createHmac } from 'node:crypto'
import { appKey, appUrl } from '#config/app'
import { hashRfqToken } from '#services/export_desk/rfq_tokens'
import { urlTo } from '#services/urls'
import type { Locale } from '#shared/locales'

/**
 * The buyer's signed RFQ link (issue 24: "a signed, unguessable link sent by e-mail"). The token
 * is HMAC-SHA256(APP_KEY, "rfq-link:<id>") in base64url (43 characters): every later mail (a
 * quote, a message, the pro-forma) can carry the same link without the token being stored, and
 * nobody can derive it without the app key. rfqs.access_token_hash holds its SHA-256 (set with
 * rfqAccessHash right after the insert, in the same transaction); the page compares hashes.
 */
export function rfqLinkToken(rfqId: number): string {
  return createHmac('sha256', appKey.release()).update(`rfq-link:${rfqId}`).digest('base64url')
}

/** Value of rfqs.access_token_hash for an RFQ id. */
export function rfqAccessHash(rfqId: number): string {
  return hashRfqToken(rfqLinkToken(rfqId))
}

/** The buyer's RFQ page by its signed link, in `locale` (a path; mails prefix appUrl). */
export function rfqLinkPath(rfqId: number, locale: Locale): string {
  return urlTo('rfq_link', locale, { token: rfqLinkToken(rfqId) })
}

/** The RFQ in its seller's inbox (absolute URL, for mails and SMS). */
export function sellerInboxUrl(rfqId: number, locale: Locale): string {
  return urlTo('seller_rfqs.show', locale, { id: rfqId }, { prefixUrl: appUrl })
}
