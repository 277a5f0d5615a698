import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { OrderStatusBadge, StageBadge } from './status_badge'
import type { OrderListItem } from '#transformers/order_transformer'

/**
 * Orders as a list of links to their details: number, date, status, item count, total and the
 * current stage of each seller's shipment. `compact` leaves out the shipments (dashboard home).
 */
export default function OrderList({
  orders,
  compact = false,
}: {
  orders: OrderListItem[]
  compact?: boolean
}) {
  const t = useT()
  return (
    <ul className="divide-y divide-line">
      {orders.map((order) => (
        <li key={order.number} className="py-4 first:pt-0 last:pb-0" data-testid="order-item">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link href={order.url} className="font-semibold text-brand-700 hover:underline">
                {t('orders.list.number', { number: order.number })}
              </Link>
              <OrderStatusBadge status={order.status} label={order.statusLabel} />
              <span className="text-xs text-muted">
                <time dateTime={order.placedAt}>{order.date}</time> ·{' '}
                {t('orders.list.items', { count: order.itemCount })}
              </span>
            </div>
            <p className="text-sm">
              <span className="text-muted">{t('orders.list.total')}: </span>
              <span className="font-semibold tabular-nums">{order.total}</span>
            </p>
          </div>
          {!compact && order.shipments.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm" aria-label={t('orders.list.shipments')}>
              {order.shipments.map((shipment) => (
                <li
                  key={shipment.trackingNumber}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1"
                >
                  <span className="break-words text-ink">{shipment.seller}</span>
                  <span className="font-mono text-xs text-muted">{shipment.trackingNumber}</span>
                  <StageBadge stage={shipment.stage} label={shipment.stageLabel} />
                </li>
              ))}
            </ul>
          )}
          {!compact && (
            <Link
              href={order.url}
              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              {t('orders.list.details')} →
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
