import { Head, Link } from '@inertiajs/react'
import PaymentPostButton from '~/components/payments/payment_post_button'
import { useShared, useT } from '~/lib/i18n'
import type { OrderFailedView } from '#transformers/payment_transformer'
import FormAlert from '~/components/ui/form_alert'

type OrderFailedProps = OrderFailedView

/**
 * Order failed (SPEC §2 result pages, §8 "payment failed"): the order number and lines, why it
 * failed, and "try again", which reserves the products again and returns to the payment page
 * ("product not in stock" when they are gone). Without an order: "order not found" (404).
 */
export default function OrderFailed({ order, homeUrl }: OrderFailedProps) {
  const t = useT()
  const { errors } = useShared()
  if (!order) {
    return (
      <section className="container-page py-20 text-center">
        <Head title={t('ui.messages.order_not_found')} />
        <h1 className="text-2xl font-bold">{t('ui.messages.order_not_found')}</h1>
        <p className="mt-2 text-muted">{t('payments.failed.not_found_hint')}</p>
        <Link href={homeUrl} className="btn-primary mt-8">
          {t('ui.errors.back_home')}
        </Link>
      </section>
    )
  }
  return (
    <section className="container-page max-w-3xl space-y-6 py-10">
      <Head title={t('ui.messages.payment_failed')} />
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-danger">
          {t('ui.messages.payment_failed')}
        </h1>
        <p className="text-muted">
          {t(`payments.failed.intro_${order.reason}`, { number: order.number })}
        </p>
      </div>
      <FormAlert message={errors?.form} />
      <dl className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('payments.failed.order_number')}</dt>
          <dd className="font-semibold" data-testid="order-number">
            {order.number}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('payments.failed.payment_method')}</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
      </dl>

      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('payments.failed.products')}</caption>
          <thead className="bg-brand-50 text-left text-muted">
            <tr>
              <th className="px-4 py-2 font-medium">{t('payments.failed.product')}</th>
              <th className="px-4 py-2 text-right font-medium">{t('payments.failed.quantity')}</th>
              <th className="px-4 py-2 text-right font-medium">{t('payments.failed.price')}</th>
              <th className="px-4 py-2 text-right font-medium">
                {t('payments.failed.line_total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td className="px-4 py-2">{line.name}</td>
                <td className="px-4 py-2 text-right">{line.quantity}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap">{line.unitPrice}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap">{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="space-y-1 border-t border-line px-4 py-3 text-sm">
          <Total label={t('payments.failed.subtotal')} value={order.totals.subtotal} />
          <Total label={t('payments.failed.delivery')} value={order.totals.delivery} />
          <Total label={t('payments.failed.total')} value={order.totals.total} strong />
        </dl>
      </div>

      <div className="flex flex-wrap items-start gap-3">
        {order.retryUrl && (
          <PaymentPostButton
            url={order.retryUrl}
            label={t('payments.failed.retry')}
            hint={t('payments.failed.retry_hint')}
          />
        )}
        <Link href={homeUrl} className="btn-ghost">
          {t('payments.failed.continue_shopping')}
        </Link>
      </div>
    </section>
  )
}

function Total({
  label,
  value,
  strong = false,
}: {
  label: string
  value: string
  strong?: boolean
}) {
  return (
    <div className={`flex justify-between ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  )
}
