import { appUrl } from '#config/app'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import type { ExportOfferRecord } from '#services/export/export_offers'
import type { ProductPageView } from '#transformers/product_page_transformer'
import type { ExportUnit } from '#shared/export'
import type { JsonLd } from '#shared/json_ld'

/**
 * schema.org JSON-LD documents built on the server for the public pages (issue 25, "Found from
 * abroad"): Product (product page), Organization (supplier page), BreadcrumbList (category and
 * product pages) and WebSite with a SearchAction (home). Every URL in them is absolute (APP_URL);
 * amounts are decimal strings of the major unit ("12.50"), as schema.org's `price` expects.
 * Pages render them with inertia/components/seo/json_ld.tsx (escaped by #shared/json_ld).
 */

const CONTEXT = 'https://schema.org'

/** The site's name in WebSite (a brand: the same in az, en and ru). */
export const SITE_NAME = 'Karvan'

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  not_in_stock: 'https://schema.org/OutOfStock',
  sold_out: 'https://schema.org/SoldOut',
} as const

/**
 * UN/CEFACT common codes (UN/ECE Recommendation 20, with the Recommendation 21 package codes in
 * their Rec 20 form "X" + code, as EN 16931 and PEPPOL use them) of the export units of sale:
 * H87 piece, KGM kilogram, TNE tonne, LTR litre, XCT carton, XPX pallet, 20 and 21 twenty- and
 * forty-foot containers.
 */
export const UNIT_CODES: Record<ExportUnit, string> = {
  piece: 'H87',
  kg: 'KGM',
  tonne: 'TNE',
  litre: 'LTR',
  carton: 'XCT',
  pallet: 'XPX',
  container_20: '20',
  container_40: '21',
}

/** `path` (from urlTo) as an absolute URL on APP_URL; absolute URLs are kept. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${appUrl}${path}`
}

/** Minor units (2 decimals: qəpik, cent) as schema.org's decimal price string: 1250 → "12.50". */
export function decimalPrice(minor: number): string {
  return (minor / 100).toFixed(2)
}

/**
 * The schema.org GTIN property named by the code's length (GTIN-8/12/13/14), or null for a
 * code of another length or with non-digits (then only `sku` identifies the product).
 */
export function gtinProperty(barcode: string | null | undefined): Record<string, string> {
  const code = barcode?.trim() ?? ''
  if (!/^\d+$/.test(code)) return {}
  const name = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' }[code.length]
  return name ? { [name]: code } : {}
}

/** BreadcrumbList of `items` (name + path, in page order; the last is the page itself). */
export function breadcrumbJsonLd(items: { name: string; href: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    'itemListElement': items.map((item, index) => ({
      '@type': 'ListItem',
      'position': index + 1,
      'name': item.name,
      'item': absoluteUrl(item.href),
    })),
  }
}

/** The export offer's tiers as one Offer each (USD/EUR), with the minimum quantity and unit. */
function exportOffers(offer: ExportOfferRecord, url: string, seller: JsonLd): JsonLd[] {
  const unitCode = UNIT_CODES[offer.unit]
  return offer.tiers.map((tier) => ({
    '@type': 'Offer',
    url,
    'priceCurrency': offer.currency,
    'price': decimalPrice(tier.unitPriceMinor),
    'eligibleQuantity': { '@type': 'QuantitativeValue', 'minValue': tier.minQuantity, unitCode },
    'priceSpecification': {
      '@type': 'UnitPriceSpecification',
      'price': decimalPrice(tier.unitPriceMinor),
      'priceCurrency': offer.currency,
      'referenceQuantity': { '@type': 'QuantitativeValue', 'value': 1, unitCode },
      'eligibleQuantity': { '@type': 'QuantitativeValue', 'minValue': tier.minQuantity, unitCode },
    },
    'itemCondition': 'https://schema.org/NewCondition',
    'seller': seller,
  }))
}

/**
 * schema.org Product of a product page: localized name, description (≤ 5,000 characters),
 * images, `sku`, the GTIN by its length, brand, category (the deepest category's name),
 * `countryOfOrigin` (the export offer's origin, else AZ) and `offers`:
 * - the AZN retail Offer (price buyers pay, after discount; availability; seller) when the
 *   product sells in Azerbaijan (not export-only) and has an AZN price now;
 * - with an export offer, an AggregateOffer (lowest and highest tier price in its currency)
 *   holding one Offer per tier with `eligibleQuantity` (minimum, UN/CEFACT unit code) and a
 *   UnitPriceSpecification.
 * `offers` is left out when neither applies. `row` is the publishedProduct row.
 */
export function productJsonLd(
  product: ProductPageView,
  row: Record<string, any>,
  options: { url: string; category: string | null; exportOffer: ExportOfferRecord | null }
): JsonLd {
  const { url, category, exportOffer } = options
  const seller: JsonLd = {
    '@type': 'Organization',
    'name': product.seller.name,
    ...(product.seller.href ? { url: absoluteUrl(product.seller.href) } : {}),
  }
  const offers: JsonLd[] = []
  if (product.unitMinor !== null && !product.exportOnly)
    offers.push({
      '@type': 'Offer',
      url,
      'priceCurrency': 'AZN',
      'price': decimalPrice(product.unitMinor),
      'availability': AVAILABILITY[product.availability],
      'itemCondition': 'https://schema.org/NewCondition',
      seller,
    })
  if (exportOffer && exportOffer.tiers.length > 0) {
    const prices = exportOffer.tiers.map((tier) => tier.unitPriceMinor)
    offers.push({
      '@type': 'AggregateOffer',
      'priceCurrency': exportOffer.currency,
      'lowPrice': decimalPrice(Math.min(...prices)),
      'highPrice': decimalPrice(Math.max(...prices)),
      'offerCount': exportOffer.tiers.length,
      'offers': exportOffers(exportOffer, url, seller),
    })
  }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    'name': product.name,
    'description': product.description.slice(0, 5000),
    'image': product.images.map((image) => absoluteUrl(image.src)),
    'sku': row.product_code,
    ...gtinProperty(row.barcode),
    ...(row.brand_name ? { brand: { '@type': 'Brand', 'name': row.brand_name } } : {}),
    ...(category ? { category } : {}),
    // ISO 3166-1 alpha-2, as Google's product snippets take it.
    'countryOfOrigin': exportOffer?.originCountry || 'AZ',
    url,
    ...(offers.length === 0 ? {} : { offers: offers.length === 1 ? offers[0] : offers }),
  }
}

/** What the supplier page's Organization is built from (SupplierProfileRow and its page). */
export interface OrganizationSource {
  name: string
  taxId: string
  legalAddress: string | null
  district: string | null
  region: string | null
  /** Absolute or app path of the logo image; null without a logo. */
  logo: string | null
  website: string | null
  description: string | null
  foundedYear: number | null
  /** The supplier page's path. */
  path: string
}

/**
 * schema.org Organization of a supplier page: legal name, VÖEN as `taxID`, PostalAddress in
 * Azerbaijan (street = the legal address, locality = district, region = economic region), logo,
 * page URL, website as `sameAs`. No telephone: the page reveals it on request only.
 */
export function organizationJsonLd(source: OrganizationSource): JsonLd {
  const address = {
    '@type': 'PostalAddress',
    ...(source.legalAddress ? { streetAddress: source.legalAddress } : {}),
    ...(source.district ? { addressLocality: source.district } : {}),
    ...(source.region ? { addressRegion: source.region } : {}),
    'addressCountry': 'AZ',
  }
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    'name': source.name,
    'legalName': source.name,
    'taxID': source.taxId,
    'url': absoluteUrl(source.path),
    address,
    ...(source.logo ? { logo: absoluteUrl(source.logo) } : {}),
    ...(source.website ? { sameAs: [source.website] } : {}),
    ...(source.description ? { description: source.description.slice(0, 5000) } : {}),
    ...(source.foundedYear ? { foundingDate: String(source.foundedYear) } : {}),
  }
}

/** Placeholder of the SearchAction's URL template (schema.org `query-input` names it). */
const SEARCH_TERM = 'search_term_string'

/**
 * schema.org WebSite of the home page in `locale`, with a SearchAction whose target is the
 * search page's URL template (`…/en/search-product?q={search_term_string}`).
 */
export function webSiteJsonLd(locale: Locale, name: string): JsonLd {
  const marker = 'KARVANSEARCHTERM'
  const search = absoluteUrl(urlTo('search', locale, undefined, { qs: { q: marker } }))
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    'url': absoluteUrl(urlTo('home', locale)),
    'inLanguage': locale,
    'potentialAction': {
      '@type': 'SearchAction',
      'target': {
        '@type': 'EntryPoint',
        'urlTemplate': search.replace(marker, `{${SEARCH_TERM}}`),
      },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  }
}
