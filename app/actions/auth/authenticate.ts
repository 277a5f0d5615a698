import hash from '@adonisjs/core/services/hash'
import { matchingPasswordForm, rehashedPassword } from '#services/auth/password_hashing'
import User, { type AccountType } from '#models/user'
import {
  clearSignInFailures,
  recordSignInFailure,
  signInWaitSeconds,
} from '#services/auth/sign_in_throttle'

/** Outcome of a password sign-in attempt. */
export type AuthenticationResult =
  | { status: 'ok'; user: User }
  | { status: 'invalid' }
  | { status: 'disabled'; user: User }
  | { status: 'throttled'; seconds: number }

/** A valid argon2id hash of a random string: verified when the account does not exist, so timing says nothing. */
let decoy: string | undefined

/**
 * Checks e-mail + password for one account type (DESIGN §6): throttling is decided before any
 * hashing; unknown e-mails cost the same hash verification as known ones; failures count in the
 * account+IP, IP and account buckets. A disabled account is reported only after a correct password.
 */
export default class Authenticate {
  async handle(input: { accountType: AccountType; email: string; password: string }, ip: string): Promise<AuthenticationResult> {
    const seconds = await signInWaitSeconds(input.accountType, input.email, ip)
    if (seconds > 0) return { status: 'throttled', seconds }

    const user = await User.query()
      .where('account_type', input.accountType)
      .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
      .first()
    decoy ??= await hash.make(`decoy-${Math.random()}`)
    const matched = await matchingPasswordForm(user?.password ?? decoy, input.password)
    if (!user || matched === null) {
      await recordSignInFailure(input.accountType, input.email, ip)
      return { status: 'invalid' }
    }
    if (user.disabledAt) return { status: 'disabled', user }
    await clearSignInFailures(input.accountType, input.email, ip)
    const rehashed = await rehashedPassword(user.password, matched)
    if (rehashed) {
      user.password = rehashed
      await user.save()
    }
    return { status: 'ok', user }
  }
}
