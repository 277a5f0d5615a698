import { Link } from '@inertiajs/react'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import type { SellerOrderFilterLink, SellerOrderItem } from '#transformers/seller_order_transformer'
import type { ShipmentStatus as ShipmentStage } from '#shared/orders'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'
import FilterPills from '~/components/ui/filter_pills'

interface SellerOrdersProps {
  company: SellerCompany | null
  orders: SellerOrderItem[]
  filters: SellerOrderFilterLink[]
  pagination: PaginationData | null
}

const STAGE_TONE: Record<ShipmentStage, string> = {
  accepted: 'bg-amber-50 text-accent-600',
  preparing: 'bg-brand-50 text-brand-700',
  courier_set: 'bg-brand-50 text-brand-700',
  courier_accepted: 'bg-brand-50 text-brand-700',
  on_the_way: 'bg-brand-100 text-brand-900',
  delivered: 'bg-green-50 text-success',
  returned: 'bg-red-50 text-danger',
  deleted: 'bg-red-50 text-danger',
}

/**
 * The seller's orders (SPEC §2 Seller dashboard: orders): their own shipments of confirmed
 * orders, newest first, filtered by stage, 20 a page; each opens the shipment page.
 */
export default function SellerOrders({ company, orders, filters, pagination }: SellerOrdersProps) {
  const t = useT()
  const current = filters.find((filter) => filter.current)
  return (
    <SellerLayout title={t('seller_orders.list.title')} companyName={company?.name}>
      {!company ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-accent-600">
          {t('seller.company.missing')}
        </p>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
          <FilterPills label={t('seller_orders.list.filter_label')} filters={filters} />
          {orders.length === 0 ? (
            <p className="py-6 text-center text-muted" data-testid="orders-empty">
              {current && current.key !== 'all'
                ? t('seller_orders.list.empty_filtered')
                : t('seller_orders.list.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[720px] text-left text-sm">
                <thead className="bg-brand-50 text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('seller_orders.list.order')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('seller_orders.list.date')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('seller_orders.list.buyer')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t('seller_orders.list.items')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t('seller_orders.list.total')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('seller_orders.list.stage')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {orders.map((order) => (
                    <tr key={order.trackingNumber} data-testid="seller-order">
                      <td className="px-3 py-3">
                        <Link
                          href={order.url}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {order.orderNumber}
                        </Link>
                        <p className="font-mono text-xs text-muted">{order.trackingNumber}</p>
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">{order.date}</td>
                      <td className="px-3 py-3 break-words">{order.buyer}</td>
                      <td className="px-3 py-3 text-right tabular-nums">{order.itemCount}</td>
                      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                        {order.total}
                      </td>
                      <td className="px-3 py-3">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STAGE_TONE[order.status]}`}
                        >
                          {order.statusLabel}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pagination && <Pager pagination={pagination} label={t('seller_orders.list.pager')} />}
        </div>
      )}
    </SellerLayout>
  )
}
