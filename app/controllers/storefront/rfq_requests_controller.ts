import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import ConfirmRfq from '#actions/rfqs/confirm_rfq'
import SubmitRfq, { loadRfqTarget } from '#actions/rfqs/submit_rfq'
import { confirmMail, sendMail } from '#actions/rfqs/rfq_notifications'
import Rfq from '#models/rfq'
import { rfqLinkPath } from '#services/export_desk/rfq_link'
import { urlTo } from '#services/urls'
import type { RfqConfirmView } from '#transformers/rfq_buyer_transformer'
import { rfqEmailLimiter } from '#start/limiter'
import { rfqRequestValidator } from '#validators/rfq_request'
import { parseId } from '#validators/rules'

/** The form's hidden trap field: people never see it, form-filling bots do. */
export const RFQ_HONEYPOT = 'website'

/**
 * A buyer's request for quotation from a product page with an export offer (issue 24) and a
 * guest's one-time confirmation link. Rate-limited per IP by the route (rfqThrottle) and per
 * e-mail here; errors go back to the form (error bag `rfq`) with the typed input kept.
 */
export default class RfqRequestsController {
  /** `POST /en/product/:id/rfq` (and az/ru). */
  async product({ request, response, session, i18n, locale, auth, params }: HttpContext) {
    const back = (key: string) => {
      session.flashExcept(['_csrf'])
      session.flash('inputErrorsBag', { form: i18n.t(key) })
      return response.redirect().back()
    }
    const productId = parseId(params.id)
    const target = productId === null ? null : await loadRfqTarget(productId, locale)
    // A filled trap field: answer as if sent (a bot learns nothing) and store nothing.
    const trap = request.input(RFQ_HONEYPOT)
    if (typeof trap === 'string' && trap.trim() !== '') {
      session.flash('sentFor', 'rfq')
      session.flash('sent', i18n.t('rfq_buyer.form.sent_guest'))
      return response.redirect().back()
    }
    if (!target) return back('rfq_buyer.form.not_available')
    const input = await request.validateUsing(rfqRequestValidator, {
      messagesProvider: i18n.createMessagesProvider('rfq_buyer.validation'),
      meta: { moq: target.offer.moq },
    })
    await rfqEmailLimiter().consume(`rfq-email:${input.email.toLowerCase()}`)
    const user = auth.user?.accountType === 'buyer' ? auth.user : null
    const { rfqId, confirmToken } = await new SubmitRfq().handle(target, input, {
      userId: user?.id ?? null,
      locale,
    })
    if (confirmToken) {
      // The token exists only here (its hash is stored), so the mail is sent in the request
      // rather than from a job whose payload would keep the token in the database.
      const rfq = await Rfq.findOrFail(rfqId)
      try {
        await sendMail({
          to: { address: rfq.buyerEmail, name: rfq.buyerName },
          ...confirmMail(rfq, confirmToken),
        })
      } catch (error) {
        logger.error({ err: error, rfqId }, 'rfq confirmation mail failed')
        return back('rfq_buyer.form.mail_failed')
      }
      session.flash('sentFor', 'rfq')
      session.flash('sent', i18n.t('rfq_buyer.form.sent_guest', { email: input.email }))
    } else {
      session.flash('sentFor', 'rfq')
      session.flash('sent', i18n.t('rfq_buyer.form.sent_account'))
    }
    return response.redirect().back()
  }

  /** `GET /en/rfq-confirmation/:token`: a page with the confirm button (opening never confirms). */
  async show({ params, inertia, response, locale }: HttpContext) {
    const state = await new ConfirmRfq().check(params.token)
    if (state !== 'valid') response.status(state === 'unknown' ? 404 : 410)
    const view: RfqConfirmView = {
      state,
      confirmUrl: state === 'valid' ? urlTo('rfq_confirm', locale, { token: params.token }) : null,
    }
    return inertia.render('rfqs/confirm', view)
  }

  /** `POST /en/rfq-confirmation/:token`: confirms once, then shows the signed RFQ page. */
  async confirm({ params, inertia, response, locale, session, i18n }: HttpContext) {
    const result = await new ConfirmRfq().confirm(params.token)
    if ('refused' in result) {
      response.status(result.refused === 'unknown' ? 404 : 410)
      return inertia.render('rfqs/confirm', { state: result.refused, confirmUrl: null })
    }
    session.flash('success', i18n.t('rfq_buyer.confirm.done'))
    return response.redirect().status(303).toPath(rfqLinkPath(result.rfqId, locale))
  }
}
