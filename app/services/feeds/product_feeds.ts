import { appUrl } from '#config/app'
import type { CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { variantUrl } from '#transformers/image_transformer'
import { absoluteUploadUrl } from '#services/images/upload_url'
import type { DayRate } from '#services/rates/azn_prices'
import { availabilityOf } from '#transformers/product_card_transformer'
import {
  aznPricesOf,
  categoryLabels,
  feedPrice,
  feedRows,
  fromQepik,
  type FeedRow,
} from '#services/feeds/feed_rows'

/** Products written per chunk of the response stream. */
const CHUNK_ITEMS = 100

/** Text for XML element content. */
function xml(text: unknown) {
  return String(text)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

const imageLink = (base: string) => absoluteUploadUrl(variantUrl(base, 800))
const productLink = (row: FeedRow, lang: Locale) =>
  appUrl + urlTo('product', lang, { slugId: `${row.slug}-${row.id}` })

/** What both feeds say of a row: prices in `currency`, availability, brand, images; null to leave it out. */
function itemOf(row: FeedRow, currency: CurrencyCode, rates: Map<string, DayRate>) {
  const azn = aznPricesOf(row, rates)
  if (!azn) return null
  const list = fromQepik(azn.list, currency, rates)
  const sale = fromQepik(azn.sale, currency, rates)
  if (list === null || sale === null) return null
  return {
    price: feedPrice(list, currency),
    salePrice: row.discount_percent > 0 && sale < list ? feedPrice(sale, currency) : null,
    inStock: availabilityOf(row) === 'in_stock',
    brand: row.brand_name || row.company_name,
    images: row.images ?? [],
  }
}

/**
 * The Google Merchant Center feed (RSS 2.0 with the g: namespace) of `lang` with prices in
 * `currency`, as chunks of text: products are read page by page (feedRows) and written as they
 * come. AZN prices are the catalog's; USD/EUR prices are those AZN amounts converted at the
 * newest CBAR rate (fromQepik). Products without a usable price or an image are left out.
 */
export async function* googleFeed(
  lang: Locale,
  currency: CurrencyCode,
  rates: Map<string, DayRate>,
  title: string
): AsyncGenerator<string> {
  const labels = await categoryLabels(lang)
  yield `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${xml(title)}</title>
<link>${xml(appUrl + urlTo('home', lang))}</link>
<description>${xml(title)}</description>
`
  let chunk = ''
  let count = 0
  for await (const row of feedRows(lang)) {
    const item = itemOf(row, currency, rates)
    // Merchant Center rejects items without an image: they are left out, not sent to fail.
    if (!item || !item.images[0]) continue
    const label = labels.get(row.category_id)
    const lines = [
      `<g:id>${row.id}</g:id>`,
      `<title>${xml(row.name.slice(0, 150))}</title>`,
      `<description>${xml((row.description || row.name).slice(0, 5000))}</description>`,
      `<link>${xml(productLink(row, lang))}</link>`,
      `<g:image_link>${xml(imageLink(item.images[0]))}</g:image_link>`,
      ...item.images
        .slice(1, 11)
        .map(
          (base) => `<g:additional_image_link>${xml(imageLink(base))}</g:additional_image_link>`
        ),
      `<g:availability>${item.inStock ? 'in_stock' : 'out_of_stock'}</g:availability>`,
      `<g:price>${item.price}</g:price>`,
      ...(item.salePrice ? [`<g:sale_price>${item.salePrice}</g:sale_price>`] : []),
      `<g:brand>${xml(item.brand)}</g:brand>`,
      ...(row.barcode ? [`<g:gtin>${xml(row.barcode)}</g:gtin>`] : []),
      ...(row.product_code ? [`<g:mpn>${xml(row.product_code)}</g:mpn>`] : []),
      ...(row.barcode ? [] : ['<g:identifier_exists>no</g:identifier_exists>']),
      '<g:condition>new</g:condition>',
      ...(label?.google
        ? [`<g:google_product_category>${xml(label.google)}</g:google_product_category>`]
        : []),
      ...(label ? [`<g:product_type>${xml(label.breadcrumb)}</g:product_type>`] : []),
      ...(row.weight_grams ? [`<g:shipping_weight>${row.weight_grams} g</g:shipping_weight>`] : []),
    ]
    chunk += `<item>\n${lines.join('\n')}\n</item>\n`
    if (++count % CHUNK_ITEMS === 0) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}</channel>\n</rss>\n`
}

/** Columns of the Meta (Facebook/Instagram) commerce catalog CSV, in this order. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'additional_image_link',
  'google_product_category',
  'product_type',
  'gtin',
  'mpn',
] as const

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
function csv(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** The Meta commerce catalog CSV of `lang` (AZN prices), streamed as feedRows reads. */
export async function* metaFeed(lang: Locale, rates: Map<string, DayRate>): AsyncGenerator<string> {
  const labels = await categoryLabels(lang)
  let chunk = `${META_COLUMNS.join(',')}\n`
  let count = 0
  for await (const row of feedRows(lang)) {
    const item = itemOf(row, 'AZN', rates)
    if (!item) continue
    const label = labels.get(row.category_id)
    const values: Record<(typeof META_COLUMNS)[number], string> = {
      id: String(row.id),
      title: row.name.slice(0, 200),
      description: (row.description || row.name).replace(/\r?\n/g, ' ').slice(0, 9999),
      availability: item.inStock ? 'in stock' : 'out of stock',
      condition: 'new',
      price: item.price,
      link: productLink(row, lang),
      image_link: item.images[0] ? imageLink(item.images[0]) : '',
      brand: item.brand,
      sale_price: item.salePrice ?? '',
      additional_image_link: item.images.slice(1, 11).map(imageLink).join(','),
      google_product_category: label?.google ?? '',
      product_type: label?.breadcrumb ?? '',
      gtin: row.barcode ?? '',
      mpn: row.product_code ?? '',
    }
    chunk += `${META_COLUMNS.map((column) => csv(values[column])).join(',')}\n`
    if (++count % CHUNK_ITEMS === 0) {
      yield chunk
      chunk = ''
    }
  }
  yield chunk
}
