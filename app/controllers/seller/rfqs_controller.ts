import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import GetSellerCompany from '#actions/seller/get_seller_company'
import RfqMessage from '#models/rfq_message'
import RfqQuote from '#models/rfq_quote'
import { logSecurityEvent } from '#services/auth/security_log'
import {
  declineRequest,
  fulfilRfq,
  offersOfItems,
  postSellerMessage,
  quoteProblems,
  sendQuote,
} from '#services/export_desk/quotes'
import {
  findSellerRfq,
  listSellerRfqs,
  markRfqSeen,
  rfqInboxQuery,
} from '#services/export_desk/seller_rfqs'
import { urlTo } from '#services/urls'
import { rfqReference } from '#shared/rfq'
import { InvalidRfqTransition } from '#state_machines/rfq_status'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import { toSellerRfqDetail } from '#transformers/seller_rfq_detail_transformer'
import { toSellerRfqFilters, toSellerRfqListItem } from '#transformers/seller_rfq_transformer'
import { parseId } from '#validators/rules'
import {
  rfqDeclineValidator,
  rfqMessageValidator,
  rfqQuoteValidator,
  type RfqQuoteInput,
} from '#validators/rfq_quote'
import { backWithErrors, isValidationError, messagesOf } from './form_feedback.js'

/**
 * The seller's RFQ inbox (issue 24): the list (unanswered first, status tabs, pages), one RFQ
 * with its quotes and thread, and the seller's moves. A seller sees only RFQs addressed to their
 * company and already confirmed; any other id is a 404 (logged as `authz_denied` when it exists).
 * Moves the transition table refuses come back as a flash error on the RFQ page (409 for JSON).
 */
export default class SellerRfqsController {
  async index({ auth, inertia, request, locale, i18n }: HttpContext) {
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    if (!company)
      return inertia.render('seller/rfqs/index', {
        company: null,
        rfqs: [],
        filters: [],
        pagination: null,
      })
    const query = rfqInboxQuery(request.qs())
    const list = await listSellerRfqs(company.id, query)
    const path = urlTo('seller_rfqs', locale)
    return inertia.render('seller/rfqs/index', {
      company: toSellerCompanyHeader(company, locale, i18n),
      rfqs: list.rows.map((row) => toSellerRfqListItem(row, locale, i18n)),
      filters: toSellerRfqFilters(list.counts, query.status, locale, i18n),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(path, { status: query.status, page }, { status: 'all', page: 1 })
      ),
    })
  }

  /** The RFQ page; the first visit stamps seller_seen_at. */
  async show(ctx: HttpContext) {
    const { auth, inertia, locale, i18n } = ctx
    const rfq = await this.find(ctx)
    await markRfqSeen(rfq.id)
    const [company, quotes, messages, offers] = await Promise.all([
      new GetSellerCompany().handle(auth.getUserOrFail().companyId),
      RfqQuote.query()
        .where('rfq_id', rfq.id)
        .preload('lines', (lines) => lines.orderBy('position'))
        .orderBy('version', 'desc'),
      RfqMessage.query().where('rfq_id', rfq.id).orderBy('created_at').orderBy('id'),
      offersOfItems(rfq.items),
    ])
    return inertia.render('seller/rfqs/show', {
      company: company ? toSellerCompanyHeader(company, locale, i18n) : null,
      rfq: toSellerRfqDetail(rfq, quotes, messages, offers, locale, i18n),
    })
  }

  /** Sends a quote (first or revised). Bad input → back to the form with messages, nothing saved. */
  async quote(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    const { i18n } = ctx
    const showPath = this.showPath(ctx, rfq.id)
    const back = (messages: Record<string, string>) =>
      backWithErrors(ctx, showPath, { ...messages, form: i18n.t('rfq_seller.flash.fix_marked') })
    let input: RfqQuoteInput
    try {
      input = (await rfqQuoteValidator.validate(ctx.request.all(), {
        messagesProvider: i18n.createMessagesProvider('rfq_seller.validation'),
      })) as RfqQuoteInput
    } catch (error) {
      if (isValidationError(error)) return back(messagesOf(error))
      throw error
    }
    const problems = quoteProblems(input, rfq.items, await offersOfItems(rfq.items))
    if (problems.length > 0)
      return back(
        Object.fromEntries(
          problems.map((item) => [item.field, i18n.t(`rfq_seller.errors.${item.key}`)])
        )
      )
    return this.move(ctx, rfq.id, async () => {
      const quote = await sendQuote(rfq, input, ctx.auth.getUserOrFail().id)
      ctx.session.flash(
        'success',
        i18n.t('rfq_seller.flash.quote_sent', { version: quote.version, email: rfq.buyerEmail })
      )
    })
  }

  /** Declines a request (requested only) with the reason the buyer is told. */
  async decline(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    let reason: string
    try {
      ;({ reason } = await rfqDeclineValidator.validate(ctx.request.all(), {
        messagesProvider: ctx.i18n.createMessagesProvider('rfq_seller.validation'),
      }))
    } catch (error) {
      if (isValidationError(error))
        return backWithErrors(ctx, this.showPath(ctx, rfq.id), messagesOf(error))
      throw error
    }
    return this.move(ctx, rfq.id, async () => {
      await declineRequest(rfq, reason, ctx.auth.getUserOrFail().id)
      ctx.session.flash('success', ctx.i18n.t('rfq_seller.flash.declined'))
    })
  }

  /** Marks an RFQ whose pro-forma was issued as fulfilled. */
  async fulfil(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    return this.move(ctx, rfq.id, async () => {
      await fulfilRfq(rfq)
      ctx.session.flash('success', ctx.i18n.t('rfq_seller.flash.fulfilled'))
    })
  }

  /** A message to the buyer in the thread. */
  async message(ctx: HttpContext) {
    const rfq = await this.find(ctx)
    let body: string
    try {
      ;({ body } = await rfqMessageValidator.validate(ctx.request.all(), {
        messagesProvider: ctx.i18n.createMessagesProvider('rfq_seller.validation'),
      }))
    } catch (error) {
      if (isValidationError(error))
        return backWithErrors(ctx, this.showPath(ctx, rfq.id), messagesOf(error))
      throw error
    }
    await postSellerMessage(rfq, body, ctx.auth.getUserOrFail().id)
    ctx.session.flash('success', ctx.i18n.t('rfq_seller.flash.message_sent'))
    return ctx.response.redirect().status(303).toPath(this.showPath(ctx, rfq.id))
  }

  private showPath(ctx: HttpContext, id: number) {
    return urlTo('seller_rfqs.show', ctx.locale, { id })
  }

  /**
   * Runs a state move and goes back to the RFQ page; a move the table refuses (the RFQ changed
   * meanwhile, or the action does not apply) becomes a `form` error there, status 409 for JSON.
   */
  private async move(ctx: HttpContext, id: number, run: () => Promise<void>) {
    try {
      await run()
    } catch (error) {
      if (!(error instanceof InvalidRfqTransition)) throw error
      const message = ctx.i18n.t('rfq_seller.errors.not_allowed', {
        status: ctx.i18n.t(`rfq.status.${error.from}`),
      })
      if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia'))
        return ctx.response.conflict({ errors: [{ message }] })
      return backWithErrors(ctx, this.showPath(ctx, id), { form: message })
    }
    return ctx.response.redirect().status(303).toPath(this.showPath(ctx, id))
  }

  /** The RFQ of the route's `:id` if it is addressed to the seller's company; else 404 (logged when it exists). */
  private async find(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const found = await findSellerRfq(parseId(ctx.params.id), user.companyId)
    if (found.outcome === 'found') return found.rfq
    if (found.outcome === 'denied') {
      await logSecurityEvent(ctx, 'authz_denied', {
        user,
        detail: `rfq ${rfqReference(Number(ctx.params.id))}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
    }
    throw new Exception('RFQ not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
