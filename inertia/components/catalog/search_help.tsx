import ListLink from '~/components/ui/list_link'
import ProductCard from '~/components/catalog/product_card'
import { useT } from '~/lib/i18n'
import type { ListingPageProps } from '#transformers/listing_transformer'

type SearchHelpData = NonNullable<ListingPageProps['searchHelp']>

/**
 * "Did you mean …?" above the results of a corrected search (issue 26): the corrected query the
 * results are those of, and a link that searches the typed text as typed (`exact=1`).
 */
export function CorrectedSearch({
  corrected,
}: {
  corrected: NonNullable<SearchHelpData['corrected']>
}) {
  const t = useT()
  return (
    <div
      className="mb-4 rounded-lg border border-line bg-white px-4 py-3 text-sm break-words"
      data-testid="did-you-mean"
    >
      <p>
        <span className="font-semibold">{t('catalog.search_help.did_you_mean')}</span>{' '}
        <ListLink href={corrected.href} className="font-semibold text-brand-700 underline">
          {corrected.query}
        </ListLink>
      </p>
      <p className="mt-1 text-muted">
        {t('catalog.search_help.showing_corrected', { q: corrected.query })}{' '}
        {t('catalog.search_help.search_instead')}{' '}
        <ListLink href={corrected.originalHref} className="underline">
          {corrected.original}
        </ListLink>
      </p>
    </div>
  )
}

/**
 * What a search that found nothing shows instead of an empty list (issue 26): searches that do
 * find something, the most stocked categories and the best sellers.
 */
export function EmptySearch({
  query,
  empty,
}: {
  query: string
  empty: NonNullable<SearchHelpData['empty']>
}) {
  const t = useT()
  return (
    <div className="space-y-8" data-testid="empty-search">
      <div
        className="rounded-[var(--radius-card)] border border-line bg-white px-6 py-8 break-words"
        role="status"
      >
        <h2 className="text-lg font-bold">
          {t('catalog.search_help.nothing_found', { q: query })}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('catalog.search_help.nothing_found_hint')}</p>
        {empty.suggestions.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold">{t('catalog.search_help.try_searches')}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {empty.suggestions.map((suggestion) => (
                <li key={suggestion.href} className="min-w-0">
                  <ListLink
                    href={suggestion.href}
                    className="inline-block max-w-full rounded-full border border-line px-3 py-1 text-sm break-words hover:bg-brand-50"
                  >
                    {suggestion.query}
                  </ListLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {empty.categories.length > 0 && (
        <section aria-labelledby="empty-search-categories">
          <h2 id="empty-search-categories" className="section-title">
            {t('catalog.search_help.popular_categories')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {empty.categories.map((category) => (
              <li key={category.id} className="min-w-0">
                <ListLink
                  href={category.href}
                  className="flex items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white px-4 py-3 hover:border-brand-500"
                >
                  <span className="min-w-0 font-semibold break-words">{category.name}</span>
                  <span className="shrink-0 text-xs text-muted">
                    {t('catalog.search_help.category_count', { count: category.count })}
                  </span>
                </ListLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {empty.bestsellers.length > 0 && (
        <section aria-labelledby="empty-search-bestsellers">
          <h2 id="empty-search-bestsellers" className="section-title">
            {t('catalog.search_help.bestsellers')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {empty.bestsellers.map((product) => (
              <li key={product.id} className="min-w-0">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
