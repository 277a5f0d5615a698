import { type FormEvent, useState } from 'react'
import { useT } from '~/lib/i18n'
import { INCOTERMS } from '#shared/export'
import type {
  CategoryFacet,
  ListingFacets,
  ListingFilters,
} from '#transformers/listing_transformer'

export type { CategoryFacet, ListingFacets, ListingFilters }

interface Props {
  filters: ListingFilters
  facets: ListingFacets
  /** Category links go to category pages on the category listing; elsewhere they set ?category=. */
  categoryHref: ((facet: CategoryFacet) => string) | null
  onChange: (changes: Record<string, string | number | boolean | number[] | null>) => void
}

/**
 * Filter panel of SPEC §2 Category: category tree, company, discount, domestic shipping, export
 * offer available, its Incoterm and largest MOQ (issue 24; no counts: plain browsing's cells do
 * not count offers), price range.
 */
export default function FilterPanel({ filters, facets, categoryHref, onChange }: Props) {
  const t = useT()
  const [min, setMin] = useState(filters.min)
  const [max, setMax] = useState(filters.max)
  const [maxMoq, setMaxMoq] = useState(filters.maxMoq)

  const submitPrice = (event: FormEvent) => {
    event.preventDefault()
    onChange({ min: min.trim() || null, max: max.trim() || null })
  }
  const submitMoq = (event: FormEvent) => {
    event.preventDefault()
    onChange({ max_moq: maxMoq.trim() || null })
  }
  const toggleCompany = (id: number) => {
    const next = filters.companyIds.includes(id)
      ? filters.companyIds.filter((c) => c !== id)
      : [...filters.companyIds, id]
    onChange({ company: next.length ? next.join(',') : null })
  }
  const renderCategory = (facet: CategoryFacet, depth: number) => (
    <li key={facet.id}>
      {categoryHref ? (
        <a
          href={categoryHref(facet)}
          className="flex min-w-0 justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-brand-50"
          style={{ paddingLeft: `${0.5 + depth}rem` }}
        >
          <span className="min-w-0 break-words">{facet.name}</span>
          <span className="shrink-0 text-xs text-muted tabular-nums" data-testid="facet-count">
            {facet.count}
          </span>
        </a>
      ) : (
        <button
          type="button"
          onClick={() => onChange({ category: filters.categoryId === facet.id ? null : facet.id })}
          aria-pressed={filters.categoryId === facet.id}
          className={`flex w-full min-w-0 justify-between gap-2 rounded px-2 py-1 text-left text-sm hover:bg-brand-50 ${filters.categoryId === facet.id ? 'bg-brand-50 font-semibold text-brand-700' : ''}`}
          style={{ paddingLeft: `${0.5 + depth}rem` }}
        >
          <span className="min-w-0 break-words">{facet.name}</span>
          <span className="shrink-0 text-xs text-muted tabular-nums" data-testid="facet-count">
            {facet.count}
          </span>
        </button>
      )}
      {facet.children.length > 0 && (
        <ul>{facet.children.map((child) => renderCategory(child, depth + 1))}</ul>
      )}
    </li>
  )

  // Fieldsets are as wide as their content by default (min-inline-size: min-content): min-w-0
  // keeps long company names and counts inside the card.
  return (
    <div className="space-y-6 text-sm">
      <section aria-labelledby="filter-category">
        <h3 id="filter-category" className="mb-2 font-semibold">
          {t('catalog.filters.category')}
        </h3>
        <ul className="max-h-80 overflow-y-auto">
          {facets.categories.map((facet) => renderCategory(facet, 0))}
        </ul>
      </section>

      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t('catalog.filters.price')}</legend>
        <form onSubmit={submitPrice} className="grid grid-cols-2 gap-2">
          <label className="min-w-0">
            <span className="field-label">{t('catalog.filters.min')}</span>
            <input
              name="min"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              className="field-input"
            />
          </label>
          <label className="min-w-0">
            <span className="field-label">{t('catalog.filters.max')}</span>
            <input
              name="max"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              className="field-input"
            />
          </label>
          <button type="submit" className="btn-primary col-span-2">
            {t('catalog.filters.apply')}
          </button>
        </form>
        {facets.priceRange && (
          <p className="mt-1 text-xs text-muted">
            {t('catalog.filters.price_range', facets.priceRange)}
          </p>
        )}
      </fieldset>

      <div className="space-y-2">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.discounted}
            onChange={(e) => onChange({ discount: e.target.checked ? 1 : null })}
          />
          <span className="min-w-0 break-words">{t('catalog.filters.discount')}</span>
          <span
            className="ml-auto shrink-0 text-xs text-muted tabular-nums"
            data-testid="facet-count"
          >
            {facets.discounted}
          </span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.domesticShipping}
            onChange={(e) => onChange({ domestic: e.target.checked ? 1 : null })}
          />
          <span className="min-w-0 break-words">{t('catalog.filters.domestic')}</span>
          <span
            className="ml-auto shrink-0 text-xs text-muted tabular-nums"
            data-testid="facet-count"
          >
            {facets.domesticShipping}
          </span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.exportOffer}
            onChange={(e) => onChange({ export: e.target.checked ? 1 : null })}
            data-testid="filter-export-offer"
          />
          <span>{t('catalog.filters.export_offer')}</span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.verifiedSeller}
            onChange={(e) => onChange({ verified: e.target.checked ? 1 : null })}
            data-testid="filter-verified"
          />
          <span>{t('trust_verify.filter.verified')}</span>
        </label>
        <label className="block">
          <span className="field-label">{t('catalog.filters.incoterm')}</span>
          <select
            className="field-input"
            value={filters.incoterm}
            onChange={(e) => onChange({ incoterm: e.target.value || null })}
            data-testid="filter-incoterm"
          >
            <option value="">{t('catalog.filters.incoterm_any')}</option>
            {INCOTERMS.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={submitMoq} className="grid grid-cols-[1fr_auto] items-end gap-2">
          <label className="min-w-0">
            <span className="field-label">{t('catalog.filters.max_moq')}</span>
            <input
              name="max_moq"
              inputMode="numeric"
              value={maxMoq}
              onChange={(e) => setMaxMoq(e.target.value)}
              className="field-input"
            />
          </label>
          <button type="submit" className="btn-ghost border border-line">
            {t('catalog.filters.apply')}
          </button>
        </form>
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t('catalog.filters.company')}</legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {facets.companies.map((company) => (
            <li key={company.id}>
              <label className="flex min-w-0 items-center gap-2">
                <input
                  type="checkbox"
                  checked={filters.companyIds.includes(company.id)}
                  onChange={() => toggleCompany(company.id)}
                />
                <span className="min-w-0 truncate">{company.name}</span>
                <span
                  className="ml-auto shrink-0 text-xs text-muted tabular-nums"
                  data-testid="facet-count"
                >
                  {company.count}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  )
}
