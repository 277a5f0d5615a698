import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** A product of `companyId` inserted directly (the producer workspace comes in a later issue). */
export async function insertProduct(
  companyId: number,
  fields: {
    status?: string
    stock?: number
    moq?: number
    is_available?: boolean
    name?: string
  } = {}
): Promise<number> {
  const category = await db.from('categories').whereNotNull('parent_id').orderBy('id').firstOrFail()
  const unique = randomUUID().slice(0, 8)
  const [row] = await db
    .table('products')
    .insert({
      company_id: companyId,
      category_id: category.id,
      product_code: `TST-${unique}`,
      price_minor: 1250,
      stock: fields.stock ?? 10,
      moq: fields.moq ?? 1,
      is_available: fields.is_available ?? true,
      status: fields.status ?? 'published',
      first_published_at: fields.status === 'published' || !fields.status ? new Date() : null,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  const name = fields.name ?? `Test product ${unique}`
  await db.table('product_translations').multiInsert(
    (['az', 'en', 'ru'] as const).map((locale) => ({
      product_id: id,
      locale,
      name: `${name} (${locale})`,
      slug: `test-product-${unique}-${locale}`,
    }))
  )
  return id
}

/** A comment on product `productId`, `minutesAgo` minutes old. */
export async function insertComment(
  productId: number,
  status: 'pending' | 'approved' | 'rejected',
  minutesAgo: number,
  body?: string
) {
  const [row] = await db
    .table('comments')
    .insert({
      product_id: productId,
      author_name: `Reader ${minutesAgo}`,
      body: body ?? `Comment written ${minutesAgo} minutes ago`,
      locale: 'en',
      status,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning('id')
  return Number(row.id ?? row)
}

/**
 * Makes the supplier `companyId` public: suppliers without a published product are not listed
 * and their page is not found (LISTED_SUPPLIER_SQL), so one is inserted when it has none.
 */
export async function ensurePublicSupplier(companyId: number) {
  const published = await db
    .from('products')
    .where({ company_id: companyId, status: 'published' })
    .first()
  if (!published) await insertProduct(companyId)
}
