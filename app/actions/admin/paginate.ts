import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/** One page of an admin list: rows plus where it sits (1-based; `lastPage` is at least 1). */
export interface AdminPage<Row> {
  rows: Row[]
  page: number
  lastPage: number
  total: number
}

/**
 * Offset pagination of an admin list (`?page=N`): a page beyond the last one shows the last
 * page instead of an empty list. `build` must return a fresh query each call.
 */
export async function paginateAdminList<Row>(
  build: () => DatabaseQueryBuilderContract<any>,
  page: number,
  perPage: number
): Promise<AdminPage<Row>> {
  let result = await build().paginate(page, perPage)
  if (page > result.lastPage && result.total > 0)
    result = await build().paginate(result.lastPage, perPage)
  return {
    rows: result.all() as Row[],
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
  }
}
