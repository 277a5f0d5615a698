import { Link } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import { ChangedBadge, GtinWarning, ProductStatusBadge } from '~/components/admin/product_badges'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useShared, useT } from '~/lib/i18n'
import type { AdminProductRowView } from '#transformers/admin_product_transformer'

type Tab = 'awaiting' | 'rejected' | 'published'

type QueueProduct = AdminProductRowView

interface ProductsProps {
  tab: Tab
  tabs: { tab: Tab; label: string; count: number; url: string; current: boolean }[]
  products: QueueProduct[]
  pagination: PaginationData
}

/**
 * Admin product review queue: tabs (awaiting review, rejected, published) with counts; each
 * product with its main image, names in az/en/ru, company, category, price, dates, the
 * "changed since approval" badge and the GTIN licensee warning, linking to its review page.
 */
export default function AdminProducts({ tab, tabs, products, pagination }: ProductsProps) {
  const t = useT()
  const { locale } = useShared()
  const number = new Intl.NumberFormat(locale)

  return (
    <AdminLayout title={t('admin_products.title')}>
      <p className="mb-4 text-sm text-muted">{t('admin_products.intro')}</p>
      <nav aria-label={t('admin_products.tabs_label')} className="mb-5 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((entry) => (
            <li key={entry.tab}>
              <Link
                href={entry.url}
                aria-current={entry.current ? 'page' : undefined}
                data-testid={`products-tab-${entry.tab}`}
                className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold ${
                  entry.current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-muted hover:text-brand-700'
                }`}
              >
                {entry.label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${entry.tab === 'awaiting' && entry.count > 0 ? 'bg-accent-600 text-white' : 'bg-brand-50 text-brand-700'}`}
                >
                  {number.format(entry.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {products.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
          {t(`admin_products.empty.${tab}`)}
        </p>
      ) : (
        <ul className="space-y-4">
          {products.map((product) => (
            <li
              key={product.id}
              data-testid="admin-product"
              className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm sm:flex-row"
            >
              <div className="w-full shrink-0 sm:w-28">
                {product.image ? (
                  <img
                    src={product.image.src}
                    srcSet={product.image.srcset}
                    sizes="112px"
                    width={product.image.width}
                    height={product.image.height}
                    alt={product.title}
                    loading="lazy"
                    className="aspect-[4/5] w-full rounded-lg border border-line object-cover"
                  />
                ) : (
                  <div className="flex aspect-[4/5] w-full items-center justify-center rounded-lg border border-dashed border-line text-center text-xs text-muted">
                    {t('admin_products.list.no_image')}
                  </div>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <ProductStatusBadge status={product.status} label={product.statusLabel} />
                  {product.changedSinceApproval && <ChangedBadge />}
                  <span className="text-xs text-muted">
                    #{product.id} · {product.code}
                  </span>
                </div>
                <h2 className="mt-2 text-base font-semibold break-words">
                  <Link href={product.href} className="text-brand-700 hover:underline">
                    {product.title}
                  </Link>
                </h2>
                <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
                  {product.names.map((entry) => (
                    <div key={entry.locale} className="contents">
                      <dt className="font-medium text-muted uppercase">{entry.locale}</dt>
                      <dd
                        lang={entry.locale}
                        className={`break-words ${entry.name ? '' : 'text-danger italic'}`}
                      >
                        {entry.name ?? t('admin_products.list.missing_name')}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-sm">
                  <span className="text-muted">{t('admin_products.list.company')}: </span>
                  <span className="font-medium">{product.company.name}</span>
                  <span className="text-muted">
                    {' '}
                    · {t('admin_products.list.tax_id', { taxId: product.company.taxId })}
                  </span>
                </p>
                <p className="text-sm">
                  <span className="text-muted">{t('admin_products.list.category')}: </span>
                  {product.category ?? (
                    <span className="text-danger">{t('admin_products.list.no_category')}</span>
                  )}
                </p>
                <p className="text-xs text-muted">
                  {product.submitted
                    ? t('admin_products.list.submitted', { date: product.submitted })
                    : t('admin_products.list.not_submitted')}
                  {product.reviewed &&
                    ` · ${t('admin_products.list.reviewed', { date: product.reviewed })}`}
                </p>
                {product.rejectionReason && (
                  <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words whitespace-pre-line text-danger">
                    <span className="font-semibold">{t('admin_products.list.reason')}: </span>
                    {product.rejectionReason}
                  </p>
                )}
                {product.gtinWarning && <GtinWarning message={product.gtinWarning} />}
              </div>
              <div className="flex shrink-0 flex-row items-center justify-between gap-3 sm:flex-col sm:items-end">
                <p className="text-right">
                  <span className="sr-only">{t('admin_products.list.price')}: </span>
                  <span className="text-lg font-bold text-brand-900">{product.price}</span>
                  {product.discountPercent > 0 && (
                    <span className="ml-2 rounded bg-accent-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                      {t('admin_products.list.discount', { percent: product.discountPercent })}
                    </span>
                  )}
                </p>
                <Link href={product.href} className="btn-primary" data-testid="review-link">
                  {t('admin_products.list.open')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} label={t('admin.pager.label')} />
    </AdminLayout>
  )
}
