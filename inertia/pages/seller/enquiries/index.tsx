import EnquiryList from '~/components/enquiries/enquiry_list'
import type { SellerEnquiryItem, toEnquiryFilters } from '#transformers/enquiry_transformer'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'
import FilterPills from '~/components/ui/filter_pills'

type EnquiryFilter = ReturnType<typeof toEnquiryFilters>[number]

interface SellerEnquiriesProps {
  company: SellerCompany | null
  enquiries: SellerEnquiryItem[]
  filters: EnquiryFilter[]
  pagination: PaginationData | null
}

/** Buyers' enquiries of the seller's company, newest first, filtered by status (new, answered, closed), 20 a page. */
export default function SellerEnquiries({
  company,
  enquiries,
  filters,
  pagination,
}: SellerEnquiriesProps) {
  const t = useT()
  const current = filters.find((filter) => filter.current)
  return (
    <SellerLayout title={t('enquiries.seller.title')} companyName={company?.name}>
      {!company ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-accent-600">
          {t('seller.company.missing')}
        </p>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
          <FilterPills label={t('enquiries.seller.filter_label')} filters={filters} />
          {enquiries.length === 0 ? (
            <p className="py-6 text-center text-muted" data-testid="enquiries-empty">
              {current && current.key !== 'all'
                ? t('enquiries.seller.empty_filtered')
                : t('enquiries.seller.empty')}
            </p>
          ) : (
            <EnquiryList enquiries={enquiries} />
          )}
          {pagination && <Pager pagination={pagination} label={t('enquiries.seller.pager')} />}
        </div>
      )}
    </SellerLayout>
  )
}
