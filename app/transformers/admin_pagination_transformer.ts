import type { AdminPage } from '#actions/admin/paginate'

/** Pager of an admin list as the page component receives it (inertia/components/admin/pager.tsx). */
export interface AdminPagination {
  page: number
  lastPage: number
  total: number
  previous: string | null
  next: string | null
  pages: ({ number: number; url: string; current: boolean } | null)[]
}

/**
 * Links for an admin list: first, last and two pages either side of the current one, with
 * `null` for a gap. `urlOf(n)` builds the list URL of page n with the current filters.
 */
export function toAdminPagination(
  list: Omit<AdminPage<unknown>, 'rows'>,
  urlOf: (page: number) => string
): AdminPagination {
  const { page, lastPage } = list
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b)
  const pages: AdminPagination['pages'] = []
  for (const [index, number] of numbers.entries()) {
    if (index > 0 && number - numbers[index - 1] > 1) pages.push(null)
    pages.push({ number, url: urlOf(number), current: number === page })
  }
  return {
    page,
    lastPage,
    total: list.total,
    previous: page > 1 ? urlOf(page - 1) : null,
    next: page < lastPage ? urlOf(page + 1) : null,
    pages,
  }
}

/**
 * `path?key=value&…` without defaults and empty values, so the first page of an unfiltered
 * list is the bare path. `defaults` maps a key to the value that need not be written.
 */
export function adminListUrl(
  path: string,
  query: Record<string, string | number>,
  defaults: Record<string, string | number>
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === defaults[key]) continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
