import { useState } from 'react'
import { Head, Link } from '@inertiajs/react'
import DeliveryDetailsModal from '~/components/tracking/delivery_details_modal'
import Timeline from '~/components/tracking/timeline'
import TrackingForm from '~/components/tracking/tracking_form'
import type { TrackingView as TrackingResult } from '#transformers/tracking_transformer'
import { useT } from '~/lib/i18n'

interface TrackDeliveryProps {
  /** The page's own path in the current language (the form posts here; "track another" links here). */
  formUrl: string
  /** Tracking number to prefill (from `?n=`). */
  trackingNumber: string
  /** "Order not found" or "too many attempts" after a signed link; form errors come as `errors.form`. */
  error: string | null
  /** The shipment, once the visitor proved access (phone or e-mail, or a signed link); null shows the form. */
  tracking: TrackingResult | null
}

/**
 * Track delivery (SPEC §2, §4): the form (tracking number + the phone or e-mail used at
 * checkout), and for a found shipment its stage timeline with dates, the current stage
 * highlighted, the payment state when the order is not confirmed, its items and a "delivery
 * details" modal with the Delivery record (SPEC §3).
 */
export default function TrackDelivery({
  formUrl,
  trackingNumber,
  error,
  tracking,
}: TrackDeliveryProps) {
  const t = useT()
  return (
    <section className="container-page py-10">
      <Head title={t('ui.nav.track_delivery')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('tracking.title')}</h1>
      {tracking ? (
        <TrackingResultView tracking={tracking} formUrl={formUrl} />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
          <TrackingForm action={formUrl} initialNumber={trackingNumber} error={error} />
          <aside className="rounded-[var(--radius-card)] bg-brand-50 p-6 text-sm text-muted">
            <h2 className="text-base font-semibold text-ink">{t('tracking.help.title')}</h2>
            <p className="mt-2">{t('tracking.help.where')}</p>
            <p className="mt-2">{t('tracking.help.link')}</p>
          </aside>
        </div>
      )}
    </section>
  )
}

function TrackingResultView({ tracking, formUrl }: { tracking: TrackingResult; formUrl: string }) {
  const t = useT()
  const [detailsOpen, setDetailsOpen] = useState(false)
  const final = tracking.status === 'returned' || tracking.status === 'deleted'
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr]" data-testid="tracking-result">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-muted">{t('tracking.result.tracking_number')}</p>
            <p className="font-mono text-xl font-bold tracking-wide" data-testid="tracking-number">
              {tracking.trackingNumber}
            </p>
          </div>
          <p
            className={`rounded-full px-3 py-1 text-sm font-semibold ${final ? 'bg-red-50 text-danger' : 'bg-brand-50 text-brand-700'}`}
            data-testid="tracking-status"
          >
            {tracking.statusLabel}
          </p>
        </div>
        {tracking.payment.notice && (
          <p
            role="status"
            className={`mt-4 rounded-lg px-4 py-3 text-sm ${tracking.payment.tone === 'warning' ? 'bg-amber-50 text-accent-600' : 'bg-brand-50 text-brand-900'}`}
            data-testid="tracking-payment-notice"
          >
            {tracking.payment.notice}
          </p>
        )}
        <h2 className="mt-6 mb-4 text-lg font-bold">{t('tracking.result.timeline')}</h2>
        <Timeline steps={tracking.timeline} />
      </div>

      <div className="space-y-6">
        <section
          aria-labelledby="tracking-order"
          className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
        >
          <h2 id="tracking-order" className="text-lg font-bold">
            {t('tracking.result.order', { number: tracking.orderNumber })}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('tracking.result.order_date')}</dt>
              <dd className="text-right">{tracking.orderDate}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('tracking.result.payment_method')}</dt>
              <dd className="text-right">{tracking.payment.methodLabel}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('tracking.result.delivery_type')}</dt>
              <dd className="text-right">{tracking.delivery.deliveryTypeLabel}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('tracking.result.window')}</dt>
              <dd className="text-right">{tracking.delivery.promisedWindow}</dd>
            </div>
          </dl>
          <h3 className="mt-5 text-sm font-semibold">{t('tracking.result.items')}</h3>
          <ul className="mt-2 divide-y divide-line text-sm" data-testid="tracking-items">
            {tracking.items.map((item, index) => (
              <li key={index} className="flex justify-between gap-3 py-2">
                <span className="min-w-0 break-words">{item.name}</span>
                <span className="shrink-0 text-muted tabular-nums">× {item.quantity}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-primary mt-5 w-full"
            onClick={() => setDetailsOpen(true)}
            data-testid="open-delivery-details"
          >
            {t('tracking.result.details')}
          </button>
        </section>
        <Link href={formUrl} className="btn-ghost">
          ← {t('tracking.result.another')}
        </Link>
      </div>
      <DeliveryDetailsModal
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        delivery={tracking.delivery}
        trackingNumber={tracking.trackingNumber}
      />
    </div>
  )
}
