import type { HttpContext } from '@adonisjs/core/http'
import Authenticate from '#actions/auth/authenticate'
import { signInValidator } from '#validators/auth'
import { signInSession } from '#services/auth/sign_in_session'
import { logSecurityEvent } from '#services/auth/security_log'
import { dashboardPath } from '#services/auth/dashboards'
import { urlTo } from '#services/urls'

/** A same-site path to return to after sign-in, or null (open-redirect guard). */
function safeNext(next: unknown): string | null {
  if (
    typeof next !== 'string' ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.includes('\\')
  )
    return null
  return next
}

/**
 * Sign-in by e-mail and password, and sign-out (SPEC §2 Authorization, DESIGN §6). Admins sign
 * in on the same page (whatever type the form shows); `?as=admin` only titles it for them.
 */
export default class SessionController {
  show({ inertia, request }: HttpContext) {
    const as = request.qs().as
    return inertia.render('auth/login', {
      accountType: as === 'seller' || as === 'admin' ? as : 'buyer',
      next: safeNext(request.qs().next),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(signInValidator)
    const result = await new Authenticate().handle(
      { accountType: input.account_type, email: input.email, password: input.password },
      request.ip()
    )
    const fail = (message: string) => {
      session.flashExcept(['password'])
      session.flash('inputErrorsBag', { form: message })
      return response.redirect().back()
    }
    if (result.status === 'throttled') {
      await logSecurityEvent(ctx, 'sign_in_throttled', {
        accountType: input.account_type,
        email: input.email,
      })
      return fail(i18n.t('auth.login.throttled', { seconds: result.seconds }))
    }
    if (result.status === 'invalid') {
      await logSecurityEvent(ctx, 'sign_in_failed', {
        accountType: input.account_type,
        email: input.email,
      })
      return fail(i18n.t('auth.login.invalid'))
    }
    if (result.status === 'disabled') {
      await logSecurityEvent(ctx, 'sign_in_disabled', { user: result.user, email: input.email })
      return fail(i18n.t('auth.login.disabled'))
    }
    if (result.status === 'other_type') {
      // Said only after the right password (Authenticate): the form switches to that account type.
      await logSecurityEvent(ctx, 'sign_in_other_type', {
        accountType: result.accountType,
        email: input.email,
      })
      session.flashExcept(['password'])
      session.flash('inputErrorsBag', {
        form: i18n.t('auth.login.other_type', {
          type: i18n.t(`auth.account_types.${result.accountType}`),
        }),
      })
      const next = safeNext(input.next)
      return response.redirect(
        urlTo('login', ctx.locale, undefined, {
          qs: { as: result.accountType, next: next || null },
        })
      )
    }
    await signInSession(ctx, result.user)
    return response.redirect(
      safeNext(input.next) ?? dashboardPath(result.user.accountType, ctx.locale)
    )
  }

  async destroy(ctx: HttpContext) {
    const user = ctx.auth.user
    if (user) {
      await ctx.session.untag(String(user.id)).catch(() => {})
      await ctx.auth.use('web').logout()
      await logSecurityEvent(ctx, 'sign_out', { user })
    }
    ctx.session.clear()
    ctx.session.regenerate()
    ctx.session.flash('success', ctx.i18n.t('auth.logout.done'))
    return ctx.response.redirect(urlTo('home', ctx.locale))
  }
}
