import type { HttpContext } from '@adonisjs/core/http'
import {
  requestPasswordReset,
  resetPassword,
  resetTokenIsUsable,
  resetTokenOwner,
} from '#actions/auth/password_reset'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { logSecurityEvent } from '#services/auth/security_log'
import { urlTo } from '#services/urls'
import { admitPasswordResetRequest } from '#services/auth/account_limits'

/** A reset token from the URL: base64url of 32 bytes (43 characters); anything else is unusable. */
function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

/**
 * Forgot password (e-mail with a single-use link) and reset (SPEC §2 Authorization, DESIGN §6).
 * Link requests are limited per client IP and per e-mail (config/account_limits.ts); the new
 * password must not contain the account's e-mail or names.
 */
export default class PasswordResetController {
  forgot({ inertia, request }: HttpContext) {
    const as = request.qs().as
    return inertia.render('auth/forgot_password', {
      accountType: as === 'seller' || as === 'admin' ? as : 'buyer',
    })
  }

  async send(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(forgotPasswordValidator)
    const admission = await admitPasswordResetRequest(request.ip(), input.email)
    if (!admission.admitted) {
      await logSecurityEvent(ctx, 'password_reset_throttled', {
        accountType: input.account_type,
        email: input.email,
      })
      session.flashExcept(['_csrf'])
      const minutes = Math.max(1, Math.ceil(admission.seconds / 60))
      session.flash('inputErrorsBag', { form: i18n.t('auth.forgot.throttled', { minutes }) })
      return response.redirect().back()
    }
    await requestPasswordReset({ accountType: input.account_type, email: input.email }, i18n)
    await logSecurityEvent(ctx, 'password_reset_requested', {
      accountType: input.account_type,
      email: input.email,
    })
    session.flash('success', i18n.t('auth.forgot.sent'))
    return response.redirect().back()
  }

  async show({ inertia, params }: HttpContext) {
    const token = tokenOf(params.token)
    const usable = token ? await resetTokenIsUsable(token) : false
    return inertia.render('auth/reset_password', { token: usable ? token : null })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n, params, locale } = ctx
    const token = tokenOf(params.token)
    const owner = token ? await resetTokenOwner(token) : null
    const { password } = await request.validateUsing(resetPasswordValidator, {
      meta: {
        passwordContext: owner
          ? { emails: [owner.email], names: [owner.firstName, owner.lastName] }
          : {},
      },
    })
    const user = token ? await resetPassword(token, password) : null
    if (!user) {
      session.flash('inputErrorsBag', { form: i18n.t('auth.reset.invalid') })
      return response.redirect().back()
    }
    await logSecurityEvent(ctx, 'password_reset_done', { user })
    if (ctx.auth.user) await ctx.auth.use('web').logout()
    session.flash('success', i18n.t('auth.reset.done'))
    return response.redirect(urlTo('login', locale, undefined, { qs: { as: user.accountType } }))
  }
}
