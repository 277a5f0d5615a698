import { Link } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import Pager from '~/components/ui/pager'
import { useShared, useT } from '~/lib/i18n'
import type { AdminPagination } from '#transformers/admin_pagination_transformer'
import type { AdminRfqRowView, AdminRfqTab } from '#transformers/admin_rfq_transformer'

interface AdminRfqsProps {
  tabs: AdminRfqTab[]
  unanswered: AdminRfqRowView[]
  unansweredTotal: number
  rfqs: AdminRfqRowView[]
  pagination: AdminPagination
}

/** One RFQ of a table: reference (to the read-only detail), state, seller, buyer country, age. */
function RfqRow({ rfq }: { rfq: AdminRfqRowView }) {
  return (
    <tr data-testid="admin-rfq" className="border-t border-line">
      <td className="py-2 pr-3 font-medium">
        <Link href={rfq.url} className="text-brand-700 hover:underline">
          {rfq.reference}
        </Link>
      </td>
      <td className="py-2 pr-3">{rfq.statusLabel}</td>
      <td className="py-2 pr-3">{rfq.company}</td>
      <td className="py-2 pr-3">
        {rfq.country}
        {rfq.buyerCompany && <span className="block text-xs text-muted">{rfq.buyerCompany}</span>}
      </td>
      <td className="py-2 text-muted tabular-nums">{rfq.age}</td>
    </tr>
  )
}

function RfqTable({ rows, caption }: { rows: AdminRfqRowView[]; caption: string }) {
  const t = useT()
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white p-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th className="pb-2">{t('admin.rfqs.reference')}</th>
            <th className="pb-2">{t('admin.rfqs.state')}</th>
            <th className="pb-2">{t('admin.rfqs.seller')}</th>
            <th className="pb-2">{t('admin.rfqs.buyer_country')}</th>
            <th className="pb-2">{t('admin.rfqs.age_label')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rfq) => (
            <RfqRow key={rfq.id} rfq={rfq} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Export desk overview (read-only): state tabs with counts, RFQs unanswered > 72 h, the filtered list. */
export default function AdminRfqs({
  tabs,
  unanswered,
  unansweredTotal,
  rfqs,
  pagination,
}: AdminRfqsProps) {
  const t = useT()
  const { locale } = useShared()
  const number = new Intl.NumberFormat(locale)
  return (
    <AdminLayout title={t('admin.rfqs.title')}>
      <section aria-labelledby="rfqs-unanswered" className="mb-8">
        <h2 id="rfqs-unanswered" className="mb-3 text-lg font-semibold">
          {t('admin.rfqs.unanswered', { count: unansweredTotal })}
        </h2>
        {unanswered.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.rfqs.none_unanswered')}</p>
        ) : (
          <RfqTable
            rows={unanswered}
            caption={t('admin.rfqs.unanswered', { count: unansweredTotal })}
          />
        )}
      </section>

      <nav aria-label={t('admin.rfqs.tabs_label')} className="mb-5 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.url}
                aria-current={tab.current ? 'page' : undefined}
                data-testid={`rfqs-tab-${tab.key}`}
                className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold ${
                  tab.current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-muted hover:text-brand-700'
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  {number.format(tab.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {rfqs.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('admin.rfqs.empty')}
        </p>
      ) : (
        <RfqTable rows={rfqs} caption={t('admin.rfqs.title')} />
      )}
      <Pager pagination={pagination} label={t('admin.pager.label')} />
    </AdminLayout>
  )
}
