import { alternatesFor, pathFor, type Locale } from '#lib/route_table'
import { categoryBySlug, categoryPath, type CategoryNode } from '#services/catalog/categories'
import { listingProps, type ListingView } from '#services/catalog/listing_page'
import { parseListingQuery } from '#validators/catalog'

/** Outcome of a category page request: its props, a 301 to the slug of the page's language, or not found. */
export type CategoryPage =
  | { kind: 'page'; props: Awaited<ReturnType<typeof categoryPageProps>>; alternates: Record<Locale, string> }
  | { kind: 'redirect'; path: string }
  | { kind: 'not_found' }

/**
 * The category page (SPEC §2 Category, `/kateqoriya[/{slug}]`): all products or one category
 * subtree, with the listing filters of `qs` (the parsed query string). A slug of another
 * language redirects to this language's slug (`path`, without the query string); an unknown
 * slug is not found. `alternates`: the same page in every language (switcher, hreflang).
 * Shared by CatalogController and the anonymous listing fast path (app/services/page_cache/
 * listing_fast_path.ts), so both answer the same props.
 */
export async function categoryPage(view: ListingView, slug: string | undefined, qs: Record<string, unknown>): Promise<CategoryPage> {
  const found = slug ? await categoryBySlug(view.locale, slug) : null
  if (slug && !found) return { kind: 'not_found' }
  if (found && !found.canonical) return { kind: 'redirect', path: pathFor('category', view.locale, found.node.slug) }
  const category = found?.node
  return {
    kind: 'page',
    props: await categoryPageProps(view, category, qs),
    alternates: category ? alternatesFor('category', category.slugs) : alternatesFor('category'),
  }
}

async function categoryPageProps(view: ListingView, category: CategoryNode | undefined, qs: Record<string, unknown>) {
  const { locale, i18n } = view
  const query = await parseListingQuery(qs)
  const breadcrumbs = category ? await categoryPath(locale, category.id) : []
  return {
    kind: 'category' as const,
    heading: category?.name ?? i18n.t('catalog.all_products'),
    breadcrumbs: breadcrumbs.map((node) => ({ name: node.name, href: pathFor('category', locale, node.slug) })),
    ...(await listingProps(view, query, { category, defaultSort: 'new' })),
  }
}
