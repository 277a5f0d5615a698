/** The verification columns of a companies row (migration 0032), as a raw query gives them. */
export interface VerificationColumns {
  verified_at: Date | string | null
  verification_expires_at: Date | string | null
  verification_revoked_at: Date | string | null
}

/**
 * Whether a company counts as verified now: signed by mobile signature with a matching VÖEN, not
 * revoked and not expired. The SQL form for listings is VERIFIED_SQL. `now` for tests.
 */
export function isVerified(row: VerificationColumns, now: Date = new Date()): boolean {
  if (!row.verified_at || row.verification_revoked_at || !row.verification_expires_at) return false
  return new Date(row.verification_expires_at).getTime() > now.getTime()
}

/** SQL condition over an aliased companies table `c`: the company counts as verified now. */
export const VERIFIED_SQL =
  'c.verified_at IS NOT NULL AND c.verification_revoked_at IS NULL AND c.verification_expires_at > now()'
