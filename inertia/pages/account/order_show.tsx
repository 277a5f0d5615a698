import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import { OrderStatusBadge, StageBadge } from '~/components/orders/status_badge'
import type { OrderDetail, OrderShipmentView } from '#transformers/order_transformer'
import { useShared, useT } from '~/lib/i18n'

const CARD = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'

function Fact({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId?: string
}) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** One seller's shipment: tracking, delivery type, fee, promised window, stage with its history, and its lines. */
function ShipmentCard({ shipment }: { shipment: OrderShipmentView }) {
  const t = useT()
  return (
    <section
      className={CARD}
      data-testid="order-shipment"
      aria-labelledby={`shipment-${shipment.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`shipment-${shipment.id}`} className="font-semibold break-words">
          {t('orders.show.shipment_heading', { seller: shipment.seller })}
        </h3>
        <StageBadge stage={shipment.stage} label={shipment.stageLabel} />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('orders.show.tracking_number')}>
          <span className="font-mono">{shipment.trackingNumber}</span>{' '}
          <Link href={shipment.trackingUrl} className="ml-1 text-brand-700 hover:underline">
            {t('orders.show.track')}
          </Link>
        </Fact>
        <Fact label={t('orders.show.delivery_type')}>{shipment.deliveryTypeLabel}</Fact>
        <Fact label={t('orders.show.delivery_fee')}>
          <span className="tabular-nums">{shipment.fee}</span>
        </Fact>
        <Fact label={t('orders.show.promised')}>{shipment.promisedWindow}</Fact>
        <Fact label={t('orders.show.stage')}>
          {shipment.stageLabel}
          {shipment.stageDate && (
            <span className="text-muted">
              {' '}
              · {t('orders.show.stage_since', { date: shipment.stageDate })}
            </span>
          )}
        </Fact>
        {shipment.sellerPhone && (
          <Fact label={t('orders.show.seller_phone')}>
            <a
              href={`tel:${shipment.sellerPhone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 hover:underline"
            >
              {shipment.sellerPhone}
            </a>
          </Fact>
        )}
      </dl>

      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-muted uppercase">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('orders.show.columns.product')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('orders.show.columns.code')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('orders.show.columns.quantity')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('orders.show.columns.unit_price')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('orders.show.columns.total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shipment.lines.map((line) => (
              <tr key={line.id} data-testid="order-line">
                <td className="py-2 pr-3 break-words">
                  {line.name}
                  {line.rateNote && (
                    <span className="block text-xs text-muted" data-testid="rate-note">
                      {line.rateNote}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 font-mono text-xs text-muted">{line.code}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.unitPrice}</td>
                <td className="py-2 text-right tabular-nums">{line.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line">
              <td colSpan={4} className="py-2 pr-3 text-right text-muted">
                {t('orders.show.products_total')}
              </td>
              <td className="py-2 text-right font-semibold tabular-nums">{shipment.subtotal}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      {shipment.timeline.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">
            {t('orders.show.timeline')}
          </summary>
          <ol className="mt-2 space-y-1 border-l border-line pl-4">
            {shipment.timeline.map((entry, index) => (
              <li key={`${entry.stage}-${index}`} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{entry.label}</span>
                <span className="text-muted">{entry.date}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  )
}

/**
 * One order of the signed-in buyer (SPEC §2 Customer dashboard: order details): status, each
 * seller's shipment with tracking and lines, addresses, payment, comment, totals and the
 * invoice links (once the order is placed or paid).
 */
export default function OrderShow({ order }: { order: OrderDetail }) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks('buyer')
  return (
    <DashboardLayout
      title={t('orders.show.title', { number: order.number })}
      heading={auth.user?.name ?? t('orders.title')}
      links={links}
      actions={
        <Link href={order.listUrl} className="btn-ghost">
          ← {t('orders.show.back')}
        </Link>
      }
    >
      <div className={`${CARD} flex flex-wrap items-center justify-between gap-3`}>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
          <span className="text-sm text-muted">
            <time dateTime={order.placedAt}>
              {t('orders.show.placed_on', { date: order.date })}
            </time>
          </span>
        </div>
        {order.invoice ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="invoice-links">
            <span className="text-sm text-muted">
              {t('orders.show.invoice', { number: order.invoiceNumber })}
            </span>
            <Link href={order.invoice.html} className="btn-ghost">
              {t('orders.show.invoice_html')}
            </Link>
            <a href={order.invoice.pdf} className="btn-primary" download>
              {t('orders.show.invoice_pdf')}
            </a>
          </div>
        ) : (
          <p className="text-sm text-muted" data-testid="invoice-pending">
            {t('orders.show.invoice_pending')}
          </p>
        )}
      </div>

      <h2 className="mt-6 mb-3 text-lg font-semibold">{t('orders.show.shipments')}</h2>
      <div className="space-y-4">
        {order.shipments.map((shipment) => (
          <ShipmentCard key={shipment.id} shipment={shipment} />
        ))}
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="order-addresses">
          <h2 id="order-addresses" className="mb-3 font-semibold">
            {t('orders.show.addresses')}
          </h2>
          <dl className="grid gap-3">
            <Fact label={t('orders.show.recipient')}>
              {order.customer.name} · {order.customer.phone} · {order.customer.email}
            </Fact>
            <Fact label={t('orders.show.delivery_address')} testId="delivery-address">
              {order.deliveryAddress}
            </Fact>
            <Fact label={t('orders.show.billing_address')} testId="billing-address">
              {order.billingAddress}
            </Fact>
            {order.comment && (
              <Fact label={t('orders.show.comment')}>
                <span className="whitespace-pre-line">{order.comment}</span>
              </Fact>
            )}
          </dl>
        </section>

        <section className={CARD} aria-labelledby="order-payment">
          <h2 id="order-payment" className="mb-3 font-semibold">
            {t('orders.show.payment')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('orders.show.payment_method')}>{order.payment.methodLabel}</Fact>
            <Fact label={t('orders.show.payment_status')}>
              {order.payment.statusLabel}
              {order.payment.paidAt && (
                <span className="block text-muted">
                  {t('orders.show.paid_at', { date: order.payment.paidAt })}
                </span>
              )}
            </Fact>
          </dl>
          <h3 className="mt-5 mb-2 text-sm font-semibold">{t('orders.show.totals')}</h3>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('orders.show.subtotal')}</dt>
              <dd className="tabular-nums">{order.totals.subtotal}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('orders.show.delivery')}</dt>
              <dd className="tabular-nums">{order.totals.delivery}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
              <dt>{t('orders.show.total')}</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {order.totals.total}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </DashboardLayout>
  )
}
