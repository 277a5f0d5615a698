import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/** Pager data of an admin list (app/transformers/admin_pagination_transformer.ts). */
export interface AdminPaginationData {
  page: number
  lastPage: number
  total: number
  previous: string | null
  next: string | null
  pages: ({ number: number; url: string; current: boolean } | null)[]
}

const ITEM = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium'

/** Previous, page numbers with gaps, next — real links that keep the list's filters. Hidden for a single page. */
export default function Pager({ pagination }: { pagination: AdminPaginationData }) {
  const t = useT()
  if (pagination.lastPage <= 1) return null
  const edge = (href: string | null, label: string, rel: 'prev' | 'next') =>
    href ? (
      <Link href={href} rel={rel} preserveScroll={false} className={`${ITEM} border-line bg-white text-brand-700 hover:bg-brand-50`}>
        {label}
      </Link>
    ) : (
      <span className={`${ITEM} border-line text-muted opacity-60`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label={t('admin.pager.label')} className="mt-6 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(pagination.previous, `← ${t('admin.pager.previous')}`, 'prev')}</li>
        {pagination.pages.map((link, index) =>
          link ? (
            <li key={link.number}>
              <Link
                href={link.url}
                aria-label={t('admin.pager.page_n', { page: link.number })}
                aria-current={link.current ? 'page' : undefined}
                className={`${ITEM} ${link.current ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-brand-50'}`}
              >
                {link.number}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          )
        )}
        <li>{edge(pagination.next, `${t('admin.pager.next')} →`, 'next')}</li>
      </ul>
      <p className="text-xs text-muted">{t('admin.pager.page_of', { page: pagination.page, last: pagination.lastPage })}</p>
    </nav>
  )
}
