import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import { useShared, useT } from '~/lib/i18n'
import Pager, { type PaginationData } from '~/components/ui/pager'
import type { RfqListItem } from '#transformers/rfq_buyer_transformer'

interface RfqListProps {
  rfqs: RfqListItem[]
  pagination: PaginationData
}

/** The buyer's requests for quotation (issue 24): reference, product, status, latest quote, last change. */
export default function BuyerRfqs({ rfqs, pagination }: RfqListProps) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks('buyer')
  const title = t('rfq_buyer.list.title')
  return (
    <DashboardLayout title={title} heading={auth.user?.name ?? title} links={links}>
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
        {rfqs.length === 0 ? (
          <p className="py-6 text-center text-muted" data-testid="rfqs-empty">
            {t('rfq_buyer.list.empty')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="rfq-list">
              <thead className="text-left text-muted">
                <tr>
                  <th className="py-2 pr-3">{t('rfq_buyer.list.reference')}</th>
                  <th className="py-2 pr-3">{t('rfq_buyer.list.product')}</th>
                  <th className="py-2 pr-3">{t('rfq_buyer.list.supplier')}</th>
                  <th className="py-2 pr-3">{t('rfq_buyer.list.status')}</th>
                  <th className="py-2 pr-3 text-right">{t('rfq_buyer.list.quote_total')}</th>
                  <th className="py-2">{t('rfq_buyer.list.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {rfqs.map((rfq) => (
                  <tr key={rfq.reference} className="border-t border-line">
                    <td className="py-2 pr-3">
                      <Link href={rfq.url} className="font-semibold underline">
                        {rfq.reference}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{rfq.product}</td>
                    <td className="py-2 pr-3">{rfq.supplier}</td>
                    <td className="py-2 pr-3">{rfq.statusLabel}</td>
                    <td className="py-2 pr-3 text-right">
                      {rfq.quoteTotal ?? t('rfq_buyer.list.no_quote')}
                    </td>
                    <td className="py-2">{rfq.updatedAt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager pagination={pagination} label={t('rfq_buyer.list.pager')} />
      </div>
    </DashboardLayout>
  )
}
