import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MobileSignatureProvider from '#services/mobile_signature/provider'
import CompanyVerification from '#services/trust/company_verification'
import { toCompanyVerificationView } from '#transformers/company_verification_transformer'
import { mapTileUrl } from '#config/map'
import GetSellerProfile from '#actions/seller/get_seller_profile'
import UpdateSellerProfile, { type ProfileRefusal } from '#actions/seller/update_seller_profile'
import ReplaceCompanyLogo from '#actions/seller/replace_company_logo'
import RemoveCompanyLogo from '#actions/seller/remove_company_logo'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { urlTo } from '#services/urls'
import { regionsWithDistricts } from '#services/catalog/regions'
import { LOGO_MAX_BYTES, LOGO_SIZE, NotAnImageError, readSingleFile } from '#services/images/logo'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import {
  sellerProfileUrls,
  toDistrictGroups,
  toSellerProfileValues,
} from '#transformers/seller_profile_transformer'
import { updateSellerProfileValidator } from '#validators/seller_profile'
import { bankDetailsMessages, bankDetailsValidator } from '#validators/bank_details'
import { backWithErrors, isValidationError, messagesOf } from './form_feedback.js'

/**
 * Seller profile (SPEC §2 Seller dashboard → profile; issue 4): the account person and the
 * company as registered, its logo and its pin on the map. The company is always the signed-in
 * seller's own (`users.company_id`); a seller without one gets the 404 page.
 */
export default class SellerProfileController {
  /** The profile form, the logo and the company verification card (issue 25). */
  @inject()
  async show(ctx: HttpContext, provider: MobileSignatureProvider) {
    const { auth, inertia, locale, i18n } = ctx
    const user = auth.getUserOrFail()
    const profile = user.companyId ? await new GetSellerProfile().handle(user.companyId) : null
    if (!profile) return new NotFoundController().show(ctx)
    const attempt = await new CompanyVerification(provider).current(ctx, user)
    return inertia.render('seller/profile', {
      company: toSellerCompanyHeader(profile, locale, i18n),
      values: toSellerProfileValues(user, profile, locale),
      regions: toDistrictGroups(await regionsWithDistricts(locale)),
      logo: { maxMegabytes: LOGO_MAX_BYTES / (1024 * 1024), size: LOGO_SIZE },
      urls: sellerProfileUrls(locale),
      tileUrl: mapTileUrl,
      verification: await toCompanyVerificationView(ctx, profile.id, attempt),
    })
  }

  /** Saves the form; VÖEN, company type and status are not part of it (see the validator). */
  async update(ctx: HttpContext) {
    const { auth, request, response, session, i18n, locale } = ctx
    const user = auth.getUserOrFail()
    const page = urlTo('seller_profile', locale)
    if (!user.companyId) return new NotFoundController().show(ctx)
    // Both parts are validated before answering, so every wrong field is reported at once.
    const errors: Record<string, string> = {}
    const collect = async <T>(validate: () => Promise<T>): Promise<T | null> => {
      try {
        return await validate()
      } catch (error) {
        if (!isValidationError(error)) throw error
        Object.assign(errors, messagesOf(error))
        return null
      }
    }
    const input = await collect(() => request.validateUsing(updateSellerProfileValidator))
    const bank = await collect(() =>
      request.validateUsing(bankDetailsValidator, { messagesProvider: bankDetailsMessages(i18n) })
    )
    if (!input || !bank) return backWithErrors(ctx, page, errors)
    // A request without the bank fields (an older form, an API client) leaves them as they are.
    const body = request.all()
    const bankSent = ['bank_name', 'bank_iban', 'bank_swift'].some((key) => key in body)
    const result = await new UpdateSellerProfile().handle(
      user,
      user.companyId,
      input,
      bankSent ? bank : null
    )
    if (!result.saved)
      return backWithErrors(ctx, page, {
        [result.refusal.field]: refusalMessage(ctx, result.refusal),
      })
    session.flash('success', i18n.t('seller.profile.saved'))
    return response.redirect().status(303).toPath(page)
  }

  /** Replaces the logo from a multipart upload (the only route here that reads one). */
  async uploadLogo(ctx: HttpContext) {
    const { auth, request, response, session, i18n, locale } = ctx
    const user = auth.getUserOrFail()
    const page = urlTo('seller_profile', locale)
    if (!user.companyId) return new NotFoundController().show(ctx)
    const fail = (problem: 'missing' | 'too_large' | 'not_image') =>
      backWithErrors(ctx, page, {
        logo: i18n.t(`seller.profile.logo.errors.${problem}`, {
          mb: LOGO_MAX_BYTES / (1024 * 1024),
        }),
      })
    const upload = await readSingleFile(request.request, 'logo', LOGO_MAX_BYTES)
    if (upload.status !== 'ok') return fail(upload.status)
    try {
      await new ReplaceCompanyLogo().handle(user.companyId, upload.bytes)
    } catch (error) {
      if (error instanceof NotAnImageError) return fail('not_image')
      throw error
    }
    session.flash('success', i18n.t('seller.profile.logo.saved'))
    return response.redirect().status(303).toPath(page)
  }

  async removeLogo(ctx: HttpContext) {
    const { auth, response, session, i18n, locale } = ctx
    const user = auth.getUserOrFail()
    if (!user.companyId) return new NotFoundController().show(ctx)
    await new RemoveCompanyLogo().handle(user.companyId)
    session.flash('success', i18n.t('seller.profile.logo.removed'))
    return response.redirect().status(303).toPath(urlTo('seller_profile', locale))
  }
}

/** The localized message of a refused save, shown next to its field. */
function refusalMessage({ i18n }: HttpContext, refusal: ProfileRefusal): string {
  if (refusal.code === 'throttled')
    return i18n.t('seller.profile.errors.current_password_throttled', { minutes: refusal.minutes })
  if (refusal.code === 'taken') return i18n.t('seller.profile.errors.email_taken')
  return i18n.t(`seller.profile.errors.current_password_${refusal.code}`)
}
