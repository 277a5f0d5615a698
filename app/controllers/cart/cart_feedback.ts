import type { HttpContext } from '@adonisjs/core/http'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { urlTo } from '#services/urls'
import { cartMessages } from '#validators/cart'
import type { CartProblem } from '#actions/cart/add_to_cart'
import { cartProblemMessage } from '#transformers/cart_transformer'
import { isValidationError, messagesOf } from '#controllers/seller/form_feedback'

/**
 * Back to the page the request came from (303, so Inertia follows with a GET), or to `fallback`
 * (the cart) without a usable Referer. `errors`: field → message, shown through the form's
 * Inertia error bag.
 */
export function back(
  ctx: HttpContext,
  errors?: Record<string, string>,
  fallback = urlTo('cart', ctx.locale)
) {
  if (errors) ctx.session.flash('inputErrorsBag', errors)
  return ctx.response.redirect().status(303).back(fallback)
}

/**
 * Validates the body with a cart validator and its localized messages (cart.validation.*);
 * on bad input it answers "back with the messages" itself and returns null: nothing changes.
 */
export async function readInput<Schema extends SchemaTypes>(
  ctx: HttpContext,
  validator: VineValidator<Schema, undefined>,
  fallback?: string
): Promise<Infer<Schema> | null> {
  try {
    return await ctx.request.validateUsing(validator, cartMessages(ctx.i18n))
  } catch (error) {
    if (!isValidationError(error)) throw error
    back(ctx, messagesOf(error), fallback)
    return null
  }
}

/** A refused cart change as form errors: an unknown product under `product_id`, the rest under `quantity`. */
export function problemErrors(ctx: HttpContext, change: CartProblem): Record<string, string> {
  return {
    [change.problem === 'not_found' ? 'product_id' : 'quantity']: cartProblemMessage(
      ctx.i18n,
      change
    ),
  }
}
