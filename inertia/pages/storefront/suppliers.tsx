import { type FormEvent, useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import LoadMore from '~/components/suppliers/load_more'
import RegionPicker from '~/components/suppliers/region_picker'
import SupplierCard, { type SupplierCardData } from '~/components/suppliers/supplier_card'
import type { SupplierListView } from '#transformers/supplier_transformer'

/**
 * Suppliers list (SPEC §2): search by manufacturer name, region filter with region search,
 * individual / corporate filter, supplier cards, load more; every filter lives in the URL.
 */
export default function Suppliers({
  suppliers,
  view,
}: {
  suppliers: SupplierCardData[]
  view: SupplierListView
}) {
  const t = useT()
  const { nav } = useShared()
  const { filters, pagination } = view
  const [q, setQ] = useState(filters.q)
  const filtered = Boolean(
    filters.q || filters.region || filters.district || filters.type || filters.verified
  )

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data: Record<string, string> = {}
    if (q.trim()) data.q = q.trim()
    if (filters.district) data.district = filters.district
    else if (filters.region) data.region = filters.region
    if (filters.type) data.type = filters.type
    if (filters.verified) data.verified = '1'
    router.get(view.action, data)
  }

  return (
    <section className="container-page py-8 sm:py-10">
      <Head
        title={
          pagination.page > 1
            ? t('suppliers.title_page', { page: pagination.page })
            : t('suppliers.title')
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('suppliers.title')}
          </h1>
          <p className="mt-2 text-muted">{t('suppliers.intro')}</p>
        </div>
        {nav.manufacturers_for_regions && (
          <Link
            href={nav.manufacturers_for_regions}
            className="btn-ghost border border-line bg-white"
          >
            {t('suppliers.by_region')}
          </Link>
        )}
      </div>

      <form
        role="search"
        aria-label={t('suppliers.search.label')}
        action={view.action}
        method="get"
        onSubmit={search}
        className="mt-6 flex gap-2"
      >
        <label htmlFor="supplier-q" className="sr-only">
          {t('suppliers.search.label')}
        </label>
        <input
          id="supplier-q"
          name="q"
          type="search"
          value={q}
          maxLength={120}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('suppliers.search.placeholder')}
          className="field-input min-w-0 flex-1"
        />
        {filters.district && <input type="hidden" name="district" value={filters.district} />}
        {!filters.district && filters.region && (
          <input type="hidden" name="region" value={filters.region} />
        )}
        {filters.type && <input type="hidden" name="type" value={filters.type} />}
        {filters.verified && <input type="hidden" name="verified" value="1" />}
        <button type="submit" className="btn-primary">
          {t('suppliers.search.submit')}
        </button>
      </form>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-labelledby="supplier-filters" className="flex flex-col gap-4">
          <h2 id="supplier-filters" className="sr-only">
            {t('suppliers.filters.heading')}
          </h2>
          <nav
            aria-label={t('suppliers.filters.type')}
            className="rounded-[var(--radius-card)] border border-line bg-white p-3"
          >
            <p className="mb-2 px-1 text-xs text-muted">{t('suppliers.filters.type')}</p>
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {view.types.map((option) => (
                <li key={option.key ?? 'all'}>
                  <Link
                    href={option.url}
                    aria-current={option.current ? 'true' : undefined}
                    className="block rounded-full border border-line px-3 py-1.5 text-sm hover:bg-brand-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white lg:rounded-md"
                    data-testid={`type-${option.key ?? 'all'}`}
                  >
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            href={view.verifiedToggleUrl}
            role="checkbox"
            aria-checked={filters.verified}
            className="flex items-center gap-2 rounded-[var(--radius-card)] border border-line bg-white p-3 text-sm hover:bg-brand-50"
            data-testid="filter-verified"
          >
            <span
              aria-hidden="true"
              className={`inline-block h-4 w-4 rounded border ${filters.verified ? 'border-brand-600 bg-brand-600' : 'border-line'}`}
            />
            {t('trust_verify.filter.verified')}
          </Link>
          <RegionPicker
            regions={view.regions}
            allUrl={view.allRegionsUrl}
            placeLabel={filters.placeLabel}
          />
          {filtered && (
            <Link href={view.resetUrl} className="btn-ghost self-start">
              {t('suppliers.filters.reset')}
            </Link>
          )}
        </aside>

        <div>
          <p role="status" className="mb-4 text-sm text-muted" data-testid="supplier-total">
            {t('suppliers.results', { count: pagination.total })}
          </p>
          {suppliers.length > 0 ? (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {suppliers.map((supplier) => (
                <li key={supplier.id}>
                  <SupplierCard supplier={supplier} />
                </li>
              ))}
            </ul>
          ) : pagination.total > 0 ? (
            <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center">
              <p className="text-muted">{t('suppliers.page_empty')}</p>
              <Link href={pagination.firstUrl} className="btn-primary mt-4">
                {t('suppliers.first_page')}
              </Link>
            </div>
          ) : (
            <div
              className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center"
              data-testid="suppliers-empty"
            >
              <p className="text-lg font-semibold">{t('suppliers.empty')}</p>
              <p className="mt-1 text-sm text-muted">{t('suppliers.empty_hint')}</p>
              {filtered && (
                <Link href={view.resetUrl} className="btn-primary mt-4">
                  {t('suppliers.filters.reset')}
                </Link>
              )}
            </div>
          )}
          <LoadMore nextUrl={pagination.nextUrl} only={['suppliers', 'view']} />
        </div>
      </div>
    </section>
  )
}
