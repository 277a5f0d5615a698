import { useState } from 'react'
import ListLink from '~/components/ui/list_link'
import { Head, router, usePage } from '@inertiajs/react'
import ProductCard from '~/components/catalog/product_card'
import FilterPanel, { type CategoryFacet } from '~/components/catalog/filter_panel'
import { useShared, useT } from '~/lib/i18n'
import JsonLdScripts from '~/components/seo/json_ld'
import { CorrectedSearch, EmptySearch } from '~/components/catalog/search_help'
import type { ListingPageProps } from '#transformers/listing_transformer'

type CatalogProps = ListingPageProps

/** Current query string as a plain object. */
function currentQuery(url: string) {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  return Object.fromEntries(new URLSearchParams(search))
}

/** Query-string keys that do not filter the list (the search text, sort, page). */
const NOT_FILTERS = new Set(['q', 'exact', 'sort', 'page'])

/** Category, search and special-offers listing (SPEC §2): filters and sort live in the URL. */
export default function Catalog(props: CatalogProps) {
  const t = useT()
  const { url } = usePage()
  const { nav } = useShared()
  const path = url.split('?')[0]
  const [showFilters, setShowFilters] = useState(false)
  /** A search that found nothing, no filter set: its help replaces the (empty) filters and sort. */
  const empty = props.searchHelp?.empty ?? null
  /** Parsed once per render: every filter, sort and page link starts from it. */
  const current = currentQuery(url)
  const bare = !!empty && Object.keys(current).every((key) => NOT_FILTERS.has(key))

  const hrefWith = (changes: Record<string, string | number | boolean | number[] | null>) => {
    const query: Record<string, string> = { ...current }
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === false || value === '') delete query[key]
      else query[key] = String(value)
    }
    const search = new URLSearchParams(query).toString()
    return search ? `${path}?${search}` : path
  }
  const applyChange = (changes: Record<string, string | number | boolean | number[] | null>) =>
    router.get(hrefWith({ ...changes, page: null }), {}, { preserveScroll: true })
  const loadMore = () =>
    router.get(
      hrefWith({ page: props.pagination.page + 1 }),
      {},
      { only: ['products', 'pagination'], preserveScroll: true, preserveState: true }
    )
  /** A sub-category's link keeps the other filters: the same query on that category's path. */
  const facetQuery =
    props.kind === 'category' && nav.category ? hrefWith({ page: null, category: null }) : null
  const categoryHref =
    facetQuery !== null
      ? (facet: CategoryFacet) => facetQuery.replace(path, `${nav.category}/${facet.slug}`)
      : null

  return (
    <div className="container-page py-6">
      <Head title={props.heading} />
      <JsonLdScripts documents={props.jsonLd} />
      {props.breadcrumbs.length > 0 && (
        <nav aria-label={t('ui.nav.breadcrumb')} className="mb-2 text-xs text-muted">
          <ol className="flex flex-wrap gap-1">
            {nav.category && (
              <li>
                <ListLink href={nav.category} className="hover:underline">
                  {t('catalog.all_products')}
                </ListLink>{' '}
                /
              </li>
            )}
            {props.breadcrumbs.map((crumb, index) => (
              <li key={crumb.href}>
                <ListLink href={crumb.href} className="hover:underline">
                  {crumb.name}
                </ListLink>
                {index < props.breadcrumbs.length - 1 && ' /'}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{props.heading}</h1>
          <p className="mt-1 text-sm text-muted" data-testid="result-count">
            {t('catalog.filters.results', { count: props.total })}
          </p>
        </div>
        {!bare && (
          <div className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto">
            <button
              type="button"
              className="btn-ghost border border-line lg:hidden"
              aria-expanded={showFilters}
              onClick={() => setShowFilters((v) => !v)}
            >
              {showFilters ? t('catalog.filters.hide') : t('catalog.filters.show')}
            </button>
            <label className="flex min-w-0 items-center gap-2 text-sm">
              <span className="shrink-0">{t('catalog.sort.label')}</span>
              <select
                value={props.filters.sort}
                onChange={(e) => applyChange({ sort: e.target.value })}
                className="field-input w-auto max-w-[11rem] min-w-0 sm:max-w-none"
                name="sort"
              >
                {props.sorts.map((sort) => (
                  <option key={sort.key} value={sort.key}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </div>

      <div className={`mt-6 grid gap-6 ${bare ? '' : 'lg:grid-cols-[260px_1fr]'}`}>
        {!bare && (
          <aside
            aria-label={t('catalog.filters.title')}
            className={`${showFilters ? 'block' : 'hidden'} min-w-0 rounded-[var(--radius-card)] border border-line bg-white p-4 lg:block`}
            data-testid="filter-card"
          >
            <FilterPanel
              key={url}
              filters={props.filters}
              facets={props.facets}
              categoryHref={categoryHref}
              onChange={applyChange}
            />
            <ListLink href={path} className="btn-ghost mt-4 w-full border border-line">
              {t('catalog.filters.reset')}
            </ListLink>
          </aside>
        )}

        <section aria-label={props.heading}>
          {props.pagination.clamped && (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm">
              {t('catalog.pagination.clamped')}
            </p>
          )}
          {props.searchHelp?.corrected && (
            <CorrectedSearch corrected={props.searchHelp.corrected} />
          )}
          {empty ? (
            <EmptySearch query={props.filters.q} empty={empty} />
          ) : props.products.length === 0 ? (
            <p
              className="rounded-[var(--radius-card)] border border-line bg-white px-6 py-16 text-center text-muted"
              role="status"
            >
              {t('ui.messages.no_product_found')}
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {props.products.map((product, index) => (
                <li key={product.id} className="min-w-0">
                  {/* The first row on a phone (two columns) is above the fold. */}
                  <ProductCard product={product} priority={index < 2} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <nav
            aria-label={t('catalog.pagination.label')}
            className="mt-8 flex flex-wrap items-center justify-center gap-3"
          >
            {props.pagination.page > 1 && (
              <ListLink
                href={hrefWith({
                  page: props.pagination.page - 1 > 1 ? props.pagination.page - 1 : null,
                })}
                rel="prev"
                className="btn-ghost border border-line"
              >
                {t('catalog.pagination.previous')}
              </ListLink>
            )}
            {props.pagination.hasMore && (
              <>
                <button
                  type="button"
                  onClick={loadMore}
                  className="btn-primary"
                  data-testid="load-more"
                >
                  {t('catalog.pagination.load_more')}
                </button>
                <a
                  href={hrefWith({ page: props.pagination.page + 1 })}
                  rel="next"
                  className="btn-ghost border border-line"
                >
                  {t('catalog.pagination.next')}
                </a>
              </>
            )}
          </nav>
        </section>
      </div>
    </div>
  )
}
