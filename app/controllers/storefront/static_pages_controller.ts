import type { HttpContext } from '@adonisjs/core/http'
import { staticPage } from '#services/catalog/static_content'
import { formatDate } from '#shared/dates'
import { exportDeclarationPage } from '#transformers/export_declaration_transformer'

/**
 * About, feature and terms: trilingual content from the database. The export declaration
 * guide: trilingual content from resources/lang/*\/export_declaration.json with the support contact.
 */
export default class StaticPagesController {
  exportDeclaration({ inertia, i18n, locale }: HttpContext) {
    return inertia.render('storefront/export_declaration', exportDeclarationPage(i18n, locale))
  }

  about(ctx: HttpContext) {
    return this.render(ctx, 'about')
  }

  feature(ctx: HttpContext) {
    return this.render(ctx, 'feature')
  }

  terms(ctx: HttpContext) {
    return this.render(ctx, 'terms')
  }

  private async render(
    { inertia, locale, i18n, response }: HttpContext,
    code: 'about' | 'feature' | 'terms'
  ) {
    const page = await staticPage(code, locale)
    if (!page) {
      response.status(404)
      return inertia.render('errors/not_found', { path: code })
    }
    return inertia.render('storefront/static_page', {
      code,
      title: page.title,
      body: page.body,
      updatedAt: formatDate(page.updated_at, i18n.locale, { dateStyle: 'long' }),
    })
  }
}
