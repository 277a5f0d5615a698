import { applyDiscount, formatMoney, type CurrencyCode } from '#lib/money'
import { pathFor, type Locale } from '#lib/route_table'
import { isServed } from '#lib/served_pages'
import { toQepik, type DayRate } from '#services/rates/exchange_rates'
import { cardImage, type CardImage } from '#transformers/image_transformer'

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
}

export type Availability = 'in_stock' | 'not_in_stock' | 'sold_out'

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
  /** The 480 px variant; the browser derives the srcset (inertia/lib/images.ts). */
  image: CardImage | null
  price: string
  oldPrice: string | null
  discountPercent: number
  dayRate: { currency: string; date: string } | null
  availability: Availability
  isNew: boolean
  companyName: string
  /** Minimum order lot: what "add to cart" on a card puts in the cart (issue 6). */
  moq: number
}

const NEW_FOR_MS = 30 * 24 * 3600 * 1000

/** "New" for 30 days after first publication (DESIGN §4). */
export function isNewProduct(firstPublishedAt: Date | number | string | null) {
  const published =
    typeof firstPublishedAt === 'number' ? firstPublishedAt : firstPublishedAt ? new Date(firstPublishedAt).getTime() : 0
  return published > 0 && Date.now() - published < NEW_FOR_MS
}

/**
 * The price as shown (DESIGN §4 Money): AZN as is; USD/EUR ("at the day's rate") converted at
 * the latest CBAR rate with the rate's date, or in their own currency while no rate is stored.
 * `price` is after discount, `oldPrice` before it (null without discount); formatted for `locale`.
 */
export function displayPrice(
  row: { price_minor: string | number; currency: CurrencyCode; discount_percent: number },
  locale: Locale,
  rates: Map<string, DayRate>
) {
  const minor = Number(row.price_minor)
  const rate = row.currency === 'AZN' ? null : rates.get(row.currency) ?? null
  const currency: CurrencyCode = rate ? 'AZN' : row.currency
  const base = rate ? toQepik(minor, rate) : minor
  return {
    price: formatMoney(applyDiscount(base, row.discount_percent), currency, locale),
    oldPrice: row.discount_percent > 0 ? formatMoney(base, currency, locale) : null,
    originalPrice: rate ? formatMoney(minor, row.currency, locale) : null,
    dayRate: rate ? { currency: rate.currency, date: rate.rateDate } : null,
  }
}

/**
 * Availability rule (DESIGN §4): sold out when stock is 0; not in stock when the producer marks
 * it unavailable or stock is below the minimum lot; in stock otherwise.
 */
export function availabilityOf(row: Pick<ProductCardRow, 'stock' | 'moq' | 'is_available'>): Availability {
  if (row.stock <= 0) return 'sold_out'
  if (!row.is_available || row.stock < row.moq) return 'not_in_stock'
  return 'in_stock'
}

/**
 * Builds a product card. Prices in USD/EUR ("at the day's rate") are converted to AZN with the
 * latest CBAR rate when one is stored; without a rate they are shown in their own currency.
 */
export function toProductCard(row: ProductCardRow, locale: Locale, rates: Map<string, DayRate>): ProductCard {
  const { price, oldPrice, dayRate } = displayPrice(row, locale, rates)
  return {
    id: row.id,
    name: row.name,
    url: isServed('product') ? pathFor('product', locale, `${row.slug}-${row.id}`) : null,
    image: row.image_base ? cardImage(row.image_base, row.image_width ?? 800, row.image_height ?? 1000) : null,
    price,
    oldPrice,
    discountPercent: row.discount_percent,
    dayRate,
    availability: availabilityOf(row),
    isNew: isNewProduct(row.first_published_at),
    companyName: row.company_name,
    moq: row.moq,
  }
}
