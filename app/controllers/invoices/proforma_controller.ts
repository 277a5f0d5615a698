import type { HttpContext } from '@adonisjs/core/http'
import { alternatesOf } from '#services/urls'
import { resolveProforma } from '#services/export_desk/proforma_access'
import { proformaFileName, renderProformaPdf } from '#services/export_desk/proforma_pdf'
import { toProformaPage, toProformaView } from '#transformers/proforma_transformer'

/**
 * Pro-forma invoices (issue 24) as a printable page and as a PDF, for the RFQ's buyer (account
 * or `?t=` signed link), its seller's users and admins; anyone else gets a 404
 * (resolveProforma). Bodies are personal: never cached.
 */
export default class ProformaController {
  async show(ctx: HttpContext) {
    const { proforma, token } = await resolveProforma(ctx, ctx.params.number)
    ctx.response.header('Cache-Control', 'private, no-store')
    /** The language switcher keeps the link's token, so a guest holding the link can switch too. */
    ctx.alternates = alternatesOf(
      'proforma',
      { number: proforma.number },
      token ? { qs: { t: token } } : undefined
    )
    return ctx.inertia.render('invoices/proforma', toProformaPage(proforma, ctx.locale, token))
  }

  async pdf(ctx: HttpContext) {
    const { proforma } = await resolveProforma(ctx, ctx.params.number)
    const bytes = await renderProformaPdf(toProformaView(proforma))
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header(
      'Content-Disposition',
      `attachment; filename="${proformaFileName(proforma.number)}"`
    )
    return ctx.response.send(bytes)
  }
}
