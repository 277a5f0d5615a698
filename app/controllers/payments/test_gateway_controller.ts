import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import paymentsConfig from '#config/payments'
import { testGateway, statusDocument } from '#services/payments/test_gateway/simulator'
import { toTestGatewayView } from '#transformers/payment_transformer'
import {
  hostedPageLocale,
  parseTestGatewayReference,
  testGatewayChoiceValidator,
  testGatewayPaymentValidator,
} from '#validators/payment'
import { PAYMENT_PATHS } from '#config/payments'
import NotFoundController from '#controllers/storefront/not_found_controller'

/**
 * HTTP face of the built-in test gateway (DESIGN §5 Payments), a simulated external payment
 * provider mounted under /payments/test-gateway (not localized):
 * - merchant API, server to server, `Authorization: Bearer <secret>`, JSON, no web session:
 *   `POST api/payments` (create) and `GET api/payments/:reference` (status);
 * - the buyer's hosted page `GET pay/:reference?lang=az|en|ru` and their choice
 *   `POST pay/:reference` (CSRF-protected like any form of this site), which records the
 *   result, sends the signed callback and sends the browser to the merchant's return URL.
 */
export default class TestGatewayController {
  async create(ctx: HttpContext) {
    if (!authorized(ctx)) return unauthorized(ctx)
    ctx.session?.clear()
    const [invalid, input] = await testGatewayPaymentValidator.tryValidate(ctx.request.body())
    if (invalid)
      return ctx.response.status(422).json({ error: 'invalid_request', fields: invalid.messages })
    const payment = await testGateway.create(input)
    return ctx.response.status(201).json({
      reference: payment.reference,
      status: payment.status,
      url: PAYMENT_PATHS.testGatewayPage(payment.reference, payment.locale),
    })
  }

  async status(ctx: HttpContext) {
    if (!authorized(ctx)) return unauthorized(ctx)
    ctx.session?.clear()
    const reference = parseTestGatewayReference(ctx.params.reference)
    const payment = reference && (await testGateway.find(reference))
    if (!payment) return ctx.response.status(404).json({ error: 'not_found' })
    return ctx.response.json(statusDocument(payment))
  }

  async show(ctx: HttpContext) {
    const payment = await this.#payment(ctx)
    if (!payment) return new NotFoundController().show(ctx)
    const lang = hostedPageLocale(ctx.request.qs().lang, payment.locale)
    ctx.locale = lang
    ctx.i18n = i18nManager.locale(lang)
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.inertia.render('payments/test_gateway', toTestGatewayView(payment, lang, ctx.i18n))
  }

  async choose(ctx: HttpContext) {
    const reference = parseTestGatewayReference(ctx.params.reference)
    if (!reference) return new NotFoundController().show(ctx)
    const known = await testGateway.find(reference)
    if (!known) return new NotFoundController().show(ctx)
    const [invalid, choice] = await testGatewayChoiceValidator.tryValidate(ctx.request.body())
    if (invalid)
      return ctx.response.redirect(PAYMENT_PATHS.testGatewayPage(reference, known.locale))
    const payment = await testGateway.complete(reference, choice.outcome, { late: choice.late })
    if (!payment) return new NotFoundController().show(ctx)
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(payment.returnUrl)
    return ctx.response.redirect(payment.returnUrl)
  }

  async #payment(ctx: HttpContext) {
    const reference = parseTestGatewayReference(ctx.params.reference)
    return reference ? testGateway.find(reference) : null
  }
}

/** Whether the request carries the shared secret as its Bearer token (constant-time compare). */
function authorized(ctx: HttpContext): boolean {
  const header = ctx.request.header('authorization') ?? ''
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(paymentsConfig.testGateway.secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function unauthorized(ctx: HttpContext) {
  ctx.session?.clear()
  return ctx.response.status(401).json({ error: 'unauthorized' })
}
