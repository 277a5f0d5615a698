import { useEffect } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import PaymentPostButton from '~/components/payments/payment_post_button'
import type {
  ConfirmationActions,
  ConfirmationOrderView as ConfirmationOrder,
} from '#transformers/order_confirmation_transformer'
import { useT } from '~/lib/i18n'

interface OrderConfirmationProps {
  state: 'completed' | 'awaiting_payment' | 'not_found'
  order: ConfirmationOrder | null
  /** Seconds between reloads while the payment is awaited (0: none). */
  reloadSeconds: number
  urls: {
    track: string | null
    orders: string | null
    home: string
  } & ConfirmationActions
}

/** "Order not found" (SPEC §8), for unknown orders and orders of someone else alike. */
function NotFound({ home }: { home: string }) {
  const t = useT()
  return (
    <section className="container-page py-20 text-center">
      <Head title={t('checkout.confirmation.not_found_title')} />
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('checkout.confirmation.not_found')}</h1>
      <p className="mt-2 text-muted">{t('checkout.confirmation.not_found_hint')}</p>
      <Link href={home} className="btn-primary mt-8">
        {t('ui.errors.back_home')}
      </Link>
    </section>
  )
}

/**
 * Order completed (SPEC §2 order confirmation): order number, date, tracking number, delivery type
 * and promised window per shipment, lines, totals, payment method and what happens next. While an
 * online payment is not confirmed yet it says so and reloads itself until the gateway's result
 * arrives (the server then shows the completed order or sends the buyer to the failure page), and
 * offers to return to the payment page. A completed order links to its invoice (HTML and PDF).
 */
export default function OrderConfirmation({
  state,
  order,
  reloadSeconds,
  urls,
}: OrderConfirmationProps) {
  const t = useT()

  useEffect(() => {
    if (state !== 'awaiting_payment' || reloadSeconds <= 0) return
    const timer = setInterval(
      () => router.reload({ only: ['state', 'order', 'urls'] }),
      reloadSeconds * 1000
    )
    return () => clearInterval(timer)
  }, [state, reloadSeconds])

  if (state === 'not_found' || !order) return <NotFound home={urls.home} />

  const waiting = state === 'awaiting_payment'
  return (
    <section className="container-page py-10">
      <Head
        title={
          waiting ? t('checkout.confirmation.waiting_title') : t('checkout.confirmation.title')
        }
      />
      <div
        className={`rounded-[var(--radius-card)] border p-6 ${waiting ? 'border-amber-200 bg-amber-50' : 'border-green-200 bg-green-50'}`}
        role="status"
      >
        <h1 className="text-2xl font-extrabold tracking-tight">
          {waiting ? t('checkout.confirmation.waiting_title') : t('checkout.confirmation.title')}
        </h1>
        <p className="mt-2">
          {waiting
            ? t('checkout.confirmation.waiting_text')
            : t('checkout.confirmation.thanks', { name: order.customerName })}
        </p>
        <p className="mt-3 text-lg">
          {t('checkout.confirmation.number')}:{' '}
          <strong data-testid="order-number">{order.number}</strong>
        </p>
        {waiting && (
          <p className="mt-2 text-sm text-muted">{t('checkout.confirmation.waiting_reload')}</p>
        )}
        {waiting && urls.resumePayment && (
          <PaymentPostButton
            url={urls.resumePayment}
            label={t('checkout.confirmation.resume_payment')}
            hint={t('checkout.confirmation.resume_payment_hint')}
            className="mt-4"
          />
        )}
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid gap-4">
          {order.shipments.map((shipment) => (
            <article
              key={shipment.trackingNumber}
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-base font-semibold">
                  {t('checkout.seller.heading', { seller: shipment.sellerName })}
                </h2>
                <p className="text-sm">
                  {t('checkout.confirmation.tracking_number')}:{' '}
                  <strong className="font-mono">{shipment.trackingNumber}</strong>
                </p>
              </header>
              <p className="mt-1 text-sm text-muted">
                {t(`enums.delivery_type.${shipment.deliveryType}`)} · {shipment.window} ·{' '}
                {shipment.fee}
              </p>
              <p className="text-xs text-muted">
                {t('checkout.delivery.distance_weight', {
                  distance: shipment.distance,
                  weight: shipment.weight,
                })}
              </p>
              <ul className="mt-3 divide-y divide-line text-sm">
                {shipment.lines.map((line, index) => (
                  <li key={index} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0 break-words">
                      {line.name}
                      <span className="block text-muted">
                        {t('checkout.line.quantity_price', {
                          quantity: line.quantity,
                          price: line.unitPrice,
                        })}
                      </span>
                      {line.rateNote && (
                        <span className="block text-xs text-muted" data-testid="rate-note">
                          {line.rateNote}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 font-semibold">{line.lineTotal}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}

          {!waiting && (
            <section
              aria-labelledby="next-steps"
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            >
              <h2 id="next-steps" className="text-base font-semibold">
                {t('checkout.confirmation.next_heading')}
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
                <li>{t('checkout.confirmation.next_email', { email: order.email })}</li>
                <li>{t('checkout.confirmation.next_sellers')}</li>
                <li>
                  {t('checkout.confirmation.next_track')}{' '}
                  {urls.track && (
                    <Link href={urls.track} className="text-brand-700 hover:underline">
                      {t('checkout.confirmation.track_link')}
                    </Link>
                  )}
                </li>
                {order.paymentMethod === 'cash_on_delivery' && (
                  <li>{t('checkout.confirmation.next_cash')}</li>
                )}
              </ol>
              <div className="mt-4 flex flex-wrap gap-2">
                {urls.invoice && (
                  <>
                    <Link href={urls.invoice.html} className="btn-ghost" data-testid="invoice-link">
                      {t('checkout.confirmation.invoice')}
                    </Link>
                    <a
                      href={urls.invoice.pdf}
                      className="btn-ghost"
                      data-testid="invoice-pdf-link"
                      download
                    >
                      {t('checkout.confirmation.invoice_pdf')}
                    </a>
                  </>
                )}
                {urls.orders && (
                  <Link href={urls.orders} className="btn-ghost">
                    {t('checkout.confirmation.my_orders')}
                  </Link>
                )}
              </div>
            </section>
          )}
        </div>

        <aside className="rounded-[var(--radius-card)] border border-line bg-white p-5 text-sm shadow-sm">
          <dl className="space-y-2">
            <div>
              <dt className="text-muted">{t('checkout.confirmation.date')}</dt>
              <dd>{order.date}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('checkout.confirmation.payment_method')}</dt>
              <dd>{t(`enums.payment_method.${order.paymentMethod}`)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('checkout.confirmation.status')}</dt>
              <dd>{t(`enums.order_status.${order.status}`)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('checkout.sections.delivery_address')}</dt>
              <dd>
                {order.customerName}, {order.phone}
                <br />
                {order.deliveryAddress}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('checkout.sections.billing_address')}</dt>
              <dd>{order.billingAddress}</dd>
            </div>
            {order.comment && (
              <div>
                <dt className="text-muted">{t('checkout.fields.comment')}</dt>
                <dd className="break-words whitespace-pre-line">{order.comment}</dd>
              </div>
            )}
          </dl>
          <dl className="mt-4 space-y-1 border-t border-line pt-3">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('checkout.summary.subtotal')}</dt>
              <dd>{order.subtotal}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('checkout.summary.delivery')}</dt>
              <dd>{order.deliveryFee}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-bold">
              <dt>{t('checkout.summary.total')}</dt>
              <dd data-testid="order-total">{order.total}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  )
}
