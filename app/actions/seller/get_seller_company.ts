import db from '@adonisjs/lucid/services/db'
import type { CompanyType } from '#validators/rules'

/** The company row a seller's dashboard pages are about (language-neutral columns). */
export interface SellerCompanyRow {
  id: number
  name: string
  slug: string
  company_type: CompanyType
  tax_id: string
  status: 'active' | 'suspended'
  logo_path: string | null
  color: string | null
}

/**
 * The company of a seller account (`users.company_id`), or null when the account has none
 * (a seller whose company was removed). Never reads another company: the id comes from the
 * signed-in user only.
 */
export default class GetSellerCompany {
  async handle(companyId: number | null): Promise<SellerCompanyRow | null> {
    if (!companyId) return null
    const row = await db
      .from('companies')
      .where('id', companyId)
      .select('id', 'name', 'slug', 'company_type', 'tax_id', 'status', 'logo_path', 'color')
      .first()
    return row ?? null
  }
}
