import db from '@adonisjs/lucid/services/db'
import {
  isFinalState,
  nextMobileSignatureState,
  type MobileSignatureEvent,
} from '../../state_machines/mobile_signature.js'
import type { Attempt } from './sign_in.js'

/**
 * Storage of mobile-signature attempts (`mobile_signature_sessions`), shared by the sign-in
 * (sign_in.ts) and the company verification (app/services/trust/company_verification.ts): both
 * keep one attempt per browser session under their own session key, so neither flow can act on
 * the other's attempt.
 */

/** An attempt as read from its row. */
export function attemptFromRow(row: any): Attempt {
  return {
    id: row.id,
    state: row.state,
    providerSession: row.provider_session,
    verificationCode: row.verification_code,
    signerUserId: row.signer_user_id,
    phone: row.phone,
    accountType: row.account_type,
    locale: row.locale,
    result: row.result,
    identity: typeof row.identity === 'string' ? JSON.parse(row.identity) : row.identity,
    expiresAt: new Date(row.expires_at),
  }
}

/** The stored attempt `id` (a UUID; anything else is null without a query); null if unknown. */
export async function loadAttempt(id: string): Promise<Attempt | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null
  const row = await db.from('mobile_signature_sessions').where('id', id).first()
  return row ? attemptFromRow(row) : null
}

/**
 * Applies `event` to the stored attempt if it is still in the state it was read in
 * (compare-and-set), so two concurrent queries cannot both act on one answer. Returns
 * whether this call made the transition; throws InvalidMobileSignatureTransition for a
 * transition the table does not allow.
 */
export async function transitionAttempt(
  attempt: Attempt,
  event: MobileSignatureEvent,
  changes: Record<string, unknown> = {}
): Promise<boolean> {
  const to = nextMobileSignatureState(attempt.state, event)
  const updated = await db
    .from('mobile_signature_sessions')
    .where('id', attempt.id)
    .where('state', attempt.state)
    .update({
      ...changes,
      state: to,
      updated_at: new Date(),
      ...(isFinalState(to) ? { finished_at: new Date() } : {}),
    })
  return Number(updated) === 1
}
