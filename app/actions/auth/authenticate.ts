import hash from '@adonisjs/core/services/hash'
import User, { ACCOUNT_TYPES, type AccountType } from '#models/user'
import { matchingPasswordForm, rehashedPassword } from '#services/auth/password_hashing'
import { admitSignInAttempt, signInSucceeded } from '#services/auth/sign_in_throttle'

/**
 * Outcome of a password sign-in attempt. `other_type`: the password is right for the e-mail's
 * account of `accountType`, not for the type the form asked for (said only after a right password).
 */
export type AuthenticationResult =
  | { status: 'ok'; user: User }
  | { status: 'invalid' }
  | { status: 'disabled'; user: User }
  | { status: 'other_type'; accountType: AccountType }
  | { status: 'throttled'; seconds: number }

/** A valid argon2id hash of a random string: verified when the account does not exist, so timing says nothing. */
let decoy: string | undefined

/** Which other account of the e-mail a form's password is checked against: an admin first (admins use the same page). */
const OTHER_TYPE_ORDER: AccountType[] = ['admin', 'seller', 'buyer']

/**
 * Checks e-mail + password (DESIGN §6). The attempt is counted in the account+IP, IP and account
 * buckets before any hashing (sign_in_throttle: atomic, so parallel attempts cannot all be
 * checked); a right password gives it back. One stored hash is checked per attempt (a decoy
 * when no account has the e-mail; verifyPassword's legacy second try depends on the typed text
 * only), so timing says nothing about which accounts exist.
 * The check is against the account of the asked type; when the e-mail has none of that type,
 * against its admin account (which then signs in: admins use the ordinary sign-in page), else
 * its account of the other type (then `other_type` tells which, after a right password only).
 * A disabled account is reported only after a right password.
 */
export default class Authenticate {
  async handle(
    input: { accountType: AccountType; email: string; password: string },
    ip: string
  ): Promise<AuthenticationResult> {
    const admission = await admitSignInAttempt(input.email, ip)
    if (!admission.admitted) return { status: 'throttled', seconds: admission.seconds }

    // Every type of the e-mail (the type list lets users_type_email_unique serve the look-up).
    const accounts = await User.query()
      .whereIn('account_type', [...ACCOUNT_TYPES])
      .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
    const account =
      accounts.find((user) => user.accountType === input.accountType) ??
      OTHER_TYPE_ORDER.map((type) => accounts.find((user) => user.accountType === type)).find(
        Boolean
      )
    decoy ??= await hash.make(`decoy-${Math.random()}`)
    const matched = await matchingPasswordForm(account?.password ?? decoy, input.password)
    if (!account || matched === null) return { status: 'invalid' }

    await signInSucceeded(input.email, ip)
    if (account.disabledAt) return { status: 'disabled', user: account }
    if (account.accountType !== input.accountType && account.accountType !== 'admin') {
      return { status: 'other_type', accountType: account.accountType }
    }
    const rehashed = await rehashedPassword(account.password, matched)
    if (rehashed) {
      account.password = rehashed
      await account.save()
    }
    return { status: 'ok', user: account }
  }
}
