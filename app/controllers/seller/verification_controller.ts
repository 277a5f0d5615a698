import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import MobileSignatureProvider from '#services/mobile_signature/provider'
import { AttemptFinished, AttemptNotFound } from '#services/mobile_signature/sign_in'
import {
  MobileSignatureThrottled,
  consumeStatusAllowance,
} from '#services/mobile_signature/throttle'
import CompanyVerification from '#services/trust/company_verification'
import { urlTo } from '#services/urls'
import { mobileSignatureAttemptValidator } from '#validators/mobile_signature'
import { startVerificationValidator } from '#validators/company_verification'

/**
 * "Verify with Asan İmza" on the seller profile (issue 25): start, the status the waiting panel
 * polls, cancel. The page itself is the profile (SellerProfileController.show), which shows the
 * attempt. Sellers without a company get the 404 page; another browser's or seller's attempt 404.
 */
@inject()
export default class SellerVerificationController {
  protected flow: CompanyVerification

  constructor(provider: MobileSignatureProvider) {
    this.flow = new CompanyVerification(provider)
  }

  async start(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!user.companyId) return new NotFoundController().show(ctx)
    const input = await ctx.request.validateUsing(startVerificationValidator)
    try {
      await this.flow.start(ctx, user, { userId: input.user_id, phone: input.phone })
    } catch (error) {
      if (!(error instanceof MobileSignatureThrottled)) throw error
      ctx.session.flashAll()
      ctx.session.flash('inputErrorsBag', {
        verification: ctx.i18n.t('mobile_signature.throttled', {
          minutes: Math.ceil(error.availableIn / 60),
        }),
      })
    }
    return ctx.response.redirect().status(303).toPath(this.#page(ctx))
  }

  /** JSON `{ state: 'running' }` or `{ state: 'finished', location }` for the waiting panel. */
  async status(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { attempt } = await ctx.request.validateUsing(mobileSignatureAttemptValidator)
    if (!(await consumeStatusAllowance(ctx.request.ip())))
      return ctx.response.tooManyRequests({ state: 'throttled' })
    try {
      return await this.flow.poll(ctx, user, attempt, this.#page(ctx))
    } catch (error) {
      if (error instanceof AttemptNotFound) return ctx.response.notFound({ state: 'unknown' })
      throw error
    }
  }

  async cancel(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { attempt } = await ctx.request.validateUsing(mobileSignatureAttemptValidator)
    try {
      await this.flow.cancel(ctx, user, attempt)
    } catch (error) {
      if (error instanceof AttemptNotFound) return new NotFoundController().show(ctx)
      if (!(error instanceof AttemptFinished)) throw error
    }
    return ctx.response.redirect().status(303).toPath(this.#page(ctx))
  }

  #page(ctx: HttpContext) {
    return urlTo('seller_profile', ctx.locale)
  }
}
