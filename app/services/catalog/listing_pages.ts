import type { Locale } from '#lib/route_table'
import { alternatesOf, urlTo } from '#services/urls'
import { categoryBySlug, categoryPath, type CategoryNode } from '#services/catalog/categories'
import { listingProps, listingWithSearch, type ListingView } from '#services/catalog/listing_page'
import { parseListingQuery } from '#validators/catalog'
import { breadcrumbJsonLd } from '#services/seo/json_ld'
import { searchHelp, type SearchHelp } from '#services/catalog/search_help'
import type { JsonLd } from '#shared/json_ld'

/**
 * The three listing pages (Category, Search, Special offers) as plain functions of
 * the page language, the path's slug and the parsed query string. Shared by CatalogController
 * and the anonymous listing fast path (app/services/page_cache/listing_fast_path.ts), so both
 * answer the same props.
 */

/** Props of a listing page (component `storefront/catalog`). */
export type ListingPageProps = Awaited<ReturnType<typeof listingProps>> & {
  kind: 'category' | 'search' | 'special_offers'
  heading: string
  breadcrumbs: { name: string; href: string }[]
  /** schema.org documents: a category's BreadcrumbList (app/services/seo/json_ld.ts); else none. */
  jsonLd: JsonLd[]
  /** A search's "Did you mean …?" and empty-result help (search_help.ts); null elsewhere and without a query. */
  searchHelp: SearchHelp | null
}

/**
 * Outcome of a listing page request: its props and the same page in every language
 * (`alternates`: switcher, hreflang), a 301 to the slug of the page's language (`path`, without
 * the query string), or not found.
 */
export type ListingPage =
  | { kind: 'page'; props: ListingPageProps; alternates: Record<Locale, string> }
  | { kind: 'redirect'; path: string }
  | { kind: 'not_found' }

/**
 * The category page (`/kateqoriya[/{slug}]`): all products or one category subtree, with the
 * listing filters of `qs` (the parsed query string). A slug of another language redirects to
 * this language's slug; an unknown slug is not found.
 */
export async function categoryPage(
  view: ListingView,
  slug: string | undefined,
  qs: Record<string, unknown>
): Promise<ListingPage> {
  const found = slug ? await categoryBySlug(view.locale, slug) : null
  if (slug && !found) return { kind: 'not_found' }
  if (found && !found.canonical)
    return {
      kind: 'redirect',
      path: urlTo('category.show', view.locale, { slug: found.node.slug }),
    }
  const category = found?.node
  return {
    kind: 'page',
    props: await categoryPageProps(view, category, qs),
    alternates: category
      ? alternatesOf('category.show', (locale) => ({ slug: category.slugs[locale] }))
      : alternatesOf('category'),
  }
}

async function categoryPageProps(
  view: ListingView,
  category: CategoryNode | undefined,
  qs: Record<string, unknown>
): Promise<ListingPageProps> {
  const { locale, i18n } = view
  const query = await parseListingQuery(qs)
  const path = category ? await categoryPath(locale, category.id) : []
  const breadcrumbs = path.map((node) => ({
    name: node.name,
    href: urlTo('category.show', locale, { slug: node.slug }),
  }))
  return {
    kind: 'category',
    heading: category?.name ?? i18n.t('catalog.all_products'),
    breadcrumbs,
    jsonLd: breadcrumbs.length > 0 ? [breadcrumbJsonLd(breadcrumbs)] : [],
    searchHelp: null,
    ...(await listingProps(view, query, { category, defaultSort: 'new' })),
  }
}

/**
 * The search page (`/mehsul-axtarishi?q=…`): matches of `q` in az, en and ru with typo
 * tolerance (product_search.ts), best first unless another sort is asked, with the listing
 * filters. Without `q` it lists all products, newest first.
 */
export async function searchPage(
  view: ListingView,
  qs: Record<string, unknown>
): Promise<ListingPage> {
  const query = await parseListingQuery(qs)
  const { props: listing, spellings } = await listingWithSearch(view, query, {
    defaultSort: query.q ? 'relevance' : 'new',
  })
  const help = query.q
    ? await searchHelp(
        view.locale,
        query.q,
        query.exact,
        listing.correction,
        listing.total,
        spellings
      )
    : null
  const heading = query.q
    ? view.i18n.t('catalog.search_heading', { q: help?.corrected?.query ?? query.q })
    : view.i18n.t('catalog.search_title')
  return {
    kind: 'page',
    props: {
      kind: 'search',
      heading,
      breadcrumbs: [],
      jsonLd: [],
      searchHelp: help,
      ...listing,
    },
    alternates: alternatesOf('search'),
  }
}

/** The special-offers page (`/xususi-teklifler`): discounted products with the listing filters and sorts. */
export async function specialOffersPage(
  view: ListingView,
  qs: Record<string, unknown>
): Promise<ListingPage> {
  const query = await parseListingQuery(qs)
  return {
    kind: 'page',
    props: {
      kind: 'special_offers',
      heading: view.i18n.t('catalog.special_offers'),
      breadcrumbs: [],
      jsonLd: [],
      searchHelp: null,
      ...(await listingProps(view, query, { discountedOnly: true, defaultSort: 'new' })),
    },
    alternates: alternatesOf('special_offers'),
  }
}
