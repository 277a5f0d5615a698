import { applyDiscount, formatMoney, type CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import { aznPrice, type DayRate, type RateProblem } from '#services/rates/azn_prices'
import { cardImage, type CardImage } from '#transformers/image_transformer'
import type { ExportCurrency, ExportUnit, SaleMode } from '#shared/export'

/** Row shape read by catalog queries for a product card. */
export interface ProductCardRow {
  id: number
  name: string
  slug: string
  price_minor: string | number
  currency: CurrencyCode
  discount_percent: number
  moq: number
  stock: number
  is_available: boolean
  /** A Date, or epoch milliseconds (CARD_COLUMNS reads it so: no date parsing per row). */
  first_published_at: Date | number | string | null
  company_name: string
  image_base: string | null
  image_width: number | null
  image_height: number | null
  /** Issue 24 (CARD_COLUMNS); absent from rows read by other queries (then: domestic, no offer). */
  sale_mode?: SaleMode
  export_from_minor?: string | number | null
  export_currency?: ExportCurrency | null
  export_unit?: ExportUnit | null
  export_moq?: number | null
  /** Issue 25 (CARD_COLUMNS): 'YYYY-MM' while the seller counts as verified; absent/null otherwise. */
  verified_month?: string | null
}

export type Availability = 'in_stock' | 'not_in_stock' | 'sold_out'

/** Why a product has no AZN price now (the browser words it: ui.product.no_rate / stale_rate). */
export type { RateProblem }

/**
 * What the browser sees of a product in lists and cards. Prices are formatted for the locale.
 * The card derives what it can from these (inertia/components/catalog/product_card.tsx): the
 * quick-look URL from `url` and `id`, the availability label from the message bundle.
 */
export type ProductCard = {
  id: number
  name: string
  /** The product page, when product pages are served (and with them the quick look). */
  url: string | null
  /** The 480 px variant; the browser derives the srcset (inertia/components/catalog/product_picture.tsx). */
  image: CardImage | null
  /** AZN after discount (what a buyer pays); null when there is no AZN price now (`rateProblem`). */
  price: string | null
  /** AZN before discount, only with a discount. */
  oldPrice: string | null
  /** The seller's own amount after discount ("36,00 €"), shown after the AZN price as "≈ …"; null for AZN prices. */
  ownPrice: string | null
  discountPercent: number
  /** The CBAR rate the AZN price was converted at (its bulletin date, 'YYYY-MM-DD'). */
  dayRate: { currency: string; date: string } | null
  /** Why there is no AZN price (the browser words it: ui.product.no_rate / stale_rate); the product cannot be bought then. */
  rateProblem: RateProblem | null
  availability: Availability
  isNew: boolean
  companyName: string
  /** Minimum order lot: what "add to cart" on a card puts in the cart (issue 6). */
  moq: number
  /** Sold for export only (issue 24): no price in AZN and no "add to cart" on the card. */
  exportOnly: boolean
  /**
   * The export offer's line ("from $22.80 / carton, MOQ 100"): the lowest tier price in the
   * offer's currency, formatted for the locale, the unit of sale (a key of export.units) and
   * the export MOQ; null without an offer.
   */
  exportOffer: { from: string; unit: ExportUnit; moq: number } | null
  /** The seller is verified by mobile signature (issue 25): the month, 'YYYY-MM'; null otherwise. */
  verifiedMonth: string | null
}

const NEW_FOR_MS = 30 * 24 * 3600 * 1000

/** "New" for 30 days after first publication (DESIGN §4). */
export function isNewProduct(firstPublishedAt: Date | number | string | null) {
  const published =
    typeof firstPublishedAt === 'number'
      ? firstPublishedAt
      : firstPublishedAt
        ? new Date(firstPublishedAt).getTime()
        : 0
  return published > 0 && Date.now() - published < NEW_FOR_MS
}

/** A product's price as shown, formatted for the page language (displayPrice). */
export interface DisplayPrice {
  price: string | null
  oldPrice: string | null
  ownPrice: string | null
  dayRate: { currency: string; date: string } | null
  rateProblem: RateProblem | null
  /** The AZN unit price in qəpik (after discount); null without one. */
  unitMinor: number | null
}

/**
 * The price as shown (DESIGN §4 Money; docs/money.md): always the AZN amount a buyer pays
 * (azn_prices.aznPrice: USD/EUR converted once at the newest stored CBAR rate, with that rate's
 * date), then for foreign prices the seller's own amount as a secondary figure. Without a usable
 * rate there is no price at all — never the foreign figure in the AZN slot — and `rateProblem`
 * says why. `price` is after discount, `oldPrice` before it (null without discount). `rates`:
 * the newest stored rate per currency (latestRates); `today`: Baku's date (tests).
 */
export function displayPrice(
  row: { price_minor: string | number; currency: CurrencyCode; discount_percent: number },
  locale: Locale,
  rates: Map<string, DayRate>,
  today?: string
): DisplayPrice {
  const minor = Number(row.price_minor)
  const foreign = row.currency !== 'AZN'
  const quote = aznPrice(
    { priceMinor: minor, currency: row.currency, discountPercent: row.discount_percent },
    rates.get(row.currency),
    today
  )
  if (!quote.ok)
    return {
      price: null,
      oldPrice: null,
      ownPrice: null,
      dayRate: null,
      rateProblem: quote.problem,
      unitMinor: null,
    }
  return {
    price: formatMoney(quote.unitMinor, 'AZN', locale),
    oldPrice: row.discount_percent > 0 ? formatMoney(quote.listMinor, 'AZN', locale) : null,
    ownPrice: foreign
      ? formatMoney(applyDiscount(minor, row.discount_percent), row.currency, locale)
      : null,
    dayRate: quote.rate ? { currency: quote.rate.currency, date: quote.rate.rateDate } : null,
    rateProblem: null,
    unitMinor: quote.unitMinor,
  }
}

/**
 * Availability rule (DESIGN §4): sold out when stock is 0; not in stock when the producer marks
 * it unavailable or stock is below the minimum lot; in stock otherwise.
 */
export function availabilityOf(
  row: Pick<ProductCardRow, 'stock' | 'moq' | 'is_available'>
): Availability {
  if (row.stock <= 0) return 'sold_out'
  if (!row.is_available || row.stock < row.moq) return 'not_in_stock'
  return 'in_stock'
}

/**
 * Builds a product card. Prices in USD/EUR ("at the day's rate") are shown in AZN at the newest
 * CBAR rate with the seller's amount after it; without a usable rate, with no price and the
 * reason (displayPrice).
 */
export function toProductCard(
  row: ProductCardRow,
  locale: Locale,
  rates: Map<string, DayRate>
): ProductCard {
  const { price, oldPrice, ownPrice, dayRate, rateProblem } = displayPrice(row, locale, rates)
  return {
    id: row.id,
    name: row.name,
    url: isServed('product') ? urlTo('product', locale, { slugId: `${row.slug}-${row.id}` }) : null,
    image: row.image_base
      ? cardImage(row.image_base, row.image_width ?? 800, row.image_height ?? 1000)
      : null,
    price,
    oldPrice,
    ownPrice,
    discountPercent: row.discount_percent,
    dayRate,
    rateProblem,
    availability: availabilityOf(row),
    isNew: isNewProduct(row.first_published_at),
    companyName: row.company_name,
    moq: row.moq,
    exportOnly: row.sale_mode === 'export',
    exportOffer:
      row.sale_mode &&
      row.sale_mode !== 'domestic' &&
      row.export_from_minor !== null &&
      row.export_from_minor !== undefined
        ? {
            from: formatMoney(Number(row.export_from_minor), row.export_currency!, locale),
            unit: row.export_unit!,
            moq: row.export_moq!,
          }
        : null,
    verifiedMonth: row.verified_month ?? null,
  }
}
