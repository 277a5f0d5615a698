import type { I18n } from '@adonisjs/i18n'
import type { ReviewQueueRow } from '#actions/products/review/list_review_queue'
import type { ReviewProduct } from '#actions/products/review/load_review_product'
import { gtinLicenseeWarning } from '#lib/gtin'
import { formatMoney, type CurrencyCode } from '#lib/money'
import { LOCALES, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import { MAX_PRICED_MINOR } from '#services/rates/foreign_prices'
import { adminDateTime } from '#transformers/admin_comment_transformer'
import { imageSet } from '#transformers/image_transformer'
import { nextProductStatus, type ProductStatus } from '../state_machines/product_status.js'

/** Whether the state machine lets an admin fire `event` now (no exception leaks out). */
function allowed(status: string, event: 'approve' | 'reject', changed: boolean) {
  try {
    nextProductStatus(status as ProductStatus, event, changed)
    return true
  } catch {
    return false
  }
}

/**
 * The VÖEN warning (issue 5): the GTIN licensee's tax ID recorded at lookup is not the
 * company's; the rule is the producer side's (app/lib/gtin.ts gtinLicenseeWarning). Null otherwise.
 */
function gtinWarningOf(companyTaxId: string, licenseeTaxId: string | null, i18n: I18n) {
  return gtinLicenseeWarning(companyTaxId, licenseeTaxId)
    ? i18n.t('admin_products.gtin_warning', {
        licensee: licenseeTaxId ?? '',
        company: companyTaxId,
      })
    : null
}

/** Names in az, en and ru (null for a missing language), in that order. */
function namesOf(names: Partial<Record<string, string>> | null) {
  return LOCALES.map((locale) => ({
    locale,
    name: names?.[locale]?.trim() ? names[locale]! : null,
  }))
}

/**
 * A row of the review queue: main image (WebP variants), names in the three languages,
 * company and category, price, dates in Baku time, the "changed since approval" badge, the
 * GTIN licensee warning and the link to the review page.
 */
export function toAdminProductRow(row: ReviewQueueRow, locale: Locale, i18n: I18n) {
  const names = namesOf(row.names)
  return {
    id: row.id,
    code: row.product_code,
    title:
      names.find((entry) => entry.locale === locale)?.name ??
      names.find((entry) => entry.name)?.name ??
      `#${row.id}`,
    names,
    status: row.status,
    statusLabel: i18n.t(`admin_products.status.${row.status}`),
    image: row.image_path
      ? imageSet(row.image_path, row.image_width ?? 800, row.image_height ?? 1000)
      : null,
    company: { id: row.company_id, name: row.company_name, taxId: row.company_tax_id },
    category: row.category_name,
    price: formatMoney(Number(row.price_minor), row.currency, locale),
    discountPercent: row.discount_percent,
    submitted: row.submitted_at ? adminDateTime(i18n, row.submitted_at) : null,
    reviewed: row.reviewed_at ? adminDateTime(i18n, row.reviewed_at) : null,
    changedSinceApproval: row.changed_since_approval,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    gtinWarning: gtinWarningOf(row.company_tax_id, row.gtin_licensee_tax_id, i18n),
    href: urlTo('admin_products.show', locale, { id: row.id }),
  }
}

/** A labelled fact of the review page; empty values are shown as "not given". */
function fact(label: string, value: string | number | null | undefined, i18n: I18n) {
  const text =
    value === null || value === undefined || String(value).trim() === '' ? null : String(value)
  return { label, value: text ?? i18n.t('admin_products.detail.not_given'), missing: text === null }
}

/**
 * The review page: every field the producer entered (general facts, price/stock/lot,
 * weight/size, location, the three languages side by side, attributes with their labels in
 * each language, all images), review bookkeeping, warnings (GTIN licensee, what the catalog
 * would lack), and the decisions the state machine allows now with their POST URLs and the
 * content fingerprint to send back.
 */
export function toAdminProductDetail(data: ReviewProduct, locale: Locale, i18n: I18n) {
  const p = data.product
  const t = (key: string, values?: Record<string, unknown>) =>
    i18n.t(`admin_products.detail.${key}`, values)
  const number = (value: unknown) =>
    value === null || value === undefined ? null : i18n.formatNumber(Number(value))
  const size = [p.width, p.length, p.height].some((value) => value !== null)
    ? `${[p.width, p.length, p.height].map((value) => number(value) ?? '—').join(' × ')} ${p.size_unit}`
    : null
  const location = [
    p.location_street,
    p.location_city,
    p.location_region,
    p.location_postal_code,
    p.location_country,
  ]
    .filter((part) => part && String(part).trim())
    .join(', ')
  const translations = LOCALES.map((lang) => {
    const row = data.translations.find((translation) => translation.locale === lang)
    return {
      locale: lang,
      language: i18n.t(`admin.languages.${lang}`),
      name: row?.name ?? null,
      slug: row?.slug ?? null,
      description: row?.description ?? null,
      keywords: row?.keywords ?? null,
    }
  })
  const own = translations.find((entry) => entry.locale === locale)
  const firstName = translations.find((entry) => entry.name)?.name
  const published = p.status === 'published'
  const canApprove = allowed(p.status, 'approve', p.changed_since_approval)
  const canReject = allowed(p.status, 'reject', p.changed_since_approval)
  const publicSlug = own?.slug ?? null

  return {
    id: p.id,
    title: own?.name ?? firstName ?? `#${p.id}`,
    status: p.status,
    statusLabel: i18n.t(`admin_products.status.${p.status}`),
    changedSinceApproval: p.changed_since_approval as boolean,
    rejectionReason: p.rejection_reason as string | null,
    gtinWarning: gtinWarningOf(p.company_tax_id, p.gtin_licensee_tax_id, i18n),
    gaps: data.gaps.map((gap) => i18n.t(`admin_products.gaps.${gap}`)),
    publicHref:
      published && publicSlug
        ? urlTo('product', locale, { slugId: `${publicSlug}-${p.id}` })
        : null,
    company: {
      name: p.company_name,
      taxId: p.company_tax_id,
      type: i18n.t(`enums.company_type.${p.company_type}`),
      email: p.company_email as string | null,
      phone: p.company_phone as string | null,
      suspended: p.company_status !== 'active',
      href: isServed('supplier_info')
        ? urlTo('supplier_info.show', locale, { slugId: `${p.company_slug}-${p.company_id}` })
        : null,
    },
    general: [
      fact(
        t('category'),
        p.parent_category_name ? `${p.parent_category_name} › ${p.category_name}` : p.category_name,
        i18n
      ),
      fact(t('brand'), p.brand_name, i18n),
      fact(t('model'), p.model, i18n),
      fact(t('barcode'), p.barcode, i18n),
      fact(t('gtin_licensee'), p.gtin_licensee_tax_id, i18n),
      fact(t('product_code'), p.product_code, i18n),
      fact(t('location'), location || p.location_address, i18n),
      fact(
        t('domestic_shipping'),
        i18n.t(p.domestic_shipping ? 'catalog.yes' : 'catalog.no'),
        i18n
      ),
    ],
    commercial: [
      fact(
        t('price'),
        formatMoney(Number(p.price_minor), p.currency as CurrencyCode, locale),
        i18n
      ),
      fact(
        t('currency'),
        p.currency === 'AZN' ? p.currency : t('day_rate', { currency: p.currency }),
        i18n
      ),
      fact(t('discount'), `${p.discount_percent}%`, i18n),
      fact(
        t('effective_price'),
        Number(p.effective_price_minor ?? 0) > MAX_PRICED_MINOR
          ? t('no_azn_price', { currency: p.currency })
          : formatMoney(Number(p.effective_price_minor ?? 0), 'AZN', locale),
        i18n
      ),
      fact(t('stock'), number(p.stock), i18n),
      fact(t('moq'), number(p.moq), i18n),
      fact(t('available'), i18n.t(p.is_available ? 'catalog.yes' : 'catalog.no'), i18n),
      fact(
        t('weight'),
        p.weight_grams
          ? t('weight_value', {
              kg: i18n.formatNumber(p.weight_grams / 1000, { maximumFractionDigits: 3 }),
            })
          : null,
        i18n
      ),
      fact(t('size'), size, i18n),
    ],
    translations,
    attributes: data.attributes.map((attribute) => ({
      cells: LOCALES.map((lang) => ({
        locale: lang,
        name: attribute.name?.[lang] ?? null,
        value: attribute.value?.[lang] ?? null,
      })),
    })),
    images: data.images.map((image) => ({
      id: image.id,
      main: image.is_main,
      ...imageSet(image.path_base, image.width, image.height),
    })),
    history: [
      fact(t('created'), adminDateTime(i18n, p.created_at), i18n),
      fact(
        t('created_by'),
        p.creator_name
          ? `${p.creator_name}${p.creator_email ? ` <${p.creator_email}>` : ''}`
          : null,
        i18n
      ),
      fact(t('submitted'), p.submitted_at ? adminDateTime(i18n, p.submitted_at) : null, i18n),
      fact(
        t('first_published'),
        p.first_published_at ? adminDateTime(i18n, p.first_published_at) : null,
        i18n
      ),
      fact(
        t('reviewed'),
        p.reviewed_at
          ? `${adminDateTime(i18n, p.reviewed_at)}${p.reviewer_name ? ` — ${p.reviewer_name}` : ''}`
          : null,
        i18n
      ),
    ],
    version: data.version,
    actions: {
      approve: canApprove ? urlTo('admin_products.approve', locale, { id: p.id }) : null,
      reject: canReject ? urlTo('admin_products.reject', locale, { id: p.id }) : null,
      approveBlocked: canApprove && data.gaps.length > 0,
    },
  }
}

/** A row of the review queue. */
export type AdminProductRowView = ReturnType<typeof toAdminProductRow>

/** The product review page's product. */
export type AdminProductDetailView = ReturnType<typeof toAdminProductDetail>
