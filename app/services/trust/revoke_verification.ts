import db from '@adonisjs/lucid/services/db'
import { invalidate } from '#services/cache/invalidation'
import { VERIFIED_SQL } from '#services/trust/verification_state'

/**
 * How a revocation went: done, the company does not count as verified now, or no such company;
 * `company` is its name (for the admin's message).
 */
export type RevokeOutcome =
  { outcome: 'revoked' | 'not_verified'; company: string } | { outcome: 'not_found' }

/**
 * An admin revokes the mobile-signature verification of company `companyId` with `reason`
 * (trimmed, required by the validator; shown to the seller). One conditional UPDATE: only a
 * verification that counts now is revoked (verified_at stays, so the history is kept; the seller
 * may verify again, which clears the revocation). Listings and pages forget their caches.
 */
export async function revokeVerification(
  companyId: number,
  reason: string
): Promise<RevokeOutcome> {
  const updated = await db
    .from('companies as c')
    .where('c.id', companyId)
    .whereRaw(VERIFIED_SQL)
    .update({ verification_revoked_at: db.raw('now()'), verification_revoked_reason: reason })
  if (Number(updated) === 1) {
    invalidate('pages')
    invalidate('catalog')
  }
  const row = await db.from('companies').where('id', companyId).select('name').first()
  if (!row) return { outcome: 'not_found' }
  return { outcome: Number(updated) === 1 ? 'revoked' : 'not_verified', company: row.name }
}
