import type { ReactNode } from 'react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useShared, useT } from '~/lib/i18n'

/** Pages of the seller dashboard's side navigation, in order (route-table keys). */
const SELLER_PAGES = [
  'seller_dashboard',
  'seller_orders',
  'seller_products',
  'seller_profile',
  'seller_addresses',
  'seller_enquiries',
  'seller_rfqs',
  'seller_documents',
  'seller_terms',
] as const

interface SellerLayoutProps {
  /** Page heading and document title. */
  title: string
  /** The seller's company name, shown above the navigation; "Seller account" when unknown. */
  companyName?: string | null
  actions?: ReactNode
  children: ReactNode
}

/**
 * Frame of every seller dashboard page: the dashboard layout with the seller's side navigation
 * (home, orders, products, profile, address book, enquiries, terms). Links come from the shared
 * `nav` paths, so a page that is not served yet is simply left out.
 */
export default function SellerLayout({ title, companyName, actions, children }: SellerLayoutProps) {
  const t = useT()
  const { nav, sellerRfqs } = useShared()
  const links = SELLER_PAGES.filter((page) => nav[page]).map((page) => ({
    href: nav[page],
    // The RFQ inbox (issue 24) carries its unanswered count: "Quote requests (2)".
    label:
      page === 'seller_rfqs'
        ? sellerRfqs?.unanswered
          ? t('rfq_seller.nav_unanswered', { count: sellerRfqs.unanswered })
          : t('rfq_seller.nav')
        : page === 'seller_documents'
          ? t('trust_docs.nav')
          : t(`seller.nav.${page}`),
  }))
  return (
    <DashboardLayout
      title={title}
      heading={companyName || t('seller.nav.heading')}
      links={links}
      actions={actions}
    >
      {children}
    </DashboardLayout>
  )
}
