import type { AccountType } from '#models/user'
import type { Locale } from '#lib/route_table'
import type { SharedProps } from '#transformers/shared_props'
import { dashboardPath } from '#services/auth/dashboards'

/** What `authProp` reads of a user (the User model, or a model built from its cached row). */
export interface AuthPropUser {
  id: number
  fullName: string
  accountType: AccountType
}

/**
 * The `auth` shared prop: the signed-in account as every page sees it, or `{ user: null }`.
 * One function for InertiaMiddleware and the signed-in listing fast path
 * (app/services/page_cache/listing_fast_path.ts), so both answer the same page.
 */
export function authProp(
  user: AuthPropUser | null | undefined,
  locale: Locale
): SharedProps['auth'] {
  return {
    user: user
      ? {
          id: user.id,
          name: user.fullName,
          accountType: user.accountType,
          dashboard: dashboardPath(user.accountType, locale),
        }
      : null,
  }
}
