import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { LOCALES } from '#lib/route_table'
import { slugify } from '#lib/slugify'
import { invalidate } from '#services/cache/invalidation'
import Product from '#models/product'
import { registryLicenseeTaxId } from '#services/gtin/licensee_check'
import { nextProductStatus, type ProductStatus } from '#state_machines/product_status'
import type { Trilingual } from '#models/product_attribute'
import { decimalText, plainText, type ProductFormInput } from '#validators/product'
import { refreshProductsDerivedData } from './catalog_sync.js'
import { brandIdForName } from './product_brands.js'
import { isProductCodeClash } from './product_code.js'
import { contentFromInput, imageCountOf, loadProductContent } from './product_content.js'
import { companyLocations, districtOf, locationText } from './product_location.js'
import { missingForReview, type MissingField, type ProductContent } from './review_requirements.js'

/** A field-level refusal: the form field and a message key under `products.` (with its data). */
export interface FieldProblem {
  field: string
  key: string
}

/**
 * The seller changed the stock field, but orders (or another save) changed the live stock since
 * the editor was loaded: the typed stock was not applied. `live` is the stock kept, `typed` what
 * the form asked for (an empty field counts as 0).
 */
export interface StockConflict {
  live: number
  typed: number
}

/**
 * Outcome of a save; `missing` lists what a requested submission still lacks (the draft was
 * saved); `stockConflict` is set when everything but the stock was saved (see SaveProduct).
 */
export type SaveProductResult =
  | {
      saved: true
      status: ProductStatus
      submitted: boolean
      queued: boolean
      missing: MissingField[]
      stockConflict: StockConflict | null
    }
  | { saved: false; problems: FieldProblem[] }

/**
 * What a save does with the stock (issue #22, defect 3), decided on the live stock read under
 * the product's row lock — checkout takes stock with an UPDATE on the same row, so no order can
 * slip in between this decision and the commit (a compare-and-set on `loaded`):
 * - no `loaded` (a client that does not send the stock it showed): the typed stock is applied;
 * - the field was left as loaded: the live stock stays (units sold meanwhile are not given back);
 * - the field was changed and the live stock is still the loaded one, or already the typed one:
 *   the typed stock is applied;
 * - the field was changed and the live stock moved meanwhile: the live stock stays and the
 *   conflict is reported — the seller decides again, seeing the live value.
 */
export function planStock(
  live: number,
  typed: number | null,
  loaded: number | null
): { write: number | null; conflict: StockConflict | null } {
  const wanted = typed ?? 0
  if (loaded === null) return { write: wanted, conflict: null }
  if (typed === loaded) return { write: null, conflict: null }
  if (live === loaded || live === wanted) return { write: wanted, conflict: null }
  return { write: null, conflict: { live, typed: wanted } }
}

/** Content a published product may change without a new review: price, stock and availability (DESIGN §4). */
type ReviewedContent = Omit<
  ProductContent,
  | 'priceMinor'
  | 'currency'
  | 'discountPercent'
  | 'moq'
  | 'stock'
  | 'isAvailable'
  | 'domesticShipping'
  | 'productCode'
  | 'brandName'
>

/** Texts compared as the form would store them (seeded or older rows may differ only in spacing). */
function same(text: string): string
function same(text: string | null): string | null
function same(text: string | null) {
  return text === null ? null : plainText(text)
}

const sameAll = (values: Trilingual): Trilingual => ({
  az: same(values.az),
  en: same(values.en),
  ru: same(values.ru),
})

/** The part of the content an admin reviewed, in a comparable form. */
function reviewedPart(content: ProductContent, brandId: number | null): string {
  const part: ReviewedContent = {
    categoryId: content.categoryId,
    brandId,
    model: same(content.model),
    barcode: content.barcode,
    names: sameAll(content.names),
    descriptions: sameAll(content.descriptions),
    keywords: sameAll(content.keywords),
    weightGrams: content.weightGrams,
    width: content.width,
    length: content.length,
    height: content.height,
    sizeUnit: content.sizeUnit,
    locationAddressId: content.locationAddressId,
    attributes: content.attributes.map((row) => ({
      name: sameAll(row.name),
      value: sameAll(row.value),
    })),
  }
  return JSON.stringify(part)
}

/** Statuses in which the product must stay complete (it is live or waiting for an admin). */
const KEEP_COMPLETE: ReadonlySet<ProductStatus> = new Set(['published', 'in_review'])

/**
 * Saves the product form (issue 5) for `product` of the seller's company, in one transaction.
 *
 * - Any status accepts incomplete data as a draft, except published and in-review products,
 *   which must stay complete (SPEC §5 requirements, app/actions/products/review_requirements.ts).
 * - `intent: 'submit'` on a draft or rejected product saves, then submits when complete
 *   (status in_review, submitted_at now, the old rejection reason cleared); when something is
 *   missing the draft is kept and `missing` names it.
 * - A published product stays published: price/stock/availability apply at once; changes to
 *   texts, attributes, category, brand, barcode, model, weight, size or location set
 *   changed_since_approval and submitted_at (it re-enters the review queue, DESIGN §4).
 * - A typed brand name reuses or creates a brand (product_brands.ts); an empty product code
 *   keeps the current one; the location must be a pick-up/warehouse address of the company.
 * - The GTIN licensee's tax ID is asked from the registry when the barcode changes (never
 *   taken from the browser). Catalog derived data is refreshed; published pages are forgotten.
 * - Stock is conflict-safe (planStock, with `stock_loaded`): a stale editor never overwrites
 *   units sold since it was loaded. When the seller changed the stock and it moved meanwhile,
 *   everything else is saved and `stockConflict` reports the live stock, which stays — the other
 *   edits are kept (nothing typed is lost) and only the one value that needs a new decision
 *   waits for it.
 */
export default class SaveProduct {
  async handle(product: Product, input: ProductFormInput): Promise<SaveProductResult> {
    const content = contentFromInput(input)
    const barcodeChanged = content.barcode !== product.barcode
    const licenseeTaxId =
      barcodeChanged && content.barcode
        ? await registryLicenseeTaxId(content.barcode).catch(() => null)
        : null

    let result: SaveProductResult
    try {
      result = await db.transaction((trx) =>
        this.save(
          trx,
          product.id,
          content,
          input.stock_loaded ?? null,
          input.intent ?? 'draft',
          barcodeChanged,
          licenseeTaxId
        )
      )
    } catch (error) {
      if (isProductCodeClash(error))
        return {
          saved: false,
          problems: [{ field: 'product_code', key: 'errors.product_code_taken' }],
        }
      throw error
    }
    if (result.saved && (result.status === 'published' || product.status === 'published'))
      invalidate('pages')
    return result
  }

  private async save(
    trx: TransactionClientContract,
    productId: number,
    typed: ProductContent,
    stockLoaded: number | null,
    intent: 'draft' | 'submit',
    barcodeChanged: boolean,
    licenseeTaxId: string | null
  ): Promise<SaveProductResult> {
    const locked = await Product.query({ client: trx })
      .where('id', productId)
      .forUpdate()
      .firstOrFail()
    const stock = planStock(locked.stock, typed.stock, stockLoaded)
    /** The content as it will be stored: a stock that is not written is the live one. */
    const content: ProductContent = stock.write === null ? { ...typed, stock: locked.stock } : typed
    const problems: FieldProblem[] = []

    const locations = content.locationAddressId ? await companyLocations(trx, locked.companyId) : []
    const location = locations.find((row) => row.id === content.locationAddressId) ?? null
    if (content.locationAddressId && !location)
      problems.push({ field: 'location_address_id', key: 'errors.address_not_yours' })
    if (content.productCode && content.productCode !== locked.productCode) {
      const taken = await trx
        .from('products')
        .where('product_code', content.productCode)
        .whereNot('id', locked.id)
        .first()
      if (taken) problems.push({ field: 'product_code', key: 'errors.product_code_taken' })
    }
    if (problems.length > 0) return { saved: false, problems }

    const images = await imageCountOf(locked.id, trx)
    const missing = missingForReview(content, images, locked.saleMode)
    if (KEEP_COMPLETE.has(locked.status) && missing.length > 0) {
      return {
        saved: false,
        problems: missing.map((item) => ({ field: item.field, key: `required.${item.message}` })),
      }
    }

    const before =
      locked.status === 'published'
        ? reviewedPart(await loadProductContent(locked, trx), locked.brandId)
        : null
    const brandId =
      content.brandId ??
      (content.brandName ? await brandIdForName(trx, locked.companyId, content.brandName) : null)
    const company = await trx
      .from('companies')
      .where('id', locked.companyId)
      .select('district_id')
      .first()
    const now = DateTime.now()

    locked.merge({
      categoryId: content.categoryId,
      brandId,
      model: content.model,
      barcode: content.barcode,
      productCode: content.productCode ?? locked.productCode,
      priceMinor: content.priceMinor ?? 0,
      currency: content.currency,
      discountPercent: content.discountPercent,
      moq: content.moq ?? 1,
      ...(stock.write === null ? {} : { stock: stock.write }),
      isAvailable: content.isAvailable,
      weightGrams: content.weightGrams ?? 0,
      width: content.width === null ? null : decimalText(content.width, 2),
      length: content.length === null ? null : decimalText(content.length, 2),
      height: content.height === null ? null : decimalText(content.height, 2),
      sizeUnit: content.sizeUnit ?? 'cm',
      domesticShipping: content.domesticShipping,
      locationAddressId: location?.id ?? null,
      locationAddress: location ? locationText(location) : null,
      locationDistrictId: location
        ? await districtOf(trx, location, company?.district_id ?? null)
        : (company?.district_id ?? null),
      updatedAt: now,
    })
    if (barcodeChanged) locked.gtinLicenseeTaxId = licenseeTaxId
    await this.writeTexts(trx, locked.id, content)

    let queued = false
    if (before !== null && before !== reviewedPart(content, brandId)) {
      locked.merge({ changedSinceApproval: true, submittedAt: now })
      queued = true
    }
    const submit =
      intent === 'submit' &&
      (locked.status === 'draft' || locked.status === 'rejected') &&
      missing.length === 0
    if (submit) {
      locked.merge({
        status: nextProductStatus(locked.status, 'submit'),
        submittedAt: now,
        rejectionReason: null,
      })
    }
    await locked.save()
    await refreshProductsDerivedData(trx, [locked.id])
    return {
      saved: true,
      status: locked.status,
      submitted: submit,
      queued,
      missing: intent === 'submit' && !submit ? missing : [],
      stockConflict: stock.conflict,
    }
  }

  /** Translations (a language with nothing typed has no row) and the attribute rows in order. */
  private async writeTexts(
    trx: TransactionClientContract,
    productId: number,
    content: ProductContent
  ) {
    for (const locale of LOCALES) {
      const name = content.names[locale]
      const description = content.descriptions[locale]
      const keywords = content.keywords[locale]
      if (!name && !description && !keywords) {
        await trx.from('product_translations').where({ product_id: productId, locale }).delete()
        continue
      }
      await trx
        .table('product_translations')
        .insert({
          product_id: productId,
          locale,
          name,
          slug: slugify(name) || 'product',
          description,
          keywords,
        })
        .onConflict(['product_id', 'locale'])
        .merge(['name', 'slug', 'description', 'keywords'])
    }
    await trx.from('product_attributes').where('product_id', productId).delete()
    if (content.attributes.length > 0) {
      await trx.table('product_attributes').multiInsert(
        content.attributes.map((row, position) => ({
          product_id: productId,
          position,
          name: JSON.stringify(row.name),
          value: JSON.stringify(row.value),
        }))
      )
    }
  }
}
