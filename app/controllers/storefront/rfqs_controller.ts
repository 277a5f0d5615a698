import type { HttpContext } from '@adonisjs/core/http'
import Rfq from '#models/rfq'
import { hashRfqToken, isRfqTokenShape } from '#services/export_desk/rfq_tokens'

/**
 * A buyer's RFQ by its signed link (issue 24): anyone holding the link, no account needed. An
 * unknown or malformed token is the localized 404, never a hint that the RFQ exists.
 */
export default class RfqsController {
  /** `GET /en/rfq/:token`. */
  async show(ctx: HttpContext) {
    const token = ctx.params.token
    const rfq = isRfqTokenShape(token)
      ? await Rfq.findBy('accessTokenHash', hashRfqToken(token))
      : null
    if (!rfq) return ctx.response.notFound()
    return ctx.response.notFound()
  }
}
