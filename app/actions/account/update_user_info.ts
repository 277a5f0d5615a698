import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type User from '#models/user'
import { hashPassword } from '#services/auth/password_hashing'
import { checkCurrentPassword } from '#services/auth/current_password'

export interface UserInfoInput {
  first_name: string
  last_name: string
  email: string
  phone: string
  current_password?: string
  password?: string
}

/** What changed, so the caller can end other sessions after a password change. */
export interface UserInfoResult {
  emailChanged: boolean
  passwordChanged: boolean
}

/** A validation error on one field, rendered like VineJS errors (message next to the field). */
function fieldError(field: string, message: string, rule: string) {
  return new errors.E_VALIDATION_ERROR([{ field, message, rule }])
}

function isUniqueViolation(error: unknown) {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  )
}

/**
 * Saves a user's own info (issue 4 user info form). Changing the e-mail or the password needs
 * the current password (checkCurrentPassword: 5 wrong tries per account per 15 minutes, counted
 * before the hash, then a pause); the new password is hashed as typed (NFC);
 * the e-mail stays unique per account type (unique index on account_type + lower(email), also
 * under a race). Throws E_VALIDATION_ERROR with a localized message on `current_password` or
 * `email`; nothing is saved then.
 */
export default class UpdateUserInfo {
  async handle(user: User, input: UserInfoInput, i18n: I18n): Promise<UserInfoResult> {
    const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase()
    const passwordChanged = typeof input.password === 'string' && input.password.length > 0

    if (emailChanged || passwordChanged)
      await this.verifyCurrentPassword(user, input.current_password, i18n)
    if (emailChanged && (await this.emailTaken(user, input.email))) {
      throw fieldError('email', i18n.t('account.user_info.email_taken'), 'unique')
    }

    user.firstName = input.first_name
    user.lastName = input.last_name
    user.email = input.email
    user.phone = input.phone
    if (passwordChanged) user.password = await hashPassword(input.password!)
    try {
      await user.save()
    } catch (error) {
      if (isUniqueViolation(error))
        throw fieldError('email', i18n.t('account.user_info.email_taken'), 'unique')
      throw error
    }
    return { emailChanged, passwordChanged }
  }

  private async verifyCurrentPassword(user: User, current: string | undefined, i18n: I18n) {
    if (!current)
      throw fieldError(
        'current_password',
        i18n.t('account.user_info.current_password_required'),
        'required'
      )
    const check = await checkCurrentPassword(user, current)
    if (check.status === 'throttled') {
      const message = i18n.t('account.user_info.current_password_throttled', {
        minutes: check.minutes,
      })
      throw fieldError('current_password', message, 'throttle')
    }
    if (check.status === 'wrong') {
      throw fieldError(
        'current_password',
        i18n.t('account.user_info.current_password_wrong'),
        'current_password'
      )
    }
  }

  private async emailTaken(user: User, email: string) {
    const row = await db
      .from('users')
      .where('account_type', user.accountType)
      .whereRaw('lower(email) = ?', [email.toLowerCase()])
      .whereNot('id', user.id)
      .first()
    return Boolean(row)
  }
}
