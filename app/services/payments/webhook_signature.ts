import { createHmac, timingSafeEqual } from 'node:crypto'
import { InvalidPaymentCallback } from './gateway.js'

/** Header carrying a test-gateway callback's signature (Stripe's scheme, INTEGRATIONS §4.2). */
export const SIGNATURE_HEADER = 'karvan-signature'

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
function digest(secret: string, timestamp: number, rawBody: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

/**
 * `Karvan-Signature` header value for `rawBody` signed at `timestamp` (unix seconds):
 * `t=1767225600,v1=<hex HMAC-SHA256(secret, "t.rawBody")>`.
 */
export function signatureHeader(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000)
): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody)}`
}

/**
 * Verifies a `Karvan-Signature` header against the raw body (INTEGRATIONS §4.2): the timestamp
 * must be within `toleranceSeconds` of now (replays are refused) and any `v1` must equal the
 * expected HMAC, compared in constant time. Throws InvalidPaymentCallback (signature |
 * timestamp); returns the signed timestamp.
 */
export function verifySignatureHeader(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000)
): number {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) throw new InvalidPaymentCallback('signature', 'no signature header')
  let timestamp: number | null = null
  const candidates: string[] = []
  for (const part of value.split(',')) {
    const [key, item] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(item ?? '')) timestamp = Number(item)
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(item ?? '')) candidates.push(item)
  }
  if (timestamp === null || candidates.length === 0)
    throw new InvalidPaymentCallback('signature', 'malformed signature header')
  const expected = Buffer.from(digest(secret, timestamp, rawBody), 'hex')
  const matches = candidates.some((candidate) =>
    timingSafeEqual(Buffer.from(candidate, 'hex'), expected)
  )
  if (!matches) throw new InvalidPaymentCallback('signature', 'signature does not match the body')
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new InvalidPaymentCallback(
      'timestamp',
      `signature timestamp ${timestamp} is outside the tolerance`
    )
  }
  return timestamp
}
