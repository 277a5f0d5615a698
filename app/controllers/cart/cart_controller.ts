import type { HttpContext } from '@adonisjs/core/http'
import { buyNowPath } from '#services/cart/cart_urls'
import { urlTo } from '#services/urls'
import AddToCart from '#actions/cart/add_to_cart'
import { cartEntries, removeCartLines, selectCartLines } from '#services/cart/cart_store'
import { listedProducts } from '#services/cart/cart_products'
import { toCartPage } from '#transformers/cart_transformer'
import {
  addToCartValidator,
  buyNowValidator,
  cartDeleteValidator,
  cartQuantityValidator,
  cartSelectValidator,
} from '#validators/cart'
import { back, problemErrors, readInput } from '#controllers/cart/cart_feedback'

/**
 * The cart (SPEC §2 `/sebet`, issue 6) of guests (session) and signed-in buyers (database):
 * the page, add, buy now, quantity, select and delete. Every change is a CSRF-checked POST or
 * PATCH answered by a redirect back with a flash message or the errors.
 */
export default class CartController {
  /** The cart page: lines by seller with stale notices and the selected total. */
  async show(ctx: HttpContext) {
    const { inertia, locale, i18n } = ctx
    const entries = await cartEntries(ctx)
    const rows = await listedProducts(
      entries.map((entry) => entry.productId),
      locale
    )
    return inertia.render('storefront/cart', {
      ...toCartPage(entries, rows, locale, i18n),
      checkoutUrl: urlTo('checkout', locale),
      catalogUrl: urlTo('category', locale),
    })
  }

  /** `POST /sebet/lines`: adds the quantity to the product's line (mode 'set' replaces it). */
  async add(ctx: HttpContext) {
    const input = await readInput(ctx, addToCartValidator)
    if (!input) return
    const change = await new AddToCart().handle(
      ctx,
      input.product_id,
      input.quantity,
      input.mode ?? 'add'
    )
    if (change.problem) return back(ctx, problemErrors(ctx, change))
    if (input.inline) ctx.session.flash('sentFor', 'cart')
    ctx.session.flash(
      input.inline ? 'sent' : 'success',
      ctx.i18n.t('cart.flash.added', { quantity: change.quantity })
    )
    return back(ctx)
  }

  /** `POST /sebet/buy`: the line set to the quantity and ticked, then checkout of that line only. */
  async buy(ctx: HttpContext) {
    const input = await readInput(ctx, buyNowValidator)
    if (!input) return
    const change = await new AddToCart().handle(ctx, input.product_id, input.quantity, 'set')
    if (change.problem) return back(ctx, problemErrors(ctx, change))
    return ctx.response.redirect().status(303).toPath(buyNowPath(ctx.locale, input.product_id))
  }

  /** `PATCH /sebet/lines/quantity`: the stepper of a line (bounded by lot and stock). */
  async quantity(ctx: HttpContext) {
    const input = await readInput(ctx, cartQuantityValidator)
    if (!input) return
    const change = await new AddToCart().handle(ctx, input.product_id, input.quantity, 'update')
    if (change.problem) return back(ctx, problemErrors(ctx, change))
    return back(ctx)
  }

  /** `PATCH /sebet/select`: ticks or unticks some lines, or all of them. */
  async select(ctx: HttpContext) {
    const input = await readInput(ctx, cartSelectValidator)
    if (!input) return
    await selectCartLines(ctx, input.all ? null : (input.product_ids ?? []), input.selected)
    return back(ctx)
  }

  /**
   * `POST /sebet/lines/delete`: deletes the given lines ("delete selected" or one line). After
   * "delete selected" (`scope: 'selected'`) the remaining lines are selected again, as when added.
   */
  async remove(ctx: HttpContext) {
    const input = await readInput(ctx, cartDeleteValidator)
    if (!input) return
    const entries = await cartEntries(ctx)
    const present = new Set(entries.map((entry) => entry.productId))
    const ids = input.product_ids.filter((id) => present.has(id))
    await removeCartLines(ctx, ids)
    if (input.scope === 'selected') await selectCartLines(ctx, null, true)
    ctx.session.flash('success', ctx.i18n.t('cart.flash.deleted', { count: ids.length }))
    return back(ctx)
  }
}
