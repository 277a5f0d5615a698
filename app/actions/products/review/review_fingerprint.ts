import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Product columns an admin reviews. Price, discount, stock and availability are left out on
 * purpose: they apply at once without review (DESIGN §4 Products), and an order taking stock
 * must not make the admin's decision "stale".
 */
const REVIEWED_COLUMNS = [
  'category_id',
  'brand_id',
  'model',
  'barcode',
  'product_code',
  'moq',
  'weight_grams',
  'width',
  'length',
  'height',
  'size_unit',
  'domestic_shipping',
  'location_address_id',
  'location_address',
  'gtin_licensee_tax_id',
] as const

/**
 * Fingerprint of what an admin reviews on a product: the reviewed columns, the texts in every
 * language, the attributes and the images (sha-256 hex, 64 characters). The review page posts
 * it back with the decision so a producer's edit made in between is noticed instead of being
 * approved unseen. Null when the product does not exist. Pass the transaction that holds the
 * product row lock so the fingerprint and the decision see the same data.
 */
export async function reviewFingerprint(
  client: QueryClientContract,
  productId: number
): Promise<string | null> {
  const product = await client
    .from('products')
    .where('id', productId)
    .select(...REVIEWED_COLUMNS)
    .first()
  if (!product) return null
  // One query after another: a transaction client runs a single query at a time.
  const translations = await client
    .from('product_translations')
    .where('product_id', productId)
    .orderBy('locale')
    .select('locale', 'name', 'slug', 'description', 'keywords')
  const attributes = await client
    .from('product_attributes')
    .where('product_id', productId)
    .orderBy('position')
    .orderBy('id')
    .select('name', 'value')
  const images = await client
    .from('product_images')
    .where('product_id', productId)
    .orderBy('position')
    .orderBy('id')
    .select('id', 'path_base', 'is_main', 'position')
  const content = JSON.stringify([
    REVIEWED_COLUMNS.map((column) => (product[column] === null ? null : String(product[column]))),
    translations.map((row) => [row.locale, row.name, row.slug, row.description, row.keywords]),
    attributes.map((row) => [canonical(row.name), canonical(row.value)]),
    images.map((row) => [row.id, row.path_base, row.is_main, row.position]),
  ])
  return createHash('sha256').update(content).digest('hex')
}

/** jsonb `{az,en,ru}` with its keys in a fixed order (PostgreSQL may return them in any order). */
function canonical(value: unknown) {
  if (!value || typeof value !== 'object') return value ?? null
  const record = value as Record<string, unknown>
  return Object.keys(record)
    .sort()
    .map((key) => [key, record[key]])
}
