import type { HttpContext } from '@adonisjs/core/http'
import RegisterAccount from '#actions/auth/register_account'
import { registerValidator } from '#validators/auth'
import { signInSession } from '#services/auth/sign_in_session'
import { dashboardPath } from '#services/auth/dashboards'
import { regionsWithDistricts } from '#services/catalog/regions'
import { PAGES } from '#lib/route_table'
import { PASSWORD_FIELDS } from '#lib/password_fields'
import { admitRegistration, registrationNotCreated } from '#services/auth/account_limits'
import { logSecurityEvent } from '#services/auth/security_log'

/** What a mobile-signature certificate tells about an unknown person (set by the mobile-signature flow). */
export interface RegistrationPrefill {
  firstName?: string
  lastName?: string
  personalCode?: string
  accountType?: 'buyer' | 'seller'
  companyName?: string
  taxId?: string
  companyType?: 'legal' | 'individual'
}

export const PREFILL_KEY = 'registration_prefill'

/**
 * Registration as a buyer or a seller (SPEC §1, §2, §5), prefilled from a certificate when there
 * is one. Accounts created per client IP are limited (config/account_limits.ts), counted before
 * the account is made.
 */
export default class RegistrationController {
  async show({ inertia, request, session, locale }: HttpContext) {
    const prefill = (session.get(PREFILL_KEY) ?? null) as RegistrationPrefill | null
    const as = request.qs().as
    const regions = await regionsWithDistricts(locale)
    return inertia.render('auth/register', {
      accountType: as === 'seller' || as === 'buyer' ? as : (prefill?.accountType ?? 'buyer'),
      prefill: prefill
        ? {
            firstName: prefill.firstName ?? '',
            lastName: prefill.lastName ?? '',
            companyName: prefill.companyName ?? '',
            taxId: prefill.taxId ?? '',
            companyType: prefill.companyType ?? null,
            fromCertificate: Boolean(prefill.personalCode),
          }
        : null,
      regions: regions.map((region) => ({
        name: region.name,
        districts: region.districts.map((district) => ({ id: district.id, name: district.name })),
      })),
      termsUrl: PAGES.terms[locale],
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n, locale } = ctx
    const input = await request.validateUsing(registerValidator)
    const prefill = (session.get(PREFILL_KEY) ?? null) as RegistrationPrefill | null
    const personalCode =
      prefill?.personalCode && (!prefill.accountType || prefill.accountType === input.account_type)
        ? prefill.personalCode
        : null
    const admission = await admitRegistration(request.ip())
    if (!admission.admitted) {
      await logSecurityEvent(ctx, 'registration_throttled', {
        accountType: input.account_type,
        email: input.email,
      })
      session.flashExcept(['_csrf', ...PASSWORD_FIELDS])
      const minutes = Math.max(1, Math.ceil(admission.seconds / 60))
      session.flash('inputErrorsBag', { form: i18n.t('auth.register.throttled', { minutes }) })
      return response.redirect().back()
    }
    const result = await new RegisterAccount().handle(input, { locale, personalCode })
    if ('conflict' in result) {
      await registrationNotCreated(request.ip())
      session.flashExcept(['_csrf', ...PASSWORD_FIELDS])
      session.flash('inputErrorsBag', {
        [result.conflict]: i18n.t(`auth.register.conflict.${result.conflict}`),
      })
      return response.redirect().back()
    }
    session.forget(PREFILL_KEY)
    await signInSession(ctx, result.user)
    session.flash('success', i18n.t('auth.register.welcome', { name: result.user.firstName }))
    return response.redirect(dashboardPath(result.user.accountType, locale))
  }
}
