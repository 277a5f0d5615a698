import type User from '#models/user'
import { verifyPassword } from '#services/auth/password_hashing'
import { admit, reset, type Bucket } from '#services/rate_limits/admission'

/**
 * Wrong current-password tries per account before a pause (DESIGN §6 rate limits), shared by
 * the customer's user-info form and the seller profile form. Mutable so tests can narrow it.
 * Duration in seconds.
 */
export const currentPasswordLimit = { requests: 5, duration: 15 * 60 }

/** Outcome of a current-password check; `minutes` until the next try is allowed (at least 1). */
export type CurrentPasswordCheck =
  { status: 'ok' } | { status: 'wrong' } | { status: 'throttled'; minutes: number }

function bucket(user: User): Bucket {
  return { key: `current_password:${user.id}`, ...currentPasswordLimit }
}

/**
 * Checks the current password typed into an account form (changing the e-mail or password).
 * The try is counted before the hash is verified (admit(): atomic, so parallel tries cannot all
 * be checked); a right password empties the account's count, a wrong one keeps it.
 */
export async function checkCurrentPassword(
  user: User,
  current: string
): Promise<CurrentPasswordCheck> {
  const admission = await admit([bucket(user)])
  if (!admission.admitted)
    return { status: 'throttled', minutes: Math.max(1, Math.ceil(admission.seconds / 60)) }
  if (!(await verifyPassword(user.password, current))) return { status: 'wrong' }
  await reset([bucket(user)])
  return { status: 'ok' }
}
