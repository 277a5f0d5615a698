import { createHash } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toMinor } from '#lib/money'
import { slugify } from '#lib/slugify'
import { hasWebpVariants, writeWebpVariants } from '#services/images/webp_variants'
import { LOCALE_LIST, readData, upsert, type Trilingual } from './data_files.js'
import { productArt } from './placeholder_art.js'

interface VariantSeed {
  label: Trilingual
  price: number
  discount_percent: number
  moq: number
  stock: number
  weight_kg: number
  size_cm: { width: number; length: number; height: number }
  gtin: string
}

interface ProductSeed {
  key: string
  supplier_key: string
  category_id: string
  brand: string | null
  model: string | null
  name: Trilingual
  description: Trilingual
  keywords: Trilingual
  attributes: { name: Trilingual; value: Trilingual }[]
  currency: 'AZN' | 'USD' | 'EUR'
  domestic_shipping: boolean
  color: string
  hostile?: boolean
  variants: VariantSeed[]
}

const DAY = 24 * 3600 * 1000

/**
 * Demo products: every base product of products.json in each of its variants, published,
 * with trilingual texts, attributes and a locally drawn image (one per base product) in WebP variants.
 * Upserted by product code; images are drawn only when missing. Items marked `hostile` (names
 * with markup, for the escaping tests) are seeded only in the test environment.
 */
export async function seedProducts(
  trx: TransactionClientContract,
  refs: { categoryIds: Map<string, number>; companyIds: Map<string, number>; brandIds: Map<string, number> }
) {
  const products = await readData<ProductSeed[]>('products.json')
  const companyDistricts = new Map<number, number | null>(
    (await trx.from('companies').select('id', 'district_id')).map((c) => [c.id, c.district_id])
  )
  let serial = 0
  for (const product of products) {
    const companyId = refs.companyIds.get(product.supplier_key)
    const categoryId = refs.categoryIds.get(product.category_id)
    if (!companyId || !categoryId) continue
    if (product.hostile && !app.inTest) continue
    for (const [variantIndex, variant] of product.variants.entries()) {
      serial += 1
      const code = `KRV-${product.key.toUpperCase().replace(/[^A-Z0-9]+/g, '-').slice(0, 20)}-${variantIndex + 1}`
      const publishedAt = new Date(Date.now() - ((serial * 37) % 120) * DAY - serial * 60_000)
      const id = await upsert(
        trx,
        'products',
        {
          company_id: companyId,
          category_id: categoryId,
          brand_id: product.brand ? refs.brandIds.get(product.brand) ?? null : null,
          model: product.model,
          barcode: variant.gtin,
          product_code: code,
          price_minor: toMinor(variant.price),
          currency: product.currency,
          discount_percent: variant.discount_percent,
          moq: variant.moq,
          stock: variant.stock,
          is_available: true,
          weight_grams: Math.round(variant.weight_kg * 1000),
          width: variant.size_cm.width,
          length: variant.size_cm.length,
          height: variant.size_cm.height,
          size_unit: 'cm',
          domestic_shipping: product.domestic_shipping,
          location_district_id: companyDistricts.get(companyId) ?? null,
          status: 'published',
          is_featured: serial % 7 === 0,
          sales_count: (serial * 53) % 400,
          first_published_at: publishedAt,
        },
        'product_code'
      )
      for (const locale of LOCALE_LIST) {
        const name = `${product.name[locale]} ${variant.label[locale]}`.trim()
        await upsert(
          trx,
          'product_translations',
          {
            product_id: id,
            locale,
            name,
            slug: slugify(name) || 'product',
            description: product.description[locale],
            keywords: product.keywords[locale],
          },
          ['product_id', 'locale']
        )
      }
      await trx.from('product_attributes').where('product_id', id).delete()
      for (const [position, attribute] of product.attributes.entries()) {
        await trx.table('product_attributes').insert({
          product_id: id,
          position,
          name: JSON.stringify(attribute.name),
          value: JSON.stringify(attribute.value),
        })
      }
      await seedImage(trx, id, product)
    }
  }
}

/**
 * Records the base product's picture as the variant's main image, drawing it once per base
 * product (its variants share it, as on most marketplaces): about 150 pictures instead of about
 * 450 keep a first `npm start` short. Seed art is flat colour, so the fastest WebP effort loses nothing.
 */
async function seedImage(trx: TransactionClientContract, productId: number, product: ProductSeed) {
  const base = `products/${createHash('sha256').update(product.key).digest('hex').slice(0, 20)}`
  if (!(await hasWebpVariants(base))) {
    await writeWebpVariants(productArt(product.color, product.name.en, product.brand ?? ''), base, { effort: 0 })
  }
  const existing = await trx.from('product_images').where({ product_id: productId, is_main: true }).first()
  if (!existing) {
    await trx.table('product_images').insert({ product_id: productId, position: 0, is_main: true, path_base: base, width: 800, height: 1000 })
  }
}
