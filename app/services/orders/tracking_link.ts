import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey, appUrl } from '#config/app'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'

/**
 * Signed tracking links (DESIGN §6: guests track an order only with its number and a secret).
 * The secret of a shipment is HMAC-SHA256 over its tracking number with the app key, so a link
 * e-mailed to the buyer opens the tracking page without the phone or e-mail; nobody without the
 * key can make one. Changing APP_KEY invalidates every link already sent.
 */

/** Signature of `trackingNumber`: HMAC-SHA256 with the app key, base64url (43 characters). */
export function trackingSignature(trackingNumber: string): string {
  return createHmac('sha256', appKey.release()).update(trackingNumber, 'utf8').digest('base64url')
}

/** Whether `signature` is the signature of `trackingNumber` (constant-time compare; false for any junk). */
export function verifyTrackingSignature(trackingNumber: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false
  const expected = Buffer.from(trackingSignature(trackingNumber))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Site-relative signed tracking link: `/en/track-delivery-status?n=<tracking>&s=<signature>`. */
export function trackingPath(trackingNumber: string, locale: Locale): string {
  return urlTo('track_delivery', locale, undefined, {
    qs: { n: trackingNumber, s: trackingSignature(trackingNumber) },
  })
}

/** Absolute signed tracking link on APP_URL (for e-mails): `https://karvan.az/sifarish-izle?n=…&s=…`. */
export function trackingUrl(trackingNumber: string, locale: Locale): string {
  return `${appUrl}${trackingPath(trackingNumber, locale)}`
}
