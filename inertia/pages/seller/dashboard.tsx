import { Link } from '@inertiajs/react'
import CompanyBadge, { type SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import EnquiriesBox from '~/components/enquiries/dashboard_box'
import type { EnquiryDashboardBox } from '#transformers/enquiry_transformer'
import { useT } from '~/lib/i18n'
import type { SellerDashboardView } from '#transformers/seller_dashboard_transformer'
import type { CommentStatus } from '#shared/products'

interface SellerDashboardProps {
  company: SellerCompany | null
  overview: SellerDashboardView | null
  enquiries?: EnquiryDashboardBox
}

const COMMENT_BADGE: Record<CommentStatus, string> = {
  pending: 'bg-amber-50 text-accent-600',
  approved: 'bg-green-50 text-success',
  rejected: 'bg-red-50 text-danger',
}

/**
 * Seller dashboard home (SPEC §2): the company, the products buyers cannot order for lack of a
 * current exchange rate (docs/money.md), its products by status and availability, the latest
 * comments on them and the enquiries box (the latest five and how many are new).
 */
export default function SellerDashboard({ company, overview, enquiries }: SellerDashboardProps) {
  const t = useT()
  return (
    <SellerLayout title={t('seller.dashboard.title')} companyName={company?.name}>
      {!company || !overview ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-accent-600">
          {t('seller.company.missing')}
        </p>
      ) : (
        <div className="space-y-6">
          <CompanyBadge company={company} />

          {overview.priceWarnings.total > 0 && (
            <section
              aria-labelledby="seller-price-warnings"
              className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5"
              data-testid="price-warnings"
            >
              <h2 id="seller-price-warnings" className="text-lg font-bold text-danger">
                {t('seller.dashboard.price_warnings_title')}
              </h2>
              <p className="mt-1 text-sm text-ink">
                {t('seller.dashboard.price_warnings_hint', {
                  days: overview.priceWarnings.maxAgeDays,
                })}
              </p>
              <ul className="mt-3 divide-y divide-red-200 text-sm">
                {overview.priceWarnings.products.map((product) => (
                  <li
                    key={product.id}
                    className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                    data-testid="unpriced-product"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{product.name}</span>
                      <span className="block text-xs text-danger">{product.reason}</span>
                    </span>
                    <Link
                      href={product.editUrl}
                      className="shrink-0 text-brand-700 hover:underline"
                    >
                      {t('seller.dashboard.price_warning_edit')}
                    </Link>
                  </li>
                ))}
              </ul>
              {overview.priceWarnings.total > overview.priceWarnings.products.length && (
                <p className="mt-2 text-xs text-muted">
                  {t('seller.dashboard.price_warnings_more', {
                    count: overview.priceWarnings.total - overview.priceWarnings.products.length,
                  })}
                </p>
              )}
            </section>
          )}

          <section
            aria-labelledby="seller-products"
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
          >
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="seller-products" className="text-lg font-bold">
                {t('seller.dashboard.products_title')}
              </h2>
              <p className="text-sm text-muted" data-testid="products-total">
                {t('seller.dashboard.products_total', { count: overview.products.total })}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
              {overview.products.byStatus.map((item) => (
                <div
                  key={item.key}
                  className="rounded-lg bg-brand-50 px-3 py-3"
                  data-testid={`status-${item.key}`}
                >
                  <dt className="text-xs font-medium text-muted">{item.label}</dt>
                  <dd className="mt-1 text-2xl font-extrabold tabular-nums text-brand-900">
                    {item.count}
                  </dd>
                </div>
              ))}
            </dl>
            {overview.products.total === 0 && (
              <p className="mt-4 text-sm text-muted">{t('seller.dashboard.no_products')}</p>
            )}
            {overview.products.published > 0 && (
              <>
                <h3 className="mt-6 mb-3 text-sm font-semibold text-ink">
                  {t('seller.dashboard.availability_title')}
                </h3>
                <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {overview.products.availability.map((item) => (
                    <div
                      key={item.key}
                      className="flex items-center justify-between rounded-lg border border-line px-3 py-2"
                      data-testid={`availability-${item.key}`}
                    >
                      <dt className="text-sm text-muted">{item.label}</dt>
                      <dd className="text-lg font-bold tabular-nums">{item.count}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </section>

          <div className="grid gap-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
            <section
              aria-labelledby="seller-comments"
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            >
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="seller-comments" className="text-lg font-bold">
                  {t('seller.dashboard.comments_title')}
                </h2>
                {overview.comments.pending > 0 && (
                  <p className="text-sm text-accent-600">
                    {t('seller.dashboard.comments_pending', { count: overview.comments.pending })}
                  </p>
                )}
              </div>
              {overview.comments.latest.length === 0 ? (
                <p className="text-sm text-muted">{t('seller.dashboard.no_comments')}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {overview.comments.latest.map((comment) => (
                    <li
                      key={comment.id}
                      className="py-3 first:pt-0 last:pb-0"
                      data-testid="seller-comment"
                    >
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <span className="font-semibold break-words">{comment.author}</span>
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-medium ${COMMENT_BADGE[comment.status]}`}
                        >
                          {comment.statusLabel}
                        </span>
                        <span className="text-xs text-muted">{comment.date}</span>
                      </div>
                      <p className="mt-1 text-sm break-words text-ink">{comment.excerpt}</p>
                      <p className="mt-1 text-xs text-muted">
                        {t('seller.dashboard.comment_product')}:{' '}
                        {comment.product.url ? (
                          <Link
                            href={comment.product.url}
                            className="text-brand-700 hover:underline"
                          >
                            {comment.product.name}
                          </Link>
                        ) : (
                          comment.product.name
                        )}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <div className="space-y-6">
              <section
                aria-labelledby="seller-enquiries"
                className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
              >
                <h2 id="seller-enquiries" className="mb-2 text-lg font-bold">
                  {t('seller.dashboard.enquiries_title')}
                </h2>
                <EnquiriesBox box={enquiries} />
              </section>
              <nav
                aria-labelledby="seller-shortcuts"
                className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
              >
                <h2 id="seller-shortcuts" className="mb-2 text-lg font-bold">
                  {t('seller.dashboard.shortcuts')}
                </h2>
                <ul className="space-y-1 text-sm">
                  <li>
                    <Link href={overview.links.profile} className="text-brand-700 hover:underline">
                      {t('seller.dashboard.edit_profile')}
                    </Link>
                  </li>
                  <li>
                    <Link href={overview.links.terms} className="text-brand-700 hover:underline">
                      {t('seller.dashboard.read_terms')}
                    </Link>
                  </li>
                </ul>
              </nav>
            </div>
          </div>
        </div>
      )}
    </SellerLayout>
  )
}
