import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { Browser } from '#tests/functional/mobile_signature/helpers'

/** VÖEN of the `verify_company` simulator holder's business certificate (mobile_id_fixtures.json). */
export const HOLDER_VOEN = '2000000301'
export const VERIFY_HOLDER = { userId: '200030', phone: '+994 50 200 00 30' }
export const PERSONAL_HOLDER = { userId: '200001', phone: '+994 50 200 00 01' }

/** Removes the company (and its accounts) that carries the holder's VÖEN, and start counters. */
export async function resetVerificationData() {
  const companies = db.from('companies').where('tax_id', HOLDER_VOEN).select('id')
  await db.from('users').whereIn('company_id', companies).delete()
  await db.from('companies').where('tax_id', HOLDER_VOEN).delete()
  await db.from('rate_limits').whereLike('key', '%mobile_signature%').delete()
}

/** A seller whose company has `taxId` (random when omitted). */
export function seller(taxId?: string): Promise<User> {
  return createAccount('seller', taxId ? { company: { taxId } } : {})
}

/** A Browser signed in as `user` (the session keys a real sign-in leaves). */
export function signedIn(client: any, user: User): Browser {
  const browser = new Browser(client)
  browser.values = { auth_web: user.id, auth_signed_in_at: Date.now() }
  return browser
}

/** Sets the verification columns of `companyId` as if verified `daysAgo` days ago for `validDays`. */
export async function markVerified(
  companyId: number,
  options: { daysAgo?: number; validDays?: number; revoked?: string } = {}
) {
  const daysAgo = options.daysAgo ?? 10
  const validDays = options.validDays ?? 365
  await db
    .from('companies')
    .where('id', companyId)
    .update({
      verified_at: db.raw(`now() - interval '${daysAgo} days'`),
      verification_expires_at: db.raw(`now() + interval '${validDays - daysAgo} days'`),
      verification_revoked_at: options.revoked ? db.raw('now()') : null,
      verification_revoked_reason: options.revoked ?? null,
      verification_reminded_at: null,
    })
}
