import { createHash, randomBytes } from 'node:crypto'

/**
 * Tokens of the export desk's e-mailed links (the buyer's RFQ link, a guest's one-time
 * confirmation link): 32 random bytes, base64url (43 characters); only their SHA-256 hex is
 * stored (rfqs.access_token_hash, rfqs.confirm_token_hash), so a database leak gives no link.
 */
export function newRfqToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashRfqToken(token) }
}

/** SHA-256 hex of a token as it came in a URL; any string (a forged or truncated token hashes to nothing stored). */
export function hashRfqToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Whether `value` has the shape of a token (checked before any query). */
export function isRfqTokenShape(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
