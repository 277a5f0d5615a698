import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import OrderList from '~/components/orders/order_list'
import type { OrderFilterLink, OrderListItem } from '#transformers/order_transformer'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useShared, useT } from '~/lib/i18n'
import FilterPills from '~/components/ui/filter_pills'

interface OrdersProps {
  orders: OrderListItem[]
  filters: OrderFilterLink[]
  pagination: PaginationData
}

/** The buyer's orders (SPEC §2 Customer dashboard: order list), newest first, filtered by status, 10 a page. */
export default function Orders({ orders, filters, pagination }: OrdersProps) {
  const t = useT()
  const { nav, auth } = useShared()
  const links = useDashboardLinks('buyer')
  const current = filters.find((filter) => filter.current)
  return (
    <DashboardLayout
      title={t('orders.title')}
      heading={auth.user?.name ?? t('orders.title')}
      links={links}
    >
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
        <FilterPills
          label={t('orders.list.filter_label')}
          filters={filters.filter(
            (filter) => filter.key === 'all' || filter.count > 0 || filter.current
          )}
        />
        {orders.length === 0 ? (
          <div className="py-6 text-center" data-testid="orders-empty">
            <p className="text-muted">
              {current && current.key !== 'all'
                ? t('orders.list.empty_filtered')
                : t('orders.list.empty')}
            </p>
            {(!current || current.key === 'all') && nav.home && (
              <Link href={nav.home} className="btn-primary mt-4">
                {t('orders.list.go_shopping')}
              </Link>
            )}
          </div>
        ) : (
          <OrderList orders={orders} />
        )}
        <Pager pagination={pagination} label={t('orders.list.pager')} />
      </div>
    </DashboardLayout>
  )
}
