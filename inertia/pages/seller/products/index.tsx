import { type FormEvent, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import StatusBadges from '~/components/products/status_badges'
import type {
  SellerProductAction as ProductAction,
  SellerProductListItem as ProductListItem,
  sellerProductListOptions,
} from '#transformers/seller_product_transformer'
import type { ProductStatus } from '#shared/products'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import FormAlert from '~/components/ui/form_alert'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useShared, useT } from '~/lib/i18n'

interface Filters {
  q: string
  status: string
  sort: string
}

interface ProductsIndexProps {
  company: SellerCompany
  filters: Filters & { page: number }
  options: ReturnType<typeof sellerProductListOptions>
  counts: { byStatus: Record<ProductStatus, number>; changed: number; total: number }
  products: ProductListItem[]
  pagination: PaginationData
  urls: { index: string; create: string }
  /** This page of the list with its filters, where quick actions return. */
  back: string
}

/** Quick actions shown as buttons on each row (edit is the row's link). */
const QUICK: Exclude<ProductAction, 'edit'>[] = [
  'submit',
  'withdraw',
  'archive',
  'restore',
  'duplicate',
  'delete',
]

/**
 * The seller's products (SPEC §2 Seller dashboard: products list with search; issue 5): search by
 * name in any language, product code or barcode; filter by status or "changed since approval";
 * sort; pages of 20; status badges with the admin's reason for rejected products; quick actions.
 */
export default function ProductsIndex({
  company,
  filters,
  options,
  counts,
  products,
  pagination,
  urls,
  back,
}: ProductsIndexProps) {
  const t = useT()
  const { errors } = useShared()
  const [form, setForm] = useState<Filters>({
    q: filters.q,
    status: filters.status,
    sort: filters.sort,
  })
  const [busy, setBusy] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)

  const search = (event: FormEvent) => {
    event.preventDefault()
    const query: Record<string, string> = {}
    if (form.q.trim()) query.q = form.q.trim()
    if (form.status !== 'all') query.status = form.status
    if (form.sort !== 'updated') query.sort = form.sort
    router.get(urls.index, query)
  }

  const create = () => {
    setCreating(true)
    router.post(urls.create, {}, { onFinish: () => setCreating(false) })
  }

  const run = (product: ProductListItem, action: Exclude<ProductAction, 'edit'>) => {
    const name = product.name ?? product.code
    if (action === 'delete' && !window.confirm(t('products.list.confirm_delete', { name }))) return
    if (action === 'archive' && !window.confirm(t('products.list.confirm_archive', { name })))
      return
    setBusy(`${product.id}:${action}`)
    const visit = { preserveScroll: true, onFinish: () => setBusy(null) }
    if (action === 'delete') router.delete(product.urls.delete, { ...visit, data: { back } })
    else router.post(product.urls[action], { back }, visit)
  }

  const statusLabel = (choice: { value: string; label: string }) => {
    const count =
      choice.value === 'all'
        ? counts.total
        : choice.value === 'changed'
          ? counts.changed
          : counts.byStatus[choice.value as ProductStatus]
    return `${choice.label} (${count ?? 0})`
  }

  return (
    <SellerLayout
      title={t('products.list.title')}
      companyName={company.name}
      actions={
        <button
          type="button"
          className="btn-primary"
          onClick={create}
          disabled={creating}
          data-testid="add-product"
        >
          {creating ? t('products.list.adding') : `+ ${t('products.list.add')}`}
        </button>
      }
    >
      <div className="space-y-5">
        <FormAlert message={errors.form} />

        <form
          onSubmit={search}
          role="search"
          aria-label={t('products.list.search')}
          className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm md:grid-cols-[1fr_13rem_13rem_auto] md:items-end"
        >
          <div>
            <label htmlFor="products-q" className="field-label">
              {t('products.list.search')}
            </label>
            <input
              id="products-q"
              type="search"
              maxLength={100}
              value={form.q}
              placeholder={t('products.list.search_placeholder')}
              onChange={(event) => setForm({ ...form, q: event.target.value })}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor="products-status" className="field-label">
              {t('products.list.status_filter')}
            </label>
            <select
              id="products-status"
              value={form.status}
              onChange={(event) => setForm({ ...form, status: event.target.value })}
              className="field-input"
            >
              {options.status.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {statusLabel(choice)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="products-sort" className="field-label">
              {t('products.list.sort_label')}
            </label>
            <select
              id="products-sort"
              value={form.sort}
              onChange={(event) => setForm({ ...form, sort: event.target.value })}
              className="field-input"
            >
              {options.sort.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-2">
            <button type="submit" className="btn-primary">
              {t('products.list.apply')}
            </button>
            <Link href={urls.index} className="btn-ghost">
              {t('products.list.clear')}
            </Link>
          </div>
        </form>

        {products.length === 0 ? (
          <p
            className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted"
            data-testid="products-empty"
          >
            {counts.total === 0 ? t('products.list.empty_none') : t('products.list.empty')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">
              {t('products.list.total', { count: pagination.total })}
            </p>
            <ul className="space-y-3">
              {products.map((product) => {
                const name = product.name ?? t('products.untitled')
                return (
                  <li
                    key={product.id}
                    className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm"
                    data-testid="seller-product"
                  >
                    <div className="grid gap-4 sm:grid-cols-[5rem_1fr] lg:grid-cols-[5rem_minmax(0,1fr)_11rem_9rem]">
                      <Link
                        href={product.urls.edit}
                        className="block h-24 w-20 overflow-hidden rounded-lg bg-brand-50"
                        tabIndex={-1}
                        aria-hidden="true"
                      >
                        {product.image && (
                          <img
                            src={product.image}
                            alt=""
                            loading="lazy"
                            className="h-full w-full object-cover"
                          />
                        )}
                      </Link>
                      <div className="min-w-0">
                        <Link
                          href={product.urls.edit}
                          className={`font-semibold break-words hover:underline ${product.name ? 'text-ink' : 'text-muted italic'}`}
                        >
                          {name}
                        </Link>
                        <p className="mt-1 text-xs text-muted">
                          {t('products.list.code')}:{' '}
                          <span className="tabular-nums">{product.code}</span>
                          {product.barcode && (
                            <>
                              {' · '}
                              {t('products.list.barcode')}:{' '}
                              <span className="tabular-nums">{product.barcode}</span>
                            </>
                          )}
                        </p>
                        <div className="mt-2">
                          <StatusBadges state={product.state} />
                        </div>
                        <p className="mt-2 text-xs text-muted">
                          {t('products.list.completeness', { count: product.completeLanguages })}
                        </p>
                      </div>
                      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:col-start-2 lg:col-start-auto lg:block lg:space-y-1">
                        <dt className="sr-only">{t('products.list.column_price')}</dt>
                        <dd className="font-semibold tabular-nums">
                          {product.price ?? (
                            <span className="font-normal text-muted">
                              {t('products.list.no_price')}
                            </span>
                          )}
                          {product.discountPercent > 0 && (
                            <span className="ml-2 rounded bg-accent-500/10 px-1 text-xs text-accent-600">
                              {t('products.list.discount', { percent: product.discountPercent })}
                            </span>
                          )}
                        </dd>
                        <dt className="sr-only">{t('products.list.column_stock')}</dt>
                        <dd className="text-muted">
                          {product.availabilityLabel} · {product.stock} (
                          {t('products.list.min_order', { moq: product.moq })})
                        </dd>
                        <dt className="sr-only">{t('products.list.column_updated')}</dt>
                        <dd className="col-span-2 text-xs text-muted">{product.updated}</dd>
                      </dl>
                      <div
                        className="flex flex-wrap content-start gap-1 sm:col-start-2 lg:col-start-auto lg:flex-col lg:items-stretch"
                        aria-label={t('products.list.actions_for', { name })}
                        role="group"
                      >
                        <Link
                          href={product.urls.edit}
                          className="btn-ghost justify-start border border-line px-3 py-1.5 text-xs"
                        >
                          {t('products.list.actions.edit')}
                        </Link>
                        {QUICK.filter((action) => product.actions.includes(action)).map(
                          (action) => (
                            <button
                              key={action}
                              type="button"
                              onClick={() => run(product, action)}
                              disabled={busy !== null}
                              className={`btn-ghost justify-start border border-line px-3 py-1.5 text-xs ${action === 'delete' ? 'text-danger' : ''}`}
                              data-testid={`action-${action}`}
                            >
                              {busy === `${product.id}:${action}`
                                ? '…'
                                : t(`products.list.actions.${action}`)}
                            </button>
                          )
                        )}
                        {product.publicUrl && (
                          <a
                            href={product.publicUrl}
                            className="btn-ghost justify-start px-3 py-1.5 text-xs"
                            target="_blank"
                            rel="noopener"
                          >
                            {t('products.list.view_public')}
                          </a>
                        )}
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
            <Pager pagination={pagination} label={t('products.list.pager')} />
          </>
        )}
      </div>
    </SellerLayout>
  )
}
