import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#services/api/api_errors'
import { langOf, sendJson } from '#services/api/api_http'
import { apiSupplier, listApiSuppliers } from '#services/api/api_suppliers'
import { pathId, readCursor, readLimit, readText } from '#validators/api'

/** Public catalog API: suppliers (active companies; docs/api.md). */
export default class ApiSuppliersController {
  /** GET /api/v1/suppliers — a cursor page of active suppliers by id, optionally by name (`q`). */
  async index(ctx: HttpContext) {
    const lang = langOf(ctx)
    const qs = ctx.request.qs()
    const page = await listApiSuppliers(lang, {
      q: await readText(qs, 'q'),
      cursor: await readCursor(qs),
      limit: await readLimit(qs),
    })
    sendJson(ctx, page)
  }

  /** GET /api/v1/suppliers/:id — one active supplier with its public profile; 404 otherwise. */
  async show(ctx: HttpContext) {
    const lang = langOf(ctx)
    const supplier = await apiSupplier(pathId(ctx.params.id), lang)
    if (!supplier) throw ApiError.notFound()
    sendJson(ctx, { data: supplier })
  }
}
