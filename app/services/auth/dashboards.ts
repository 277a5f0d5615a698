import type { AccountType } from '#models/user'
import { PAGES, type Locale } from '#lib/route_table'

/** Home of each account type's dashboard in a locale (buyer → user dashboard, SPEC §2). */
export function dashboardPath(type: AccountType, locale: Locale): string {
  if (type === 'seller') return PAGES.seller_dashboard[locale]
  if (type === 'admin') return PAGES.admin[locale]
  return PAGES.user_dashboard[locale]
}
