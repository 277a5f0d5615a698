import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/** Pager of the news list, as produced by app/transformers/news_transformer.ts (`toNewsPagination`). */
export interface NewsPaginationData {
  page: number
  lastPage: number
  total: number
  previous: string | null
  next: string | null
  pages: ({ number: number; url: string; current: boolean } | null)[]
}

const ITEM = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium'

/** Previous / page numbers / next as real links (`?page=N`); hidden when there is a single page. */
export default function NewsPagination({ pagination }: { pagination: NewsPaginationData }) {
  const t = useT()
  if (pagination.lastPage <= 1) return null
  const edge = (href: string | null, label: string, rel: 'prev' | 'next') =>
    href ? (
      <Link href={href} rel={rel} className={`${ITEM} border-line bg-white text-brand-700 hover:bg-brand-50`}>
        {label}
      </Link>
    ) : (
      <span className={`${ITEM} border-line text-muted opacity-60`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label={t('news.pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(pagination.previous, `← ${t('news.previous')}`, 'prev')}</li>
        {pagination.pages.map((link, index) =>
          link ? (
            <li key={link.number}>
              <Link
                href={link.url}
                aria-label={t('news.page_n', { page: link.number })}
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
        <li>{edge(pagination.next, `${t('news.next')} →`, 'next')}</li>
      </ul>
      <p className="text-xs text-muted">{t('news.page_of', { page: pagination.page, last: pagination.lastPage })}</p>
    </nav>
  )
}
