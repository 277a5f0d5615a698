import hash from '@adonisjs/core/services/hash'
import User, { type AccountType } from '#models/user'
import { matchingPasswordForm, rehashedPassword } from '#services/auth/password_hashing'
import { admitSignInAttempt, signInSucceeded } from '#services/auth/sign_in_throttle'

/** Outcome of a password sign-in attempt. */
export type AuthenticationResult =
  | { status: 'ok'; user: User }
  | { status: 'invalid' }
  | { status: 'disabled'; user: User }
  | { status: 'throttled'; seconds: number }

/** A valid argon2id hash of a random string: verified when the account does not exist, so timing says nothing. */
let decoy: string | undefined

/**
 * Checks e-mail + password for one account type (DESIGN §6). The attempt is counted in the
 * account+IP, IP and account buckets before any hashing (sign_in_throttle: atomic, so parallel
 * attempts cannot all be checked); a right password gives it back. Unknown e-mails cost the same
 * hash verification as known ones. A disabled account is reported only after a right password.
 */
export default class Authenticate {
  async handle(input: { accountType: AccountType; email: string; password: string }, ip: string): Promise<AuthenticationResult> {
    const admission = await admitSignInAttempt(input.email, ip)
    if (!admission.admitted) return { status: 'throttled', seconds: admission.seconds }

    const user = await User.query()
      .where('account_type', input.accountType)
      .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
      .first()
    decoy ??= await hash.make(`decoy-${Math.random()}`)
    const matched = await matchingPasswordForm(user?.password ?? decoy, input.password)
    if (!user || matched === null) return { status: 'invalid' }

    await signInSucceeded(input.email, ip)
    if (user.disabledAt) return { status: 'disabled', user }
    const rehashed = await rehashedPassword(user.password, matched)
    if (rehashed) {
      user.password = rehashed
      await user.save()
    }
    return { status: 'ok', user }
  }
}
