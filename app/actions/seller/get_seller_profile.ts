import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'
import type { CompanyType } from '#validators/rules'

/** A company as its seller edits it: language-neutral columns plus texts per language. */
export interface SellerProfileRow {
  id: number
  name: string
  slug: string
  company_type: CompanyType
  tax_id: string
  status: 'active' | 'suspended'
  district_id: number | null
  website: string | null
  phone: string | null
  phone_secondary: string | null
  representative: string | null
  logo_path: string | null
  color: string | null
  /** Degrees as stored (numeric(9,6) comes back as a string), or null without a pin. */
  latitude: string | null
  longitude: string | null
  bank_name: string | null
  bank_iban: string | null
  bank_swift: string | null
  descriptions: Record<Locale, string | null>
  legalAddresses: Record<Locale, string | null>
}

/** The company `companyId` with its az/en/ru descriptions and legal addresses, or null when unknown. */
export default class GetSellerProfile {
  async handle(companyId: number): Promise<SellerProfileRow | null> {
    const company = await db
      .from('companies')
      .where('id', companyId)
      .select(
        'id',
        'name',
        'slug',
        'company_type',
        'tax_id',
        'status',
        'district_id',
        'website',
        'phone',
        'phone_secondary',
        'representative',
        'logo_path',
        'color',
        'latitude',
        'longitude',
        'bank_name',
        'bank_iban',
        'bank_swift'
      )
      .first()
    if (!company) return null
    const texts = await db
      .from('company_translations')
      .where('company_id', companyId)
      .select('locale', 'description', 'legal_address')
    const descriptions = Object.fromEntries(LOCALES.map((l) => [l, null])) as Record<
      Locale,
      string | null
    >
    const legalAddresses = { ...descriptions }
    for (const row of texts) {
      if (!(LOCALES as readonly string[]).includes(row.locale)) continue
      descriptions[row.locale as Locale] = row.description
      legalAddresses[row.locale as Locale] = row.legal_address
    }
    return {
      ...company,
      latitude: company.latitude === null ? null : String(company.latitude),
      longitude: company.longitude === null ? null : String(company.longitude),
      descriptions,
      legalAddresses,
    }
  }
}
