import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import GtinRegistry from '#services/gtin/registry'
import { lookupGtin } from '#services/gtin/lookup'
import { consumeLookupAllowance } from '#services/gtin/throttle'
import { gtinLookupValidator } from '#validators/gtin'
import { toGtinLookupResult } from '#transformers/gtin_transformer'

/**
 * GTIN lookup for the lookup modal (SPEC §1, §2), open to guests: `GET /api/gtin/:code` (and
 * /en/…, /ru/… for messages and texts in that language). Rate-limited per client IP, validated
 * before the registry is asked. JSON answers, each with `status`:
 * 200 `found` + `gtin` (14 digits), `company`, `product` (see GtinRecord);
 * 404 `not_found` + `message`; 422 `invalid` + `message`; 429 `throttled` + `message`
 * (Retry-After); 503 `unavailable` + `message` (registry down or too slow).
 */
@inject()
export default class GtinController {
  constructor(protected registry: GtinRegistry) {}

  async lookup({ params, request, response, i18n, locale }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const wait = await consumeLookupAllowance(request.ip())
    if (wait !== null) {
      response.header('Retry-After', String(wait))
      return response.tooManyRequests({
        status: 'throttled',
        message: i18n.t('gtin.lookup.throttled', { seconds: wait }),
      })
    }
    const [error, input] = await gtinLookupValidator.tryValidate(
      { gtin: params.code },
      { messagesProvider: i18n.createMessagesProvider() }
    )
    if (error || !input) {
      const message =
        (error as any)?.messages?.[0]?.message ?? i18n.t('validator.shared.messages.gtinLength')
      return response.unprocessableEntity({ status: 'invalid', message })
    }
    const outcome = await lookupGtin(this.registry, input.gtin, locale)
    if (outcome.status === 'found') return toGtinLookupResult(outcome.record)
    if (outcome.status === 'not_found') {
      return response.notFound({
        status: 'not_found',
        gtin: outcome.gtin,
        message: i18n.t('ui.messages.no_gtin_data'),
      })
    }
    return response.serviceUnavailable({
      status: 'unavailable',
      gtin: outcome.gtin,
      message: i18n.t('ui.messages.system_error'),
    })
  }
}
