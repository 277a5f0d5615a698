import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import GetSellerCompany from '#actions/seller/get_seller_company'
import TransitionShipment, {
  ShipmentNotFound,
  StaleShipmentState,
} from '#actions/orders/transition_shipment'
import { mapTileUrl } from '#config/map'
import { urlTo } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'
import { findSellerShipment, listSellerShipments } from '#services/orders/seller_shipments'
import { InvalidShipmentTransition } from '#state_machines/shipment_status'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import {
  toSellerOrderFilters,
  toSellerOrderItem,
  toSellerOrdersPagination,
  toSellerShipmentDetail,
} from '#transformers/seller_order_transformer'
import { sellerOrdersQuery, shipmentTransitionValidator } from '#validators/seller_orders'

/**
 * Orders in the seller dashboard (issue 6, SPEC §2 Seller dashboard: orders): the company's own
 * shipments of confirmed orders with a stage filter and pages, one shipment's page, and moving it
 * through the allowed stages. Another company's shipment is a 404, logged as `authz_denied`.
 */
export default class SellerOrdersController {
  async index({ auth, inertia, request, locale, i18n }: HttpContext) {
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    if (!company)
      return inertia.render('seller/orders/index', {
        company: null,
        orders: [],
        filters: [],
        pagination: null,
      })
    const query = await sellerOrdersQuery(request.qs())
    const list = await listSellerShipments(company.id, query)
    return inertia.render('seller/orders/index', {
      company: toSellerCompanyHeader(company, locale, i18n),
      orders: list.rows.map((row) => toSellerOrderItem(row, locale, i18n)),
      filters: toSellerOrderFilters(list.counts, query.status, locale, i18n),
      pagination: toSellerOrdersPagination(list, query.status, locale),
    })
  }

  async show(ctx: HttpContext) {
    const { auth, inertia, locale, i18n } = ctx
    const record = await this.find(ctx)
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    return inertia.render('seller/orders/show', {
      company: company ? toSellerCompanyHeader(company, locale, i18n) : null,
      shipment: toSellerShipmentDetail(record, locale, i18n),
      tileUrl: mapTileUrl,
    })
  }

  /** Moves the shipment by `event` from the stage the page showed (`from`); refusals come back as the page's message. */
  async transition(ctx: HttpContext) {
    const { request, response, session, i18n, locale } = ctx
    const record = await this.find(ctx)
    const page = urlTo('seller_orders.show', locale, {
      trackingNumber: record.shipment.trackingNumber,
    })
    const refuse = (message: string) => {
      session.flash('inputErrorsBag', { form: message })
      return response.redirect().toPath(page)
    }
    const stageLabel = (status: string) => i18n.t(`enums.shipment_status.${status}`)
    const [invalid, input] = await shipmentTransitionValidator.tryValidate(request.all())
    if (invalid || !input)
      return refuse(
        i18n.t('seller_orders.errors.not_allowed', { stage: stageLabel(record.shipment.status) })
      )
    try {
      const result = await new TransitionShipment().handle({
        shipmentId: record.shipment.id,
        companyId: record.shipment.companyId,
        event: input.event,
        expected: input.from,
        actorUserId: ctx.auth.getUserOrFail().id,
      })
      session.flash(
        'success',
        i18n.t('seller_orders.flash.moved', { stage: stageLabel(result.status) })
      )
      return response.redirect().toPath(page)
    } catch (error) {
      if (error instanceof StaleShipmentState)
        return refuse(i18n.t('seller_orders.errors.stale', { stage: stageLabel(error.actual) }))
      if (error instanceof InvalidShipmentTransition)
        return refuse(i18n.t('seller_orders.errors.not_allowed', { stage: stageLabel(error.from) }))
      if (error instanceof ShipmentNotFound)
        throw new Exception('Shipment not found', { status: 404, code: 'E_NOT_FOUND' })
      throw error
    }
  }

  /** The shipment of the route's `:trackingNumber` if it is the seller's company's; else 404 (logged when it is another's). */
  private async find(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const found = await findSellerShipment(
      String(ctx.params.trackingNumber ?? '').toUpperCase(),
      user.companyId
    )
    if (found.outcome === 'found') return found.record
    if (found.outcome === 'denied') {
      await logSecurityEvent(ctx, 'authz_denied', {
        user,
        detail: `shipment ${ctx.params.trackingNumber}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
    }
    throw new Exception('Shipment not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
