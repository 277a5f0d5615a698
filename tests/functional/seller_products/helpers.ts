import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { url } from '#tests/helpers/urls'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'

/** A seller with a company and one pick-up address in Şəki (its id in `addressId`). */
export async function sellerWithAddress(options: Parameters<typeof createAccount>[1] = {}) {
  const seller = await createAccount('seller', options)
  const [row] = await db
    .table('addresses')
    .insert({
      user_id: seller.id,
      kind: 'pickup',
      address: 'M. F. Axundzadə prospekti 12',
      city: 'Şəki',
      country: 'AZ',
      is_default: true,
    })
    .returning('id')
  return { seller, addressId: Number(row.id ?? row) }
}

/** A subcategory of the seeded tree. */
export async function someCategory() {
  const row = await db.from('categories').whereNotNull('parent_id').orderBy('id').firstOrFail()
  return Number(row.id)
}

/** Paths of a product's routes in a language. */
export function productPaths(id: number, locale: Locale = 'en') {
  const params = { id }
  return {
    edit: url('seller_products.edit', locale, params),
    submit: url('seller_products.submit', locale, params),
    withdraw: url('seller_products.withdraw', locale, params),
    archive: url('seller_products.archive', locale, params),
    restore: url('seller_products.restore', locale, params),
    duplicate: url('seller_products.duplicate', locale, params),
    delete: url('seller_products.destroy', locale, params),
    images: url('seller_products.images.store', locale, params),
  }
}

/** A complete product form (every field SPEC §5 requires), as the editor sends it. */
export async function completeForm(addressId: number, overrides: Record<string, unknown> = {}) {
  return {
    category_id: String(await someCategory()),
    brand_id: '',
    brand_name: 'Şəki Dadları',
    model: 'Classic',
    barcode: '4006381333931',
    product_code: '',
    keywords_az: 'halva, şirniyyat',
    keywords_en: 'halva, sweets',
    keywords_ru: 'халва, сладости',
    price: '12.50',
    currency: 'AZN',
    discount_percent: '10',
    moq: '5',
    stock: '120',
    is_available: true,
    weight: '1.25',
    weight_unit: 'kg',
    width: '20',
    length: '30.5',
    height: '4',
    size_unit: 'cm',
    domestic_shipping: true,
    location_address_id: String(addressId),
    name_az: 'Şəki halvası',
    name_en: 'Shaki halva',
    name_ru: 'Шекинская халва',
    description_az: 'Əl ilə hazırlanmış ənənəvi Şəki halvası.',
    description_en: 'Traditional hand-made halva from Shaki.',
    description_ru: 'Традиционная шекинская халва ручной работы.',
    attributes: [
      {
        name: { az: 'Çəki', en: 'Weight', ru: 'Вес' },
        value: { az: '1 kq', en: '1 kg', ru: '1 кг' },
      },
      {
        name: { az: 'Qablaşdırma', en: 'Packaging', ru: 'Упаковка' },
        value: { az: 'Qutu', en: 'Box', ru: 'Коробка' },
      },
    ],
    intent: 'draft',
    ...overrides,
  }
}

/** A product_images row (no files needed for the form's checks). */
export async function addImage(productId: number, isMain = true) {
  const [row] = await db
    .table('product_images')
    .insert({
      product_id: productId,
      position: 0,
      is_main: isMain,
      path_base: `products/test-${randomUUID().slice(0, 8)}`,
      width: 800,
      height: 1000,
    })
    .returning('id')
  return Number(row.id ?? row)
}

/** "Add product" as `seller`: the new draft's id (from the redirect to its editor). */
export async function createDraft(
  client: any,
  seller: User,
  locale: Locale = 'en'
): Promise<number> {
  const response = await client
    .post(url('seller_products.store', locale))
    .withCsrfToken()
    .loginAs(seller)
    .redirects(0)
  response.assertStatus(303)
  const match = String(response.header('location')).match(/\/(\d+)\/edit$/)
  if (!match) throw new Error(`No editor redirect: ${response.header('location')}`)
  return Number(match[1])
}

/** PUT of the product form as JSON (what the editor's Inertia form sends). */
export function saveForm(
  client: any,
  user: User,
  id: number,
  form: Record<string, unknown>,
  locale: Locale = 'en'
) {
  return client
    .put(productPaths(id, locale).edit)
    .json(form)
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

/** Field → first message flashed back to the form. */
export function errorsOf(response: any): Record<string, string> {
  const bag = (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[] | string>
  return Object.fromEntries(
    Object.entries(bag).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages[0] : messages,
    ])
  )
}

/** A product row inserted directly with three translations (for list and lifecycle tests). */
export async function insertProduct(
  companyId: number,
  fields: {
    status?: string
    name?: string
    price_minor?: number
    stock?: number
    barcode?: string | null
    product_code?: string
    updated_at?: Date
    changed_since_approval?: boolean
    rejection_reason?: string | null
  } = {}
): Promise<number> {
  const unique = randomUUID().slice(0, 8)
  const category = await someCategory()
  const [row] = await db
    .table('products')
    .insert({
      company_id: companyId,
      category_id: category,
      product_code: fields.product_code ?? `TST-${unique}`,
      barcode: fields.barcode ?? null,
      price_minor: fields.price_minor ?? 1000,
      effective_price_minor: fields.price_minor ?? 1000,
      stock: fields.stock ?? 10,
      status: fields.status ?? 'draft',
      changed_since_approval: fields.changed_since_approval ?? false,
      rejection_reason: fields.rejection_reason ?? null,
      updated_at: fields.updated_at ?? new Date(),
      first_published_at: fields.status === 'published' ? new Date() : null,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  const name = fields.name ?? `Product ${unique}`
  await db.table('product_translations').multiInsert(
    (['az', 'en', 'ru'] as const).map((locale) => ({
      product_id: id,
      locale,
      name: `${name} ${locale}`,
      slug: `product-${unique}-${locale}`,
      description: `About ${name} (${locale})`,
    }))
  )
  return id
}
