import { createHash } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toMinor } from '#lib/money'
import { slugify } from '#lib/slugify'
import { hasImageVariants, writeImageVariants } from '#services/images/image_variants'
import { LOCALE_LIST, readData, upsert, type Trilingual } from './data_files.js'
import { productArt } from './placeholder_art.js'
import type { SeededLocation } from './supplier_accounts.js'

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
 * Product-code stem of each products.json item (key → stem; a variant's code is
 * `KRV-<stem>-<n>`, n from 1): the key in capitals, cut to 20 characters. Keys that share those
 * 20 characters ("sirab-mineral-water-still" / "…-sparkling") used to share codes, so the later
 * item overwrote the earlier one (its names on the other's image); each later one now gets the
 * first 15 characters and 4 hex digits of its key's SHA-1. The first keeps its code, so a
 * re-seed updates the same rows. Codes stay within the 32 characters of products.product_code.
 */
export function productCodeStems(keys: string[]): Map<string, string> {
  const stems = new Map<string, string>()
  const taken = new Set<string>()
  for (const key of keys) {
    let stem = key
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .slice(0, 20)
    if (taken.has(stem))
      stem = `${stem.slice(0, 15)}-${createHash('sha1').update(key).digest('hex').slice(0, 4).toUpperCase()}`
    if (taken.has(stem)) throw new Error(`products.json: product code of "${key}" is not unique`)
    taken.add(stem)
    stems.set(key, stem)
  }
  return stems
}

/**
 * Demo products: every base product of products.json in each of its variants, published,
 * with trilingual texts, attributes and a locally drawn image (one per base product) in WebP variants.
 * Each is complete as SPEC §5 requires of a listed product — brand (the supplier's own brand for
 * unbranded goods), barcode, sizes, weight, three languages and the pick-up address of its
 * supplier's seller account (`locations`, supplier_accounts.ts) — so its seller can save it as it is.
 * Upserted by product code; images are drawn only when missing. Items marked `hostile` (names
 * with markup, for the escaping tests) are seeded only in the test environment.
 */
export async function seedProducts(
  trx: TransactionClientContract,
  refs: {
    categoryIds: Map<string, number>
    companyIds: Map<string, number>
    brandIds: Map<string, number>
    locations: Map<number, SeededLocation>
  }
) {
  const products = await readData<ProductSeed[]>('products.json')
  const companyRows = await trx.from('companies').select('id', 'district_id')
  const companyDistricts = new Map<number, number | null>(
    companyRows.map((c) => [c.id, c.district_id])
  )
  const stems = productCodeStems(products.map((product) => product.key))
  let serial = 0
  for (const product of products) {
    const companyId = refs.companyIds.get(product.supplier_key)
    const categoryId = refs.categoryIds.get(product.category_id)
    if (!companyId || !categoryId) continue
    if (product.hostile && !app.inTest) continue
    for (const [variantIndex, variant] of product.variants.entries()) {
      serial += 1
      const code = `KRV-${stems.get(product.key)}-${variantIndex + 1}`
      const publishedAt = new Date(Date.now() - ((serial * 37) % 120) * DAY - serial * 60_000)
      const id = await upsert(
        trx,
        'products',
        {
          company_id: companyId,
          category_id: categoryId,
          brand_id: product.brand ? (refs.brandIds.get(product.brand) ?? null) : null,
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
          location_address_id: refs.locations.get(companyId)?.id ?? null,
          location_address: refs.locations.get(companyId)?.text ?? null,
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
 * 450 keep a first `npm start` short. Seed art is flat colour, so the encoders' fastest effort loses nothing.
 */
async function seedImage(trx: TransactionClientContract, productId: number, product: ProductSeed) {
  const base = `products/${createHash('sha256').update(product.key).digest('hex').slice(0, 20)}`
  if (!(await hasImageVariants(base))) {
    await writeImageVariants(
      productArt(product.color, product.name.en, product.brand ?? ''),
      base,
      {
        fast: true,
      }
    )
  }
  const existing = await trx
    .from('product_images')
    .where({ product_id: productId, is_main: true })
    .first()
  if (!existing) {
    await trx.table('product_images').insert({
      product_id: productId,
      position: 0,
      is_main: true,
      path_base: base,
      width: 800,
      height: 1000,
    })
  }
}
