import type { HttpContext } from '@adonisjs/core/http'
import { urlTo } from '#services/urls'
import MoveWishToCart from '#actions/cart/move_wish_to_cart'
import ToggleWish from '#actions/cart/toggle_wish'
import { wishlistProductIds } from '#services/cart/cart_store'
import { listedProducts } from '#services/cart/cart_products'
import { latestRates } from '#services/rates/exchange_rates'
import { toWishlistItems } from '#transformers/cart_transformer'
import { wishlistMoveValidator, wishlistToggleValidator } from '#validators/cart'
import { back, problemErrors, readInput } from '#controllers/cart/cart_feedback'

/**
 * The wish list (SPEC §2 `/beyendiklerim`, issue 6) of guests (session) and buyers (database):
 * the page, add/remove, and "add to cart" that moves a product into the cart with its lot.
 */
export default class WishlistController {
  /** The wish-list page: wished products with price, availability and actions. */
  async show(ctx: HttpContext) {
    const { inertia, locale, i18n } = ctx
    const ids = await wishlistProductIds(ctx)
    const [rows, rates] = await Promise.all([listedProducts(ids, locale), latestRates()])
    return inertia.render('storefront/wishlist', {
      items: toWishlistItems(ids, rows, locale, i18n, rates),
      catalogUrl: urlTo('category', locale),
    })
  }

  /** `POST /beyendiklerim/toggle`: `on` true adds the product, false removes it. */
  async toggle(ctx: HttpContext) {
    const fallback = urlTo('wishlist', ctx.locale)
    const input = await readInput(ctx, wishlistToggleValidator, fallback)
    if (!input) return
    const result = await new ToggleWish().handle(ctx, input.product_id, input.on)
    if (result.outcome === 'not_found')
      return back(ctx, { product_id: ctx.i18n.t('cart.errors.not_found') }, fallback)
    if (result.outcome === 'full')
      return back(
        ctx,
        { product_id: ctx.i18n.t('cart.errors.wishlist_full', { max: result.max }) },
        fallback
      )
    if (input.inline) ctx.session.flash('sentFor', 'cart')
    ctx.session.flash(
      input.inline ? 'sent' : 'success',
      ctx.i18n.t(`cart.flash.wish_${result.outcome}`)
    )
    return back(ctx, undefined, fallback)
  }

  /** `POST /beyendiklerim/move`: the product's minimum lot into the cart, off the wish list. */
  async move(ctx: HttpContext) {
    const fallback = urlTo('wishlist', ctx.locale)
    const input = await readInput(ctx, wishlistMoveValidator, fallback)
    if (!input) return
    const change = await new MoveWishToCart().handle(ctx, input.product_id)
    if (change.problem) return back(ctx, problemErrors(ctx, change), fallback)
    ctx.session.flash('success', ctx.i18n.t('cart.flash.moved', { quantity: change.quantity }))
    return back(ctx, undefined, fallback)
  }
}
