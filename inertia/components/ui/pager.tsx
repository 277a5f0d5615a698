import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { AdminPagination } from '#transformers/admin_pagination_transformer'

/**
 * Pager data as built by the server (news, admin and seller lists: toAdminPagination,
 * toNewsPagination): current and last page, total, previous/next URLs and the page links to
 * show, `null` standing for a gap.
 */
export type PaginationData = AdminPagination

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium'

/**
 * Previous, page numbers with gaps, next — real links (`?page=N`, the list's filters kept).
 * `label` names the navigation landmark. Hidden when there is a single page.
 */
export default function Pager({
  pagination,
  label,
  className = 'mt-6',
}: {
  pagination: PaginationData
  label: string
  className?: string
}) {
  const t = useT()
  if (pagination.lastPage <= 1) return null
  const edge = (href: string | null, text: string, rel: 'prev' | 'next') =>
    href ? (
      <Link
        href={href}
        rel={rel}
        className={`${ITEM} border-line bg-white text-brand-700 hover:bg-brand-50`}
      >
        {text}
      </Link>
    ) : (
      <span className={`${ITEM} border-line text-muted opacity-60`} aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav aria-label={label} className={`${className} flex flex-col items-center gap-2`}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(pagination.previous, `← ${t('ui.pager.previous')}`, 'prev')}</li>
        {pagination.pages.map((link, index) =>
          link ? (
            <li key={link.number}>
              <Link
                href={link.url}
                aria-label={t('ui.pager.page_n', { page: link.number })}
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
        <li>{edge(pagination.next, `${t('ui.pager.next')} →`, 'next')}</li>
      </ul>
      <p className="text-xs text-muted">
        {t('ui.pager.page_of', { page: pagination.page, last: pagination.lastPage })}
      </p>
    </nav>
  )
}
