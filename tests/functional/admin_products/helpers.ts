import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { refreshSearchWords } from '#services/catalog/catalog_maintenance'
import { LOCALES, type Locale } from '#lib/route_table'
import { slugify } from '#lib/slugify'
import { createAccount } from '#tests/helpers/accounts'
import { url } from '#tests/helpers/urls'

export const QUEUE = {
  az: '/admin/mehsullar',
  en: '/en/admin/products',
  ru: '/ru/admin/tovary',
} as const

interface ProductOptions {
  status?: 'draft' | 'in_review' | 'published' | 'rejected' | 'archived'
  changedSinceApproval?: boolean
  submittedAt?: Date | null
  firstPublishedAt?: Date | null
  rejectionReason?: string | null
  gtinLicenseeTaxId?: string | null
  /** Languages to write (all three by default). */
  locales?: readonly Locale[]
  /** Category code (a seeded one) or null for a draft without one. */
  categoryCode?: string | null
  priceMinor?: number
  image?: boolean
}

/**
 * A seller with a new company and one product of theirs, inserted the way the seed writes
 * products (required columns, trilingual texts with a unique marker word so search finds
 * exactly this product, two attributes and optionally a main image). Returns ids, the marker,
 * the names and the seller account.
 */
export async function createReviewProduct(options: ProductOptions = {}) {
  const seller = await createAccount('seller')
  const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
  const marker = `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`
  const category =
    options.categoryCode === null
      ? null
      : await db
          .from('categories')
          .where('code', options.categoryCode ?? 'nuts')
          .firstOrFail()
  const [row] = await db
    .table('products')
    .insert({
      company_id: company.id,
      category_id: category?.id ?? null,
      model: 'RV-1',
      barcode: '4760000000017',
      product_code: `TEST-RV-${randomUUID().slice(0, 12)}`,
      price_minor: options.priceMinor ?? 1250,
      effective_price_minor: options.priceMinor ?? 1250,
      currency: 'AZN',
      discount_percent: 0,
      moq: 2,
      stock: 40,
      is_available: true,
      weight_grams: 1500,
      width: 10,
      length: 20,
      height: 5,
      size_unit: 'cm',
      status: options.status ?? 'in_review',
      changed_since_approval: options.changedSinceApproval ?? false,
      submitted_at: options.submittedAt === undefined ? new Date() : options.submittedAt,
      first_published_at: options.firstPublishedAt ?? null,
      rejection_reason: options.rejectionReason ?? null,
      gtin_licensee_tax_id: options.gtinLicenseeTaxId ?? null,
      created_by_user_id: seller.id,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  const label = { az: 'Qoz ləpəsi', en: 'Walnut kernels', ru: 'Ядра грецкого ореха' }
  const names = {} as Record<Locale, string>
  for (const locale of options.locales ?? LOCALES) {
    names[locale] = `${label[locale]} ${marker}`
    await db.table('product_translations').insert({
      product_id: id,
      locale,
      name: names[locale],
      slug: slugify(names[locale]),
      description: `${label[locale]}: ${locale} description of ${marker}.`,
      keywords: `${marker} ${locale}`,
    })
  }
  await db.table('product_attributes').insert([
    {
      product_id: id,
      position: 0,
      name: JSON.stringify({ az: 'Çəki', en: 'Weight', ru: 'Вес' }),
      value: JSON.stringify({ az: '1 kq', en: '1 kg', ru: '1 кг' }),
    },
    {
      product_id: id,
      position: 1,
      name: JSON.stringify({ az: 'Mənşə', en: 'Origin', ru: 'Происхождение' }),
      value: JSON.stringify({ az: 'Qəbələ', en: 'Gabala', ru: 'Габала' }),
    },
  ])
  if (options.image) {
    await db.table('product_images').insert({
      product_id: id,
      position: 0,
      is_main: true,
      path_base: `products/test-${marker}`,
      width: 800,
      height: 1000,
    })
  }
  /** Its words join the search dictionary, as the seed's and every product flow's do (catalog_sync). */
  await refreshSearchWords(db.connection(), [id])
  return { id, marker, names, seller, company }
}

/** The product row as stored. */
export function productRow(id: number) {
  return db.from('products').where('id', id).firstOrFail()
}

/** Public product page path in a locale, from the stored slug. */
export async function publicPath(id: number, locale: Locale) {
  const { slug } = await db
    .from('product_translations')
    .where({ product_id: id, locale })
    .firstOrFail()
  return url('product', locale, { slugId: `${slug}-${id}` })
}

/** Search page path of a locale for a query. */
export function searchPath(locale: Locale, q: string) {
  const base = { az: '/mehsul-axtarishi', en: '/en/search-product', ru: '/ru/poiskovyy-produkt' }[
    locale
  ]
  return `${base}?q=${encodeURIComponent(q)}`
}
