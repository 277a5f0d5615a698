import type { HttpContext } from '@adonisjs/core/http'
import { alternatesOf, urlTo } from '#services/urls'
import { canViewOrder } from '#services/orders/order_access'
import { shipmentByTrackingNumber, type ShipmentRecord } from '#services/orders/shipment_records'
import { grantTracking, hasTrackingGrant, lookUpShipment } from '#services/orders/tracking_lookup'
import { toTrackingView } from '#transformers/tracking_transformer'
import { trackingLinkQuery, trackingLookupValidator } from '#validators/tracking'

/**
 * Track delivery (SPEC §2, §4; issue 6), for guests and signed-in visitors alike:
 * - GET with `?n=<number>&s=<signature>` (the e-mailed link) shows the shipment;
 * - GET with `?n=<number>` shows it to the session that proved access before (or placed the order);
 * - POST tracking number + phone or e-mail → back to `?n=<number>` when they match.
 * An unknown number, a wrong contact and a bad signature all answer "order not found" alike;
 * failures are rate-limited per IP and per number (app/services/orders/tracking_lookup.ts).
 */
export default class TrackDeliveryController {
  async show(ctx: HttpContext) {
    const { number, signature } = trackingLinkQuery(ctx.request.qs())
    if (signature !== null) {
      const result = await lookUpShipment(ctx.request.ip(), number ?? '', { signature })
      if (result.status === 'found') return this.result(ctx, result.record)
      const message =
        result.status === 'throttled'
          ? ctx.i18n.t('tracking.errors.too_many', { seconds: result.seconds })
          : ctx.i18n.t('ui.messages.order_not_found')
      ctx.response.status(result.status === 'throttled' ? 429 : 404)
      return this.form(ctx, number ?? '', message)
    }
    if (number) {
      const record = await shipmentByTrackingNumber(number)
      if (record && (hasTrackingGrant(ctx, number) || canViewOrder(ctx, record.order)))
        return this.result(ctx, record)
    }
    return this.form(ctx, number ?? '', null)
  }

  async lookup(ctx: HttpContext) {
    const { request, response, session, i18n, locale } = ctx
    const input = await request.validateUsing(trackingLookupValidator, {
      messagesProvider: i18n.createMessagesProvider('tracking.validation'),
    })
    const result = await lookUpShipment(request.ip(), input.tracking_number, {
      contact: input.contact,
    })
    const page = urlTo('track_delivery', locale)
    if (result.status === 'found') {
      grantTracking(ctx, result.record.shipment.trackingNumber)
      return response.redirect().toPath(
        urlTo('track_delivery', locale, undefined, {
          qs: { n: result.record.shipment.trackingNumber },
        })
      )
    }
    session.flashAll()
    session.flash('inputErrorsBag', {
      form:
        result.status === 'throttled'
          ? i18n.t('tracking.errors.too_many', { seconds: result.seconds })
          : i18n.t('ui.messages.order_not_found'),
    })
    return response.redirect().toPath(page)
  }

  private form(ctx: HttpContext, trackingNumber: string, error: string | null) {
    return ctx.inertia.render('storefront/track_delivery', {
      formUrl: urlTo('track_delivery', ctx.locale),
      trackingNumber,
      error,
      tracking: null,
    })
  }

  /** The shipment's page; the session keeps access, and the language switcher keeps the number. */
  private result(ctx: HttpContext, record: ShipmentRecord) {
    const number = record.shipment.trackingNumber
    grantTracking(ctx, number)
    ctx.alternates = alternatesOf('track_delivery', undefined, { qs: { n: number } })
    return ctx.inertia.render('storefront/track_delivery', {
      formUrl: urlTo('track_delivery', ctx.locale),
      trackingNumber: number,
      error: null,
      tracking: toTrackingView(record, ctx.locale, ctx.i18n),
    })
  }
}
