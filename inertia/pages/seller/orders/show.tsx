import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import PinMap from '~/components/map/pin_map'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import Timeline from '~/components/tracking/timeline'
import type {
  SellerShipmentDetail,
  ShipmentActionView as ShipmentAction,
} from '#transformers/seller_order_transformer'
import FormAlert from '~/components/ui/form_alert'
import { useShared, useT } from '~/lib/i18n'

interface SellerOrderPageProps {
  company: SellerCompany | null
  shipment: SellerShipmentDetail
  tileUrl: string
}

/**
 * One shipment of the seller (SPEC §2 Seller dashboard: orders): its lines only, the buyer,
 * the delivery address with its map pin, delivery type, window, distance and weight, the
 * timeline, and one button per move the transition table allows. The form sends the stage the
 * page showed, so a stale tab cannot move the shipment twice.
 */
export default function SellerOrder({ company, shipment, tileUrl }: SellerOrderPageProps) {
  const t = useT()
  const { errors } = useShared()
  const [moving, setMoving] = useState<string | null>(null)

  function move(action: ShipmentAction) {
    if (
      action.danger &&
      !window.confirm(t('seller_orders.show.confirm', { stage: action.toLabel }))
    )
      return
    router.post(
      shipment.transitionUrl,
      { event: action.event, from: shipment.status },
      {
        preserveScroll: true,
        onStart: () => setMoving(action.event),
        onFinish: () => setMoving(null),
      }
    )
  }

  const card = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'
  const facts: { key: string; label: string; value: string }[] = [
    {
      key: 'type',
      label: t('seller_orders.show.delivery_type'),
      value: shipment.delivery.deliveryTypeLabel,
    },
    {
      key: 'window',
      label: t('seller_orders.show.window'),
      value: shipment.delivery.promisedWindow,
    },
    { key: 'distance', label: t('seller_orders.show.distance'), value: shipment.delivery.distance },
    { key: 'weight', label: t('seller_orders.show.weight'), value: shipment.delivery.weight },
  ]

  return (
    <SellerLayout
      title={t('seller_orders.show.title', { number: shipment.orderNumber })}
      companyName={company?.name}
    >
      <p className="mb-4 text-sm">
        <Link href={shipment.listUrl} className="text-brand-700 hover:underline">
          ← {t('seller_orders.show.back')}
        </Link>
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="shipment-stage" className={card}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="shipment-stage" className="text-lg font-bold">
                  {t('seller_orders.show.stage')}:{' '}
                  <span data-testid="shipment-status">{shipment.statusLabel}</span>
                </h2>
                <p className="mt-1 text-sm text-muted">
                  {t('seller_orders.show.tracking')}:{' '}
                  <span className="font-mono">{shipment.trackingNumber}</span> · {shipment.date}
                </p>
              </div>
              {shipment.invoiceUrl && (
                <Link
                  href={shipment.invoiceUrl}
                  className="btn-ghost border border-line"
                  data-testid="invoice-link"
                >
                  {t('seller_orders.show.invoice')}
                </Link>
              )}
            </div>
            <div className="mt-4">
              <FormAlert message={errors?.form} />
            </div>
            {shipment.actions.length > 0 ? (
              <div className="mt-4">
                <p className="mb-2 text-sm text-muted">{t('seller_orders.show.actions_hint')}</p>
                <div className="flex flex-wrap gap-2">
                  {shipment.actions.map((action) => (
                    <button
                      key={action.event}
                      type="button"
                      onClick={() => move(action)}
                      disabled={moving !== null}
                      aria-busy={moving === action.event}
                      className={
                        action.danger
                          ? 'btn border border-danger/40 text-danger hover:bg-red-50 disabled:opacity-60'
                          : 'btn-primary'
                      }
                      data-testid={`action-${action.event}`}
                    >
                      {action.label}
                    </button>
                  ))}
                </div>
              </div>
            ) : (
              <p className="mt-4 text-sm text-muted" data-testid="no-actions">
                {t('seller_orders.show.final')}
              </p>
            )}
            <h3 className="mt-6 mb-3 text-base font-semibold">
              {t('seller_orders.show.timeline')}
            </h3>
            <Timeline steps={shipment.timeline} label={t('seller_orders.show.timeline')} />
          </section>

          <section aria-labelledby="shipment-lines" className={card}>
            <h2 id="shipment-lines" className="mb-3 text-lg font-bold">
              {t('seller_orders.show.lines')}
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[520px] text-left text-sm">
                <thead className="text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('seller_orders.show.product')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t('seller_orders.show.quantity')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t('seller_orders.show.unit_price')}
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      {t('seller_orders.show.line_total')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {shipment.lines.map((line) => (
                    <tr key={line.id} data-testid="shipment-line">
                      <td className="py-2 pr-3">
                        <p className="break-words">{line.name}</p>
                        {line.rateNote && (
                          <p className="text-xs text-muted" data-testid="rate-note">
                            {line.rateNote}
                          </p>
                        )}
                        <p className="font-mono text-xs text-muted">{line.code}</p>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {line.unitPrice}
                      </td>
                      <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                        {line.total}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t('seller_orders.show.lines_total')}</dt>
                <dd className="tabular-nums">{shipment.totals.lines}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t('seller_orders.show.fee')}</dt>
                <dd className="tabular-nums">{shipment.totals.fee}</dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold">
                <dt>{t('seller_orders.show.total')}</dt>
                <dd className="tabular-nums">{shipment.totals.total}</dd>
              </div>
            </dl>
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="shipment-buyer" className={card}>
            <h2 id="shipment-buyer" className="mb-2 text-lg font-bold">
              {t('seller_orders.show.buyer')}
            </h2>
            <dl className="divide-y divide-line text-sm">
              <div
                className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                data-testid="buyer-name"
              >
                <dt className="text-muted">{t('seller_orders.show.buyer_name')}</dt>
                <dd className="min-w-0 break-words">{shipment.buyer.name}</dd>
              </div>
              <div
                className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                data-testid="buyer-phone"
              >
                <dt className="text-muted">{t('seller_orders.show.buyer_phone')}</dt>
                <dd>
                  <a href={shipment.buyer.tel} className="text-brand-700 hover:underline">
                    {shipment.buyer.phone}
                  </a>
                </dd>
              </div>
              <div
                className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                data-testid="buyer-email"
              >
                <dt className="text-muted">{t('seller_orders.show.buyer_email')}</dt>
                <dd className="min-w-0 break-all">
                  <a href={shipment.buyer.mailto} className="text-brand-700 hover:underline">
                    {shipment.buyer.email}
                  </a>
                </dd>
              </div>
              <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2">
                <dt className="text-muted">{t('seller_orders.show.payment')}</dt>
                <dd>
                  {shipment.order.paymentMethodLabel} · {shipment.order.statusLabel}
                </dd>
              </div>
              {shipment.order.comment && (
                <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2">
                  <dt className="text-muted">{t('seller_orders.show.comment')}</dt>
                  <dd className="min-w-0 break-words whitespace-pre-wrap">
                    {shipment.order.comment}
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <section aria-labelledby="shipment-delivery" className={card}>
            <h2 id="shipment-delivery" className="mb-2 text-lg font-bold">
              {t('seller_orders.show.delivery')}
            </h2>
            <p className="text-sm break-words" data-testid="delivery-address">
              {shipment.delivery.address}
            </p>
            <p className="mt-1 text-xs text-muted">
              {t('seller_orders.show.pin', {
                lat: shipment.delivery.pin.latitude.toFixed(6),
                lng: shipment.delivery.pin.longitude.toFixed(6),
              })}
            </p>
            <dl className="mt-3 divide-y divide-line text-sm">
              {facts.map((fact) => (
                <div
                  key={fact.key}
                  className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                  data-testid={`delivery-${fact.key}`}
                >
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="min-w-0 break-words">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4">
              <PinMap
                latitude={shipment.delivery.pin.latitude}
                longitude={shipment.delivery.pin.longitude}
                onChange={() => {}}
                tileUrl={tileUrl}
                readOnly
                label={t('seller_orders.show.map')}
              />
            </div>
          </section>
        </div>
      </div>
    </SellerLayout>
  )
}
