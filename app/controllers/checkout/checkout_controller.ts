import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { errors } from '@vinejs/vine'
import type Order from '#models/order'
import { urlTo } from '#services/urls'
import { InsufficientStock } from '#actions/orders/order_stock'
import PlaceOrder, { type PlaceOrderInput } from '#actions/orders/place_order'
import {
  BelowMinimumLot,
  DeliveryNotPossible,
  EmptyCheckout,
  IdempotencyConflict,
  PriceUnavailable,
  ProductsUnavailable,
  TotalChanged,
} from '#actions/orders/checkout_errors'
import { removeCartLines } from '#services/cart/cart_store'
import {
  checkoutBuyer,
  checkoutItems,
  checkoutPageProps,
  checkoutPath,
  orderedProductIds,
  productNames,
} from '#services/checkout/checkout_page'
import type { CheckoutItem } from '#services/checkout/priced_checkout'
import { rememberPlacedOrder } from '#services/orders/order_access'
import { requestOrigin } from '#services/payments/request_origin'
import { startPayment } from '#services/payments/start_payment'
import { productList } from '#transformers/checkout_transformer'
import {
  checkoutQuery,
  checkoutValidator,
  isBillingSame,
  offeredPaymentMethods,
  type CheckoutInput,
} from '#validators/checkout'

/**
 * Checkout (SPEC §2 Checkout; issue 6): GET shows the selected cart lines (or the buy-now line)
 * with current prices, stale notices and delivery quotes for the pin in the query string (Inertia
 * partial reloads change only the query; GET changes nothing). POST validates, places the order
 * (app/actions/orders/place_order.ts: everything priced again on the server, idempotent per form)
 * and sends the buyer to the confirmation page (cash on delivery) or to the payment gateway.
 */
export default class CheckoutController {
  async show(ctx: HttpContext) {
    const query = checkoutQuery(ctx.request.qs())
    const items = await checkoutItems(ctx, query.buy)
    if (items.length === 0) return this.toCart(ctx)
    return ctx.inertia.render('storefront/checkout', await checkoutPageProps(ctx, items, query))
  }

  async store(ctx: HttpContext) {
    const input = await this.validated(ctx)
    if (input === null) return
    const buy = input.buy ?? null
    const pin = { latitude: input.latitude, longitude: input.longitude }
    let order: Order
    let ordered: number[]
    try {
      const items = await checkoutItems(ctx, buy)
      const placed = await new PlaceOrder().handle(toPlaceOrderInput(ctx, input, items))
      order = placed.order
      // A new order holds every line it was given (lines of deleted products leave the cart too);
      // a replayed one holds what the first submission had.
      ordered = placed.replayed
        ? await orderedProductIds(order.id)
        : items.map((item) => item.productId)
    } catch (error) {
      if (error instanceof EmptyCheckout) return this.toCart(ctx)
      const message = await this.messageOf(ctx, error)
      if (message === null) throw error
      return this.back(ctx, { form: message }, { buy, pin })
    }
    await removeCartLines(ctx, ordered)
    rememberPlacedOrder(ctx, order.id)
    return this.leave(ctx, order)
  }

  /** The validated form, or null after sending the buyer back to the checkout with the messages by field. */
  private async validated(ctx: HttpContext): Promise<CheckoutInput | null> {
    const { request, i18n } = ctx
    try {
      return await request.validateUsing(checkoutValidator, {
        messagesProvider: i18n.createMessagesProvider('checkout.validation'),
        meta: { paymentMethods: offeredPaymentMethods() },
      })
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const messages: Record<string, string> = {}
      for (const item of error.messages as { field: string; message: string }[])
        messages[item.field] ??= item.message
      const raw = request.all()
      this.back(
        ctx,
        messages,
        checkoutQuery({
          buy: String(raw.buy ?? ''),
          lat: String(raw.latitude ?? ''),
          lng: String(raw.longitude ?? ''),
        })
      )
      return null
    }
  }

  /** After placing (or replaying): the confirmation page, or the gateway's hosted page for an unpaid online order. */
  private async leave(ctx: HttpContext, order: Order) {
    const confirmation = urlTo('order_confirmation', ctx.locale, { number: order.number })
    if (order.status !== 'awaiting_payment')
      return ctx.response.redirect().status(303).toPath(confirmation)
    let redirectUrl: string
    try {
      ;({ redirectUrl } = await startPayment(order, {
        locale: ctx.locale,
        origin: requestOrigin(ctx),
      }))
    } catch (error) {
      logger.error({ err: error, orderId: order.id }, 'checkout: the payment could not be started')
      return ctx.response
        .redirect()
        .status(303)
        .toPath(urlTo('order_failed', ctx.locale, { number: order.number }))
    }
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(redirectUrl)
    return ctx.response.redirect().status(303).toPath(redirectUrl)
  }

  /** Localized message of a domain error of placing an order, or null for anything else. */
  private async messageOf(ctx: HttpContext, error: unknown): Promise<string | null> {
    const { i18n, locale } = ctx
    const naming = async (key: string, ids: number[]) =>
      i18n.t(key, { products: productList(await productNames(ids, locale), ids) })
    if (error instanceof InsufficientStock || error instanceof ProductsUnavailable)
      return naming('checkout.errors.not_in_stock', error.productIds)
    if (error instanceof PriceUnavailable)
      return naming('checkout.errors.no_rate', error.productIds)
    if (error instanceof BelowMinimumLot)
      return naming('checkout.errors.below_moq', error.productIds)
    if (error instanceof DeliveryNotPossible)
      return naming('checkout.errors.delivery_not_possible', error.productIds)
    if (error instanceof TotalChanged) return i18n.t('checkout.errors.total_changed')
    if (error instanceof IdempotencyConflict) return i18n.t('checkout.errors.already_submitted')
    return null
  }

  /** Back to the checkout (same mode and pin) with messages by field; 303 so the browser GETs it. */
  private back(
    ctx: HttpContext,
    messages: Record<string, string>,
    query: Parameters<typeof checkoutPath>[1]
  ) {
    ctx.session.flash(
      'inputErrorsBag',
      Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]]))
    )
    return ctx.response.redirect().status(303).toPath(checkoutPath(ctx.locale, query))
  }

  /** Nothing to check out: to the cart, with a message. */
  private toCart(ctx: HttpContext) {
    ctx.session.flash('inputErrorsBag', { form: [ctx.i18n.t('checkout.errors.empty')] })
    return ctx.response.redirect().status(303).toPath(urlTo('cart', ctx.locale))
  }
}

/** The action's input from the validated form, the request's buyer and language, and the server-side cart lines. */
function toPlaceOrderInput(
  ctx: HttpContext,
  input: CheckoutInput,
  items: CheckoutItem[]
): PlaceOrderInput {
  const delivery = {
    address: input.address,
    city: input.city,
    region: input.region ?? null,
    country: input.country,
    postalCode: input.postalCode ?? null,
  }
  const billing = isBillingSame(input.billingSame)
    ? null
    : {
        address: input.billingAddress!,
        city: input.billingCity!,
        region: input.billingRegion ?? null,
        country: input.billingCountry!,
        postalCode: input.billingPostalCode ?? null,
      }
  const deliveryTypes = Object.fromEntries(
    Object.entries(input.deliveryTypes ?? {}).map(([companyId, type]) => [Number(companyId), type])
  )
  return {
    idempotencyKey: input.idempotencyKey,
    locale: ctx.locale,
    userId: checkoutBuyer(ctx)?.id ?? null,
    items,
    buyProductId: input.buy ?? null,
    customer: { name: input.name, phone: input.phone, email: input.email },
    personalId: input.personalId
      ? { kind: input.personalIdKind ?? 'fin', number: input.personalId }
      : null,
    delivery: { ...delivery, latitude: input.latitude, longitude: input.longitude },
    billing,
    deliveryTypes,
    paymentMethod: input.paymentMethod,
    comment: input.comment ?? null,
    expectedTotalMinor: input.expectedTotalMinor,
  }
}
