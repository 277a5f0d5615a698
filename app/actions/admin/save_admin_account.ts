import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { checkPassword, type PasswordProblem } from '#services/auth/passwords'
import { endSessionsOf } from '#services/auth/sessions'
import { hashPassword } from '#services/auth/password_hashing'

export interface AdminAccountInput {
  email: string
  firstName: string
  lastName: string
  /** Plain text as typed; checked against SPEC §5 + DESIGN §6 (also not containing the e-mail or names) and stored only as an argon2id hash of its NFC form. */
  password: string
}

export type SaveAdminResult =
  | { outcome: 'created' | 'updated'; user: User; sessionsEnded: number }
  | { outcome: 'weak_password'; problem: PasswordProblem }

/**
 * Creates the admin account with this e-mail, or updates the existing one (names and a new
 * password). E-mails match case-insensitively within admin accounts only (a buyer or seller
 * with the same e-mail is a separate account). The password must pass checkPassword with the
 * admin's e-mail and names as context; it is hashed as typed (NFC) with the configured argon2id
 * hasher. Updating ends the admin's existing sessions, as
 * a password reset does. Used by `node ace karvan:admin`; no default password exists.
 */
export default class SaveAdminAccount {
  async handle(input: AdminAccountInput): Promise<SaveAdminResult> {
    const problem = checkPassword(input.password, {
      emails: [input.email],
      names: [input.firstName, input.lastName],
    })
    if (problem) return { outcome: 'weak_password', problem }
    const passwordHash = await hashPassword(input.password)

    const { user, created } = await db.transaction(async (trx) => {
      const existing = await User.query({ client: trx })
        .where('account_type', 'admin')
        .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
        .forUpdate()
        .first()
      const account = existing ?? new User()
      account.useTransaction(trx)
      account.merge({
        accountType: 'admin',
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        password: passwordHash,
      })
      if (!existing) account.locale = 'az'
      await account.save()
      return { user: account, created: !existing }
    })
    const sessionsEnded = created ? 0 : await endSessionsOf(user.id)
    return { outcome: created ? 'created' : 'updated', user, sessionsEnded }
  }
}
