import type { ListingPageProps } from '#services/catalog/listing_pages'

/**
 * Props of the listing pages (category, search, special offers; component `storefront/catalog`),
 * built by app/services/catalog/listing_page.ts for the controller and the anonymous fast path
 * alike; re-exported here so the front end takes its types from app/transformers.
 */
export type { ListingPageProps }

/** The listing's filters as the filter panel shows them. */
export type ListingFilters = ListingPageProps['filters']

/** Counts per category, company and flag for the current filters. */
export type ListingFacets = ListingPageProps['facets']

/** A category of the facet tree, with its product count and sub-categories. */
export type CategoryFacet = ListingFacets['categories'][number]
