import { Link } from '@inertiajs/react'
import type { SellerRfqFilter, SellerRfqListItem } from '#transformers/seller_rfq_transformer'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import FilterPills from '~/components/ui/filter_pills'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'

interface SellerRfqsProps {
  company: SellerCompany | null
  rfqs: SellerRfqListItem[]
  filters: SellerRfqFilter[]
  pagination: PaginationData | null
}

/**
 * The seller's RFQ inbox (issue 24): requests waiting for a quote first (the longest wait on
 * top), then the rest by last change; tabs by status group with counts; 20 a page.
 */
export default function SellerRfqs({ company, rfqs, filters, pagination }: SellerRfqsProps) {
  const t = useT()
  const current = filters.find((filter) => filter.current)
  return (
    <SellerLayout title={t('rfq_seller.inbox.title')} companyName={company?.name}>
      {!company ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-accent-600">
          {t('seller.company.missing')}
        </p>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
          <FilterPills label={t('rfq_seller.inbox.filter_label')} filters={filters} />
          {rfqs.length === 0 ? (
            <p className="py-6 text-center text-muted" data-testid="rfqs-empty">
              {current && current.key !== 'all'
                ? t('rfq_seller.inbox.empty_filtered')
                : t('rfq_seller.inbox.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-line text-xs text-muted uppercase">
                  <tr>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.reference')}</th>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.products')}</th>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.quantity')}</th>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.buyer')}</th>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.wanted_by')}</th>
                    <th className="py-2 pr-3">{t('rfq_seller.inbox.status')}</th>
                    <th className="py-2">{t('rfq_seller.inbox.age')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {rfqs.map((rfq) => (
                    <tr
                      key={rfq.id}
                      data-testid="rfq-row"
                      className={rfq.unanswered ? 'bg-amber-50/60' : undefined}
                    >
                      <td className="py-3 pr-3 font-medium whitespace-nowrap">
                        <Link href={rfq.url} className="text-brand-700 hover:underline">
                          {rfq.reference}
                        </Link>
                        {rfq.unseen && (
                          <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                            {t('rfq_seller.inbox.unseen')}
                          </span>
                        )}
                      </td>
                      <td className="py-3 pr-3">{rfq.products}</td>
                      <td className="py-3 pr-3 whitespace-nowrap">{rfq.quantity}</td>
                      <td className="py-3 pr-3">
                        {rfq.buyerCompany}
                        <span className="block text-xs text-muted">
                          <span aria-hidden="true">{rfq.country.flag}</span> {rfq.country.name}
                        </span>
                      </td>
                      <td className="py-3 pr-3 whitespace-nowrap">{rfq.wantedBy ?? '—'}</td>
                      <td className="py-3 pr-3">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                            rfq.unanswered
                              ? 'bg-amber-100 text-amber-900'
                              : 'bg-brand-50 text-brand-800'
                          }`}
                        >
                          {rfq.statusLabel}
                        </span>
                      </td>
                      <td className="py-3 whitespace-nowrap text-muted">{rfq.age}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pagination && <Pager pagination={pagination} label={t('rfq_seller.inbox.pager')} />}
        </div>
      )}
    </SellerLayout>
  )
}
