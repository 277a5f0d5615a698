import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type Rfq from '#models/rfq'
import { loadRfqDetails, rfqByLinkToken } from '#actions/rfqs/buyer_rfqs'
import { postBuyerMessage, withdrawRfq } from '#actions/rfqs/buyer_thread'
import { decideQuote } from '#actions/rfqs/quote_decisions'
import { alternatesOf } from '#services/urls'
import { toRfqBuyerView } from '#transformers/rfq_buyer_transformer'
import {
  rfqAcceptValidator,
  rfqDeclineValidator,
  rfqMessageValidator,
} from '#validators/rfq_request'

/** The localized 404 for anything that is not the caller's RFQ (never a 403: no hint it exists). */
export function rfqNotFound(): never {
  throw new Exception('RFQ not found', { status: 404, code: 'E_NOT_FOUND' })
}

/** Renders the buyer's RFQ page (one component for the signed link and the dashboard). */
export async function renderBuyerRfq(ctx: HttpContext, rfq: Rfq, dashboard: boolean) {
  const details = await loadRfqDetails(rfq)
  return ctx.inertia.render('rfqs/show', {
    rfq: toRfqBuyerView(details, ctx.locale, ctx.i18n),
    dashboard,
  })
}

/**
 * A buyer's RFQ by its signed link (issue 24): anyone holding the link, no account needed — the
 * page, a message to the seller, withdrawing, and accepting or declining the current quote. An
 * unknown or malformed token is the localized 404, never a hint that the RFQ exists; so is a
 * partial reload with another token (the token is in the path, each request is checked).
 */
export default class RfqsController {
  private async find(ctx: HttpContext): Promise<Rfq> {
    return (await rfqByLinkToken(ctx.params.token)) ?? rfqNotFound()
  }

  /** `GET /en/rfq/:token`. */
  async show(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    ctx.alternates = alternatesOf('rfq_link', { token: ctx.params.token })
    return renderBuyerRfq(ctx, rfq, false)
  }

  /** `POST /en/rfq/:token/messages`: the buyer's message, mailed to the seller. */
  async message(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    const { body } = await ctx.request.validateUsing(rfqMessageValidator, {
      messagesProvider: ctx.i18n.createMessagesProvider('rfq_buyer.validation'),
    })
    const posted = await postBuyerMessage(rfq, rfq.buyerUserId, body)
    ctx.session.flash(
      posted ? 'success' : 'error',
      ctx.i18n.t(posted ? 'rfq_buyer.page.message_sent' : 'rfq_buyer.page.message_closed')
    )
    return ctx.response.redirect().back()
  }

  /** `POST /en/rfq/:token/withdraw`. */
  async withdraw(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    const done = await withdrawRfq(rfq)
    ctx.session.flash(
      done ? 'success' : 'error',
      ctx.i18n.t(done ? 'rfq_buyer.page.withdrawn' : 'rfq_buyer.page.withdraw_refused')
    )
    return ctx.response.redirect().back()
  }

  /** `POST /en/rfq/:token/accept` `{ quote_id }`: issues the pro-forma (acceptance service). */
  async accept(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    const { quote_id: quoteId } = await ctx.request.validateUsing(rfqAcceptValidator, {
      messagesProvider: ctx.i18n.createMessagesProvider('rfq_buyer.validation'),
    })
    const outcome = await decideQuote(rfq, quoteId, { accept: true })
    ctx.session.flash(
      outcome.ok ? 'success' : 'error',
      outcome.ok
        ? ctx.i18n.t('rfq_buyer.page.accepted', { number: outcome.proforma?.number ?? '' })
        : ctx.i18n.t(`rfq_buyer.refusal.${outcome.reason}`)
    )
    return ctx.response.redirect().back()
  }

  /** `POST /en/rfq/:token/decline` `{ quote_id, reason? }`. */
  async decline(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    const input = await ctx.request.validateUsing(rfqDeclineValidator, {
      messagesProvider: ctx.i18n.createMessagesProvider('rfq_buyer.validation'),
    })
    const outcome = await decideQuote(rfq, input.quote_id, {
      accept: false,
      reason: input.reason || null,
    })
    ctx.session.flash(
      outcome.ok ? 'success' : 'error',
      ctx.i18n.t(outcome.ok ? 'rfq_buyer.page.declined' : `rfq_buyer.refusal.${outcome.reason}`)
    )
    return ctx.response.redirect().back()
  }
}
