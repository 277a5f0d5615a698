import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'

/** Map pins used by order tests (WGS84): Bakı centre, a Bakı suburb ~12 km away, Şəki ~240 km away. */
export const PINS = {
  baku: { latitude: 40.4093, longitude: 49.8671 },
  bakuSuburb: { latitude: 40.4602, longitude: 49.9943 },
  sheki: { latitude: 41.1919, longitude: 47.1706 },
} as const

export interface SellerFixture {
  seller: User
  companyId: number
  addressId: number
}

/**
 * A seller account with a company and a default pick-up address pinned at `pin` (Bakı centre by
 * default), phone +994501112233. The product's delivery origin is that pin.
 */
export async function sellerAt(
  pin: { latitude: number; longitude: number } = PINS.baku,
  options: Parameters<typeof createAccount>[1] = {}
): Promise<SellerFixture> {
  const seller = await createAccount('seller', { phone: '+994501112233', ...options })
  const [row] = await db
    .table('addresses')
    .insert({
      user_id: seller.id,
      kind: 'pickup',
      address: 'Nizami küçəsi 10',
      city: 'Bakı',
      country: 'AZ',
      latitude: pin.latitude,
      longitude: pin.longitude,
      is_default: true,
    })
    .returning('id')
  return { seller, companyId: seller.companyId!, addressId: Number(row.id ?? row) }
}

export interface ProductFixtureOptions {
  /** AZN qəpik (or cents for USD/EUR) before discount; default 1 000 (10.00). */
  priceMinor?: number
  currency?: 'AZN' | 'USD' | 'EUR'
  discountPercent?: number
  stock?: number
  moq?: number
  /** Per unit; default 500 g. */
  weightGrams?: number
  isAvailable?: boolean
  status?: string
  /** English name; az/ru names get " az"/" ru" suffixes. Default "Product <random>". */
  name?: string
}

/**
 * A published product of the fixture seller, located at its pick-up address, with three
 * translations. `effective_price_minor` is the AZN price after discount (AZN products only;
 * USD/EUR tests set it themselves or run the rates refresh).
 */
export async function productOf(
  fixture: SellerFixture,
  options: ProductFixtureOptions = {}
): Promise<number> {
  const unique = randomUUID().slice(0, 8)
  const category = await db.from('categories').whereNotNull('parent_id').orderBy('id').firstOrFail()
  const price = options.priceMinor ?? 1000
  const discount = options.discountPercent ?? 0
  const [row] = await db
    .table('products')
    .insert({
      company_id: fixture.companyId,
      category_id: category.id,
      product_code: `ORD-${unique}`,
      price_minor: price,
      currency: options.currency ?? 'AZN',
      discount_percent: discount,
      effective_price_minor: Math.round((price * (100 - discount)) / 100),
      stock: options.stock ?? 50,
      moq: options.moq ?? 1,
      weight_grams: options.weightGrams ?? 500,
      is_available: options.isAvailable ?? true,
      location_address_id: fixture.addressId,
      location_address: 'Nizami küçəsi 10, Bakı',
      status: options.status ?? 'published',
      first_published_at: new Date(),
    })
    .returning('id')
  const id = Number(row.id ?? row)
  const name = options.name ?? `Product ${unique}`
  await db.table('product_translations').multiInsert(
    (['az', 'en', 'ru'] as const).map((locale) => ({
      product_id: id,
      locale,
      name: locale === 'en' ? name : `${name} ${locale}`,
      slug: `order-product-${unique}-${locale}`,
      description: `About ${name} (${locale})`,
    }))
  )
  return id
}

/** Current stock of a product. */
export async function stockOf(productId: number): Promise<number> {
  const row = await db.from('products').where('id', productId).select('stock').firstOrFail()
  return Number(row.stock)
}
