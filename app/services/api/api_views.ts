import { appUrl } from '#config/app'
import { formatMoney, type CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { preparedRawRows } from '#services/database/prepared'
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

/**
 * The API product of a row, with the newest CBAR rates (latestRates) and its loaded offer.
 * `today` (Baku, 'YYYY-MM-DD'; default: now) decides whether a rate is still usable: a list
 * passes one date for its page instead of working it out per product in the Baku time zone.
 */
export function toApiProduct(
  row: ApiProductRow,
  lang: Locale,
  rates: Map<string, DayRate>,
  offer: ApiExportOffer | null,
  today?: string
): ApiProduct {
  const own = Number(row.price_minor)
  const exportOnly = row.sale_mode === 'export'
  const quote = aznPrice(
    { priceMinor: own, currency: row.currency, discountPercent: row.discount_percent },
    rates.get(row.currency),
    today
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

/** Incoterms 2020 in the ICC's order (any mode of transport, then sea and inland waterway). */
const INCOTERM_ORDER = `ARRAY['EXW','FCA','CPT','CIP','DAP','DPU','DDP','FAS','FOB','CFR','CIF']::text[]`

/**
 * SQL columns of the export offer `alias` (an `export_offers` row, or NULLs when a LEFT JOIN
 * found none) beyond the card's currency, unit, MOQ and "from" price (CARD_COLUMNS): HS code,
 * origin, lead time, and the tiers (ascending minimum quantity) and Incoterms (ICC order)
 * aggregated as JSON arrays. The aggregates run only for a row that has an offer (CASE), so a
 * product list reads its offers in its own statement at no cost for the products without one.
 */
export function exportDetailColumns(alias: string) {
  return `${alias}.hs_code AS export_hs_code, ${alias}.origin_country AS export_origin_country,
    ${alias}.lead_time_days AS export_lead_time_days,
    CASE WHEN ${alias}.id IS NOT NULL THEN COALESCE((SELECT json_agg(json_build_array(t.min_quantity,
        t.unit_price_minor) ORDER BY t.min_quantity)
      FROM export_offer_tiers t WHERE t.offer_id = ${alias}.id), '[]') END AS export_tiers,
    CASE WHEN ${alias}.id IS NOT NULL THEN COALESCE((SELECT json_agg(json_build_array(i.incoterm, i.named_place)
        ORDER BY array_position(${INCOTERM_ORDER}, i.incoterm::text))
      FROM export_offer_incoterms i WHERE i.offer_id = ${alias}.id), '[]') END AS export_incoterms`
}

/** The export offers of the given products, with the columns a card row has and exportDetailColumns. */
const EXPORT_OFFERS_OF = `SELECT o.product_id, o.currency AS export_currency, o.unit AS export_unit,
    o.moq AS export_moq, o.from_price_minor AS export_from_minor, ${exportDetailColumns('o')}
  FROM export_offers o WHERE o.product_id = ANY(?::int[])`

/** A row's export offer columns (CARD_COLUMNS' and exportDetailColumns'): all null without an offer. */
export interface ExportOfferColumns {
  export_currency: string | null
  export_unit: ExportUnit | null
  export_moq: number | null
  export_from_minor: string | number | null
  export_hs_code: string | null
  export_origin_country: string | null
  export_lead_time_days: number | null
  /** [min_quantity, unit_price_minor] pairs. */
  export_tiers: [number, number | string][] | null
  /** [incoterm, named_place] pairs. */
  export_incoterms: [Incoterm, string][] | null
}

/**
 * The export offer of a row as the API shows it (amounts in minor units become money in
 * `lang`, in the offer's currency), or null when the row has none.
 */
export function exportOfferOf(row: ExportOfferColumns, lang: Locale): ApiExportOffer | null {
  if (row.export_currency === null) return null
  const currency = row.export_currency as CurrencyCode
  return {
    currency,
    unit: row.export_unit!,
    moq: row.export_moq!,
    hs_code: row.export_hs_code!,
    from_price: money(Number(row.export_from_minor), currency, lang),
    tiers: (row.export_tiers ?? []).map(([minQuantity, unitPriceMinor]) => ({
      min_quantity: minQuantity,
      unit_price: money(Number(unitPriceMinor), currency, lang),
    })),
    incoterms: (row.export_incoterms ?? []).map(([code, namedPlace]) => ({
      code,
      named_place: namedPlace,
    })),
    origin_country: String(row.export_origin_country).trim(),
    lead_time_days: row.export_lead_time_days ?? null,
  }
}

/**
 * The export offers of `productIds` (issue 24 tables) as the API shows them, keyed by product
 * id: one statement for any number of products.
 */
export async function exportOffersOf(
  productIds: number[],
  lang: Locale
): Promise<Map<number, ApiExportOffer>> {
  const byProduct = new Map<number, ApiExportOffer>()
  if (!productIds.length) return byProduct
  const offers = await preparedRawRows<ExportOfferColumns & { product_id: number }>(
    EXPORT_OFFERS_OF,
    [productIds],
    'generic'
  )
  for (const offer of offers) byProduct.set(Number(offer.product_id), exportOfferOf(offer, lang)!)
  return byProduct
}
