import db from '@adonisjs/lucid/services/db'
import { deleteLogo } from '#services/images/logo'
import { invalidate } from '#services/cache/invalidation'

/** Removes the logo of company `companyId` (the supplier falls back to its monogram). */
export default class RemoveCompanyLogo {
  async handle(companyId: number): Promise<void> {
    const row = await db.from('companies').where('id', companyId).select('logo_path').first()
    if (!row?.logo_path) return
    await db
      .from('companies')
      .where('id', companyId)
      .update({ logo_path: null, updated_at: new Date() })
    await deleteLogo(row.logo_path)
    invalidate('pages')
  }
}
