import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { slugify } from '#lib/slugify'
import { ibanWithCheckDigits } from '#shared/bank'
import { LOCALE_LIST, readData, upsert, type Trilingual } from './data_files.js'

export interface SupplierSeed {
  key: string
  name: string
  type: 'legal' | 'individual'
  tax_id: string
  unit_id: string
  category_ids: string[]
  brands: string[]
  website: string | null
  phone: string
  email: string
  founded_year: number | null
  description: Trilingual
  legal_address: Trilingual
}

const COLORS = [
  '#234561',
  '#7c2d12',
  '#14532d',
  '#4c1d95',
  '#831843',
  '#134e4a',
  '#713f12',
  '#1e3a8a',
]

/**
 * Demo suppliers (companies from shared/data/producers, confidence not low, plus a few
 * individual entrepreneurs with trade names) and their brands, upserted by code.
 * Returns supplier key → company id and brand name → brand id.
 */
export async function seedCompanies(trx: TransactionClientContract) {
  const suppliers = await readData<SupplierSeed[]>('suppliers.json')
  const brands =
    await readData<{ key: string; name: string; supplier_key: string }[]>('brands.json')
  const districtRows = await trx.from('districts').select('id', 'code')
  const districts = new Map<string, number>(districtRows.map((d) => [d.code, d.id]))
  const companyIds = new Map<string, number>()
  for (const [index, supplier] of suppliers.entries()) {
    const id = await upsert(
      trx,
      'companies',
      {
        code: supplier.key,
        name: supplier.name,
        slug: slugify(supplier.name),
        company_type: supplier.type,
        tax_id: supplier.tax_id,
        district_id: districts.get(supplier.unit_id) ?? districts.get('BAK-01') ?? null,
        website: supplier.website,
        phone: supplier.phone,
        email: supplier.email,
        founded_year: supplier.founded_year,
        color: COLORS[index % COLORS.length],
        ...demoBankDetails(index),
      },
      'code'
    )
    companyIds.set(supplier.key, id)
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'company_translations',
        {
          company_id: id,
          locale,
          description: supplier.description[locale],
          legal_address: supplier.legal_address[locale],
        },
        ['company_id', 'locale']
      )
    }
  }
  const brandIds = new Map<string, number>()
  for (const [index, brand] of brands.entries()) {
    const id = await upsert(
      trx,
      'brands',
      {
        code: brand.key,
        name: brand.name,
        slug: slugify(brand.name) || brand.key,
        company_id: companyIds.get(brand.supplier_key) ?? null,
        color: COLORS[(index + 3) % COLORS.length],
      },
      'code'
    )
    brandIds.set(brand.name, id)
  }
  return { companyIds, brandIds }
}

/**
 * Bank details of demo company `index` for its pro-formas: a clearly fictitious bank ("KRVN" is
 * no Azerbaijani bank code) with a 28-character AZ IBAN whose check digits are valid.
 */
function demoBankDetails(index: number) {
  return {
    bank_name: 'Karvan Demo Bank ASC (fictitious)',
    bank_iban: ibanWithCheckDigits('AZ', `KRVN${String(index + 1).padStart(20, '0')}`),
    bank_swift: 'KRVNAZ22',
  }
}
