import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#services/api/api_errors'
import { langOf, sendJson } from '#services/api/api_http'
import { apiCategories, apiProduct, listApiProducts } from '#services/api/api_products'
import { parseProductsQuery, pathId } from '#validators/api'

/** Public catalog API: products and categories (docs/api.md). */
export default class ApiProductsController {
  /** GET /api/v1/products — a cursor page of products matching the catalog filters. */
  async index(ctx: HttpContext) {
    const lang = langOf(ctx)
    const query = await parseProductsQuery(ctx.request.qs())
    sendJson(ctx, await listApiProducts(query, lang))
  }

  /** GET /api/v1/products/:id — one published product; 404 otherwise. */
  async show(ctx: HttpContext) {
    const lang = langOf(ctx)
    const product = await apiProduct(pathId(ctx.params.id), lang)
    if (!product) throw ApiError.notFound()
    sendJson(ctx, { data: product })
  }

  /** GET /api/v1/categories — the whole tree, flat, with parent ids. */
  async categories(ctx: HttpContext) {
    const lang = langOf(ctx)
    sendJson(ctx, { data: await apiCategories(lang) })
  }
}
