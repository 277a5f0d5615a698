import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { documentForFile } from '#services/trust/documents'
import { readDocumentFile } from '#services/trust/document_upload'
import { parseId } from '#validators/rules'

/**
 * The file of an export document (issue 25), never through /uploads: a PDF is a download
 * (`Content-Disposition: attachment`, `application/pdf`) under `Content-Security-Policy: sandbox`
 * and `nosniff`, so a crafted PDF cannot run in Karvan's origin; an image (re-encoded on upload)
 * is shown inline as image/jpeg or image/png. Public for documents not hidden of active
 * companies; a hidden one is still served to its own company's sellers and to admins; anything
 * else is the 404 page.
 */
export default class DocumentFilesController {
  async show(ctx: HttpContext) {
    const { params, response, auth } = ctx
    const id = parseId(params.id)
    const doc = id === null ? null : await documentForFile(id)
    const user = auth.user
    const insider =
      !!user &&
      (user.accountType === 'admin' ||
        (user.accountType === 'seller' && user.companyId === doc?.company_id))
    if (!doc || (!insider && (doc.hidden_at || !doc.company_active)))
      return new NotFoundController().show(ctx)
    const bytes = await readDocumentFile(doc.file_key)
    if (!bytes) return new NotFoundController().show(ctx)
    const pdf = doc.file_type === 'application/pdf'
    const name = `${doc.kind}-${doc.id}.${pdf ? 'pdf' : doc.file_type === 'image/png' ? 'png' : 'jpg'}`
    response.header('Content-Type', doc.file_type)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Content-Security-Policy', 'sandbox')
    response.header('Content-Disposition', `${pdf ? 'attachment' : 'inline'}; filename="${name}"`)
    // Hidden documents must stop being served at once: no shared caches.
    response.header('Cache-Control', doc.hidden_at ? 'private, no-store' : 'public, max-age=300')
    return response.send(bytes)
  }
}
