import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { etagOf, langOf, notModified, sendJson } from '#services/api/api_http'
import { openApiDocument } from '#services/api/openapi'
import { referencePage } from '#services/api/reference_page'

/** The API's own description: the OpenAPI document and its readable reference page. */
export default class ApiReferenceController {
  /** GET /api/v1/openapi.json */
  openapi(ctx: HttpContext) {
    sendJson(ctx, openApiDocument)
  }

  /** GET /api/v1/docs — server-rendered HTML, no scripts or external assets. */
  docs(ctx: HttpContext) {
    const lang = langOf(ctx)
    const html = referencePage(lang, urlFor('api.openapi'))
    const etag = etagOf(html)
    const { response } = ctx
    response.header('Cache-Control', 'public, max-age=60')
    response.header('ETag', etag)
    response.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    if (notModified(ctx, etag)) {
      response.status(304)
      response.send('')
      return
    }
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.send(html)
  }
}
