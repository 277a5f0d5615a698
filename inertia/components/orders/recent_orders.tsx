import { Link } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import OrderList from './order_list'
import type { OrderListItem } from '#transformers/order_transformer'

/** The customer dashboard home's box of the latest orders with a link to all of them. */
export default function RecentOrders({
  orders,
  total,
}: {
  orders: OrderListItem[]
  total: number
}) {
  const t = useT()
  const { nav } = useShared()
  return (
    <section
      className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
      aria-labelledby="recent-orders-title"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-orders-title" className="text-lg font-semibold">
          {t('orders.dashboard.recent')}
        </h2>
        {nav.user_orders && total > 0 && (
          <Link
            href={nav.user_orders}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('orders.dashboard.all', { count: total })}
          </Link>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="text-sm text-muted">{t('orders.dashboard.none')}</p>
      ) : (
        <OrderList orders={orders} compact />
      )}
    </section>
  )
}
