import type { I18n } from '@adonisjs/i18n'
import { shortPhone } from '#lib/phone'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { DayRate } from '#services/rates/azn_prices'
import { availabilityOf, displayPrice, isNewProduct } from '#transformers/product_card_transformer'
import { imageSet } from '#transformers/image_transformer'
import { formatDate } from '#shared/dates'
import { numberFormat } from '#lib/intl_formats'

/**
 * Everything the product page shows about one product (SPEC §2 Product, §3 Product fields).
 * Prices: the AZN amount a buyer pays in the locale's format; USD/EUR products converted at the
 * newest CBAR rate with its date and the seller's own amount after it, or no price and
 * `rateProblem` when no usable rate is stored (then nothing can buy it; displayPrice). `unitMinor`
 * (qəpik) is for the JSON-LD offer. The seller's phone is only in its short form (the full one is
 * fetched on request).
 */
export function toProductPage(
  row: Record<string, any>,
  extras: {
    images: { path_base: string; width: number; height: number }[]
    attributes: { name: string; value: string }[]
    breadcrumbs: { name: string; href: string }[]
  },
  locale: Locale,
  i18n: I18n,
  rates: Map<string, DayRate>
) {
  const { unitMinor, ...prices } = displayPrice(row as any, locale, rates)
  const availability = availabilityOf(row as any)
  return {
    unitMinor,
    id: row.id as number,
    name: row.name as string,
    description: row.description as string,
    images: extras.images.map((image) => imageSet(image.path_base, image.width, image.height)),
    attributes: extras.attributes,
    breadcrumbs: extras.breadcrumbs,
    ...prices,
    discountPercent: row.discount_percent as number,
    availability,
    availabilityLabel: i18n.t(`enums.availability.${availability}`),
    isNew: isNewProduct(row.first_published_at),
    moq: row.moq as number,
    /** Sold for export only (issue 24): no domestic price, cart or buy buttons; quotes instead. */
    exportOnly: row.sale_mode === 'export',
    /**
     * "Barcode registered to this producer" (issue 25): the GS1 licensee's VÖEN recorded at the
     * GTIN lookup is the seller's own.
     */
    barcodeRegistered:
      !!row.gtin_licensee_tax_id && row.gtin_licensee_tax_id === row.company_tax_id,
    maxQuantity: Math.max(0, row.stock as number),
    facts: [
      { label: i18n.t('catalog.product.brand'), value: row.brand_name },
      { label: i18n.t('catalog.product.model'), value: row.model },
      { label: i18n.t('catalog.product.code'), value: row.product_code },
      { label: i18n.t('catalog.product.barcode'), value: row.barcode },
      { label: i18n.t('catalog.product.moq'), value: String(row.moq) },
      {
        label: i18n.t('catalog.product.weight'),
        value: i18n.t('catalog.product.weight_value', {
          kg: numberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(
            row.weight_grams / 1000
          ),
        }),
      },
      {
        label: i18n.t('catalog.product.size'),
        value: [row.width, row.length, row.height].every((v) => v !== null)
          ? `${[row.width, row.length, row.height].map((v: string) => numberFormat(i18n.locale).format(Number(v))).join(' × ')} ${row.size_unit}`
          : null,
      },
      {
        label: i18n.t('catalog.product.domestic_shipping'),
        value: i18n.t(row.domestic_shipping ? 'catalog.yes' : 'catalog.no'),
      },
    ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value)),
    seller: {
      id: row.company_id as number,
      name: row.company_name as string,
      type: i18n.t(`enums.company_type.${row.company_type}`),
      district: row.company_district as string | null,
      color: row.company_color as string | null,
      phoneShort: shortPhone(row.company_phone),
      /** Month of a verification by mobile signature that counts now ('YYYY-MM'); null otherwise. */
      verifiedMonth: (row.company_verified_month ?? null) as string | null,
      href: isServed('supplier_info')
        ? urlTo('supplier_info.show', locale, { slugId: `${row.company_slug}-${row.company_id}` })
        : null,
    },
  }
}

/** The product page's `product` prop (and the quick look's). */
export type ProductPageView = ReturnType<typeof toProductPage>

/** The quick-look JSON (`GET …/quick-look/:id`, app/controllers/storefront/products_controller.ts). */
export type QuickLookView = { product: ProductPageView; href: string }

/** An approved comment as the product page lists it (date in the page language). */
export type ProductComment = { id: number; author: string; body: string; date: string }

/** One approved comment row for the product page. */
export function toProductComment(
  row: { id: number; author_name: string; body: string; created_at: Date },
  i18n: I18n
): ProductComment {
  return {
    id: row.id,
    author: row.author_name,
    body: row.body,
    date: formatDate(row.created_at, i18n.locale, { dateStyle: 'medium' }),
  }
}
