import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { urlTo } from '#services/urls'
import MobileSignatureProvider from '#services/mobile_signature/provider'
import MobileSignatureSignIn, {
  AttemptFinished,
  AttemptNotFound,
} from '#services/mobile_signature/sign_in'
import {
  MobileSignatureThrottled,
  consumeStatusAllowance,
} from '#services/mobile_signature/throttle'
import { mobileSignaturePageProps } from '#services/mobile_signature/page_props'
import { dashboardPath } from '#services/auth/dashboards'
import {
  chooseCertificateValidator,
  mobileSignatureAttemptValidator,
  startMobileSignatureValidator,
} from '#validators/mobile_signature'

/**
 * Sign-in by mobile signature (SPEC §1, §8; DESIGN §5): the form, the waiting screen with the
 * verification code, the JSON status the page polls, cancel, and the certificate choice.
 */
@inject()
export default class MobileSignatureController {
  protected flow: MobileSignatureSignIn

  constructor(provider: MobileSignatureProvider) {
    this.flow = new MobileSignatureSignIn(provider)
  }

  /** The page: the form, or the current attempt (waiting, choosing, or how it ended). */
  async show(ctx: HttpContext) {
    const attempt = await this.flow.current(ctx)
    return ctx.inertia.render('auth/mobile_signature', mobileSignaturePageProps(ctx, attempt))
  }

  /** Sends the request to the phone (rate-limited), then back to the page, which shows the code. */
  async start(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(startMobileSignatureValidator)
    try {
      await this.flow.start(ctx, {
        userId: input.user_id,
        phone: input.phone,
        accountType: input.account_type,
      })
    } catch (error) {
      if (!(error instanceof MobileSignatureThrottled)) throw error
      ctx.session.flashAll()
      const minutes = Math.ceil(error.availableIn / 60)
      ctx.session.flash('inputErrorsBag', {
        form: ctx.i18n.t('mobile_signature.throttled', { minutes }),
      })
    }
    return ctx.response.redirect(this.#page(ctx))
  }

  /** JSON for the page's polling: `{ state: 'running' }` or `{ state: 'finished', location }`. */
  async status(ctx: HttpContext) {
    if (ctx.auth.user)
      return { state: 'finished', location: dashboardPath(ctx.auth.user.accountType, ctx.locale) }
    const { attempt } = await ctx.request.validateUsing(mobileSignatureAttemptValidator)
    if (!(await consumeStatusAllowance(ctx.request.ip())))
      return ctx.response.tooManyRequests({ state: 'throttled' })
    try {
      return await this.flow.poll(ctx, attempt)
    } catch (error) {
      if (error instanceof AttemptNotFound) return ctx.response.notFound({ state: 'unknown' })
      throw error
    }
  }

  /** The cancel button: ends this browser's attempt here and at the service. */
  async cancel(ctx: HttpContext) {
    const { attempt } = await ctx.request.validateUsing(mobileSignatureAttemptValidator)
    await this.#refusals(ctx, () => this.flow.cancel(ctx, attempt))
    return ctx.response.redirect(this.#page(ctx))
  }

  /** Signs in with the certificate chosen from the holder's list. */
  async choose(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(chooseCertificateValidator)
    let location = this.#page(ctx)
    await this.#refusals(ctx, async () => {
      location = await this.flow.choose(ctx, input.attempt, input.certificate)
    })
    return ctx.response.redirect(location)
  }

  #page(ctx: HttpContext) {
    return urlTo('mobile_signature', ctx.locale)
  }

  /** An attempt that is not this browser's, or is used up, gets a message instead of an error page. */
  async #refusals(ctx: HttpContext, action: () => Promise<void>) {
    try {
      await action()
    } catch (error) {
      if (error instanceof AttemptNotFound || error instanceof AttemptFinished) {
        ctx.session.flash('inputErrorsBag', { form: ctx.i18n.t('mobile_signature.attempt_over') })
        return
      }
      if (error instanceof RangeError) {
        ctx.session.flash('inputErrorsBag', {
          certificate: ctx.i18n.t('mobile_signature.choose.invalid'),
        })
        return
      }
      throw error
    }
  }
}
