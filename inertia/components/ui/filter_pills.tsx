import { Link } from '@inertiajs/react'

/** A status filter as the server sends it: key, localized label, link, count, whether it is the current one. */
export interface FilterPill {
  key: string
  label: string
  url: string
  count: number
  current: boolean
}

/**
 * Status filters of a list (seller orders and enquiries, customer orders) as a row of pill
 * links with counts; the current one is marked `aria-current="page"`.
 */
export default function FilterPills({ filters, label }: { filters: FilterPill[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-5 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <Link
          key={filter.key}
          href={filter.url}
          aria-current={filter.current ? 'page' : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            filter.current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-line bg-white text-ink hover:bg-brand-50'
          }`}
          data-testid={`filter-${filter.key}`}
        >
          {filter.label} <span className="tabular-nums">({filter.count})</span>
        </Link>
      ))}
    </nav>
  )
}
