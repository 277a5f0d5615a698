import { useT } from '~/lib/i18n'

interface OrderSummaryProps {
  subtotal: string
  /** Σ fees of the chosen delivery types, or null while some shipment has no type (or no pin). */
  delivery: string | null
  /** What the buyer pays, or null while delivery is not settled. */
  total: string | null
  processing: boolean
}

/** Totals the buyer sees before paying, and the button that places the order. */
export default function OrderSummary({ subtotal, delivery, total, processing }: OrderSummaryProps) {
  const t = useT()
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm lg:sticky lg:top-20"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t('checkout.summary.heading')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('checkout.summary.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{subtotal}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('checkout.summary.delivery')}</dt>
          <dd>{delivery ?? t('checkout.summary.delivery_pending')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="checkout-total">{total ?? '—'}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">{t('checkout.summary.server_prices')}</p>
      <button type="submit" className="btn-primary mt-4 w-full" disabled={processing}>
        {processing ? t('checkout.summary.placing') : t('checkout.summary.place_order')}
      </button>
    </aside>
  )
}
