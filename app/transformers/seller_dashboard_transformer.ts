import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { CommentStatus } from '#shared/products'
import type { CompanyType } from '#shared/accounts'
import type { SellerCompanyRow } from '#actions/seller/get_seller_company'
import { PRODUCT_STATUSES, type DashboardOverview } from '#actions/seller/get_dashboard_overview'
import { imageSet, type ImageSet } from '#transformers/image_transformer'
import { supplierPath } from '#transformers/supplier_transformer'
import { ratesSettings } from '#config/rates'
import { formatDate } from '#shared/dates'

/** The company as the seller's dashboard pages show it in their side navigation and headers. */
export type SellerCompanyHeader = {
  name: string
  type: CompanyType
  typeLabel: string
  /** VÖEN exactly as registered (10 digits); read-only everywhere in the dashboard. */
  taxId: string
  active: boolean
  /** The public supplier page, when the company is active and the page is served. */
  publicUrl: string | null
  logo: ImageSet | null
  color: string | null
}

/** A count with its label, in display order. */
export type LabelledCount = { key: string; label: string; count: number }

/** A comment on one of the seller's products, as listed on the dashboard home. */
export type SellerDashboardComment = {
  id: number
  author: string
  /** The comment text, cut to COMMENT_EXCERPT characters (plain text; the page escapes it). */
  excerpt: string
  status: CommentStatus
  statusLabel: string
  date: string
  product: { name: string; url: string | null }
}

/** A published product buyers cannot order now for lack of a usable CBAR rate, with the reason and its edit page. */
export type UnpricedProductView = { id: number; name: string; reason: string; editUrl: string }

/** Props of the seller dashboard home (inertia/pages/seller/dashboard.tsx). */
export type SellerDashboardView = {
  products: {
    total: number
    byStatus: LabelledCount[]
    availability: LabelledCount[]
    published: number
  }
  comments: { pending: number; latest: SellerDashboardComment[] }
  /** Products shown without a price and not sold (docs/money.md); `total` counts beyond the listed ones. */
  priceWarnings: { total: number; maxAgeDays: number; products: UnpricedProductView[] }
  links: { profile: string; terms: string }
}

const COMMENT_EXCERPT = 240

/** A seller's company for the dashboard frame, labels in the request's language. */
export function toSellerCompanyHeader(
  row: SellerCompanyRow,
  locale: Locale,
  i18n: I18n
): SellerCompanyHeader {
  const active = row.status === 'active'
  return {
    name: row.name,
    type: row.company_type,
    typeLabel: i18n.t(`enums.company_type.${row.company_type}`),
    taxId: row.tax_id,
    active,
    publicUrl: active && isServed('supplier_info') ? supplierPath(locale, row) : null,
    logo: row.logo_path ? imageSet(row.logo_path, 960, 960) : null,
    color: row.color,
  }
}

function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > COMMENT_EXCERPT ? `${flat.slice(0, COMMENT_EXCERPT - 1).trimEnd()}…` : flat
}

/**
 * Counts, latest comments and the products without an AZN price of the dashboard home; product
 * links only for published products.
 */
export function toSellerDashboard(
  overview: DashboardOverview,
  locale: Locale,
  i18n: I18n
): SellerDashboardView {
  const productServed = isServed('product')
  return {
    products: {
      total: overview.total,
      published: overview.byStatus.published,
      byStatus: PRODUCT_STATUSES.map((key) => ({
        key,
        label: i18n.t(`seller.dashboard.status.${key}`),
        count: overview.byStatus[key],
      })),
      availability: (['in_stock', 'not_in_stock', 'sold_out'] as const).map((key) => ({
        key,
        label: i18n.t(`enums.availability.${key}`),
        count: overview.publishedAvailability[key],
      })),
    },
    comments: {
      pending: overview.pendingComments,
      latest: overview.comments.map((row) => ({
        id: row.id,
        author: row.author_name,
        excerpt: excerpt(row.body),
        status: row.status,
        statusLabel: i18n.t(`seller.dashboard.comment_status.${row.status}`),
        date: formatDate(row.created_at, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }),
        product: {
          name: row.product_name ?? `#${row.product_id}`,
          url:
            productServed && row.product_status === 'published' && row.product_slug
              ? urlTo('product', locale, { slugId: `${row.product_slug}-${row.product_id}` })
              : null,
        },
      })),
    },
    priceWarnings: {
      total: overview.unpriced.total,
      maxAgeDays: ratesSettings.maxAgeDays,
      products: overview.unpriced.products.map((row) => ({
        id: row.id,
        name: row.name ?? `#${row.id}`,
        reason: i18n.t(`seller.dashboard.price_warning.${row.problem.reason}`, {
          currency: row.problem.currency,
          date: row.problem.date ?? '',
          days: ratesSettings.maxAgeDays,
        }),
        editUrl: urlTo('seller_products.edit', locale, { id: row.id }),
      })),
    },
    links: { profile: urlTo('seller_profile', locale), terms: urlTo('seller_terms', locale) },
  }
}
