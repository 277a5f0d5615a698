import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { formatMoney, type CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { variantUrl } from '#transformers/image_transformer'
import { absoluteUploadUrl } from '#services/images/upload_url'
import { aznPrice, type DayRate } from '#services/rates/azn_prices'
import { availabilityOf, type Availability } from '#transformers/product_card_transformer'
import type { ExportUnit, Incoterm } from '#shared/export'

/** An amount in minor units (qəpik, cents) with its currency and its text in the request's language. */
export interface ApiMoney {
  amount_minor: number
  currency: CurrencyCode
  formatted: string
}

/** A product's export offer as the API shows it (issue 24): prices in the offer's currency. */
export interface ApiExportOffer {
  currency: CurrencyCode
  unit: ExportUnit
  moq: number
  hs_code: string
  from_price: ApiMoney
  tiers: { min_quantity: number; unit_price: ApiMoney }[]
  incoterms: { code: Incoterm; named_place: string }[]
  origin_country: string
  lead_time_days: number | null
}

/** A product of the public API (components.schemas.Product in openapi.ts). */
export interface ApiProduct {
  id: number
  name: string
  slug: string
  url: string
  image_url: string | null
  category_id: number
  supplier: { id: number; name: string }
  /** AZN a buyer pays per unit, after discount; null without a usable rate (or export only). */
  price: ApiMoney | null
  /** AZN before discount, only with a discount. */
  list_price: ApiMoney | null
  discount_percent: number
  /** The seller's own price (AZN, USD or EUR) before discount. */
  seller_price: ApiMoney
  availability: Availability
  moq: number
  sku: string | null
  gtin: string | null
  export_only: boolean
  export_offer: ApiExportOffer | null
  description?: string
  images?: string[]
}

/** Money in `lang`. */
export function money(minor: number, currency: CurrencyCode, lang: Locale): ApiMoney {
  return { amount_minor: minor, currency, formatted: formatMoney(minor, currency, lang) }
}

/** Absolute URL of an image's 800 px WebP variant (shared/images.ts widths). */
export function imageUrl(base: string | null) {
  return base ? absoluteUploadUrl(variantUrl(base, 800)) : null
}

/** The row columns the product view reads (CARD_COLUMNS plus ids, SKU and barcode). */
export interface ApiProductRow {
  id: number
  name: string
  slug: string
  price_minor: string | number
  currency: CurrencyCode
  discount_percent: number
  moq: number
  stock: number
  is_available: boolean
  company_id: number
  company_name: string
  category_id: number
  product_code: string | null
  barcode: string | null
  image_base: string | null
  sale_mode?: string
}

/** The API product of a row, with the newest CBAR rates (latestRates) and its loaded offer. */
export function toApiProduct(
  row: ApiProductRow,
  lang: Locale,
  rates: Map<string, DayRate>,
  offer: ApiExportOffer | null
): ApiProduct {
  const own = Number(row.price_minor)
  const exportOnly = row.sale_mode === 'export'
  const quote = aznPrice(
    { priceMinor: own, currency: row.currency, discountPercent: row.discount_percent },
    rates.get(row.currency)
  )
  const priced = quote.ok && !exportOnly
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: appUrl + urlTo('product', lang, { slugId: `${row.slug}-${row.id}` }),
    image_url: imageUrl(row.image_base),
    category_id: row.category_id,
    supplier: { id: row.company_id, name: row.company_name },
    price: priced ? money(quote.unitMinor, 'AZN', lang) : null,
    list_price: priced && row.discount_percent > 0 ? money(quote.listMinor, 'AZN', lang) : null,
    discount_percent: row.discount_percent,
    seller_price: money(own, row.currency, lang),
    availability: availabilityOf(row),
    moq: row.moq,
    sku: row.product_code || null,
    gtin: row.barcode || null,
    export_only: exportOnly,
    export_offer: offer,
  }
}

/**
 * The export offers of `productIds` (issue 24 tables), keyed by product id: three queries for a
 * whole page instead of loadExportOffer's three per product.
 */
export async function exportOffersOf(
  productIds: number[],
  lang: Locale
): Promise<Map<number, ApiExportOffer>> {
  const byProduct = new Map<number, ApiExportOffer>()
  if (!productIds.length) return byProduct
  const offers = await db
    .from('export_offers')
    .whereIn('product_id', productIds)
    .select('id', 'product_id', 'currency', 'unit', 'moq', 'hs_code', 'from_price_minor')
    .select('origin_country', 'lead_time_days')
  if (!offers.length) return byProduct
  const offerIds = offers.map((offer) => offer.id)
  const [tiers, incoterms] = await Promise.all([
    db
      .from('export_offer_tiers')
      .whereIn('offer_id', offerIds)
      .orderBy('min_quantity')
      .select('offer_id', 'min_quantity', 'unit_price_minor'),
    db
      .from('export_offer_incoterms')
      .whereIn('offer_id', offerIds)
      .orderByRaw(
        `array_position(ARRAY['EXW','FCA','CPT','CIP','DAP','DPU','DDP','FAS','FOB','CFR','CIF']::text[], incoterm::text)`
      )
      .select('offer_id', 'incoterm', 'named_place'),
  ])
  for (const offer of offers) {
    const currency = offer.currency as CurrencyCode
    byProduct.set(Number(offer.product_id), {
      currency,
      unit: offer.unit,
      moq: offer.moq,
      hs_code: offer.hs_code,
      from_price: money(Number(offer.from_price_minor), currency, lang),
      tiers: tiers
        .filter((tier) => tier.offer_id === offer.id)
        .map((tier) => ({
          min_quantity: tier.min_quantity,
          unit_price: money(Number(tier.unit_price_minor), currency, lang),
        })),
      incoterms: incoterms
        .filter((term) => term.offer_id === offer.id)
        .map((term) => ({ code: term.incoterm, named_place: term.named_place })),
      origin_country: String(offer.origin_country).trim(),
      lead_time_days: offer.lead_time_days ?? null,
    })
  }
  return byProduct
}
