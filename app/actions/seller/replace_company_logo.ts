import db from '@adonisjs/lucid/services/db'
import { deleteLogo, storeLogo } from '#services/images/logo'
import { invalidate } from '#services/cache/invalidation'

/**
 * Replaces the logo of company `companyId` with the uploaded bytes (see storeLogo: JPEG/PNG/WebP by
 * content, re-encoded WebP variants, metadata stripped, server-generated name under logos/).
 * The new files are written first and the row updated after, so a failure leaves the old logo in
 * place; the old files are removed once the row points at the new ones.
 * Throws ImageUploadError('not_image') when the bytes are not an accepted image.
 */
export default class ReplaceCompanyLogo {
  async handle(companyId: number, bytes: Buffer): Promise<string> {
    const base = await storeLogo(bytes, companyId)
    let previous: string | null = null
    try {
      await db.transaction(async (trx) => {
        const row = await trx
          .from('companies')
          .where('id', companyId)
          .forUpdate()
          .select('logo_path')
          .firstOrFail()
        previous = row.logo_path
        await trx
          .from('companies')
          .where('id', companyId)
          .update({ logo_path: base, updated_at: new Date() })
      })
    } catch (error) {
      await deleteLogo(base)
      throw error
    }
    await deleteLogo(previous)
    invalidate('pages')
    return base
  }
}
