import type { DashboardLink } from '~/components/account/dashboard_layout'
import { useShared, useT } from '~/lib/i18n'
import type { MemberType } from '#shared/accounts'

/** Side navigation of the customer dashboard (SPEC §2) and of the seller dashboard, in that order. */
const LINKS = {
  buyer: ['user_dashboard', 'user_orders', 'user_rfqs', 'user_info', 'user_addresses'],
  seller: ['seller_dashboard', 'seller_profile', 'seller_addresses', 'seller_terms'],
} as const

/** Labels kept outside `account.nav` (the export desk's own namespace). */
const LABELS: Partial<Record<string, string>> = { user_rfqs: 'rfq_buyer.nav.user_rfqs' }

/** Dashboard links of an account type from the shared `nav` paths; pages not served yet are left out. */
export function useDashboardLinks(book: MemberType): DashboardLink[] {
  const { nav } = useShared()
  const t = useT()
  return LINKS[book]
    .filter((key) => nav[key])
    .map((key) => ({ href: nav[key], label: t(LABELS[key] ?? `account.nav.${key}`) }))
}
