import { type ReactElement, type ReactNode, useEffect } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import type { TestGatewayView } from '#transformers/payment_transformer'

type Outcome = 'success' | 'failure' | 'cancel'

type TestGatewayProps = TestGatewayView

const BUTTONS: { outcome: Outcome; className: string }[] = [
  { outcome: 'success', className: 'btn bg-success text-white hover:opacity-90' },
  { outcome: 'failure', className: 'btn bg-danger text-white hover:opacity-90' },
  { outcome: 'cancel', className: 'btn border border-line bg-white text-ink hover:bg-brand-50' },
]

/**
 * Hosted page of the built-in test gateway (DESIGN §5 Payments): a simulated payment provider,
 * outside the storefront shell. Shows merchant, purpose and amount in AZN in the language the
 * shop asked for, and ends the payment with success, failure or cancel (optionally with a late
 * notification); the server then sends the browser back to the shop.
 */
export default function TestGateway({ payment, actionUrl, returnUrl }: TestGatewayProps) {
  const t = useT()
  const form = useForm({ outcome: 'success' as Outcome, late: false })

  function choose(outcome: Outcome) {
    form.transform((data) => ({ ...data, outcome }))
    form.post(actionUrl)
  }

  return (
    <section className="w-full max-w-md space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
      <Head title={t('payments.test_gateway.title')} />
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">
          {t('payments.test_gateway.title')}
        </h1>
        <p className="mt-2 text-sm text-muted">{t('payments.test_gateway.notice')}</p>
      </div>
      <dl className="divide-y divide-line rounded-lg border border-line text-sm">
        <Row label={t('payments.test_gateway.merchant')}>{payment.merchant}</Row>
        <Row label={t('payments.test_gateway.description')}>{payment.description}</Row>
        <Row label={t('payments.test_gateway.amount')}>
          <span className="text-lg font-bold" data-testid="amount">
            {payment.amount}
          </span>
        </Row>
        <Row label={t('payments.test_gateway.reference')}>
          <code className="break-all text-xs">{payment.reference}</code>
        </Row>
      </dl>

      {payment.status === 'pending' ? (
        <fieldset className="space-y-4" disabled={form.processing}>
          <legend className="text-sm font-semibold">{t('payments.test_gateway.choose')}</legend>
          <div className="grid gap-2">
            {BUTTONS.map(({ outcome, className }) => (
              <button
                key={outcome}
                type="button"
                className={className}
                onClick={() => choose(outcome)}
                data-outcome={outcome}
              >
                {t(`payments.test_gateway.${outcome}`)}
              </button>
            ))}
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={form.data.late}
              onChange={(event) => form.setData('late', event.target.checked)}
            />
            <span>
              {t('payments.test_gateway.late')}
              <span className="block text-xs text-muted">
                {t('payments.test_gateway.late_hint')}
              </span>
            </span>
          </label>
        </fieldset>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">{t('payments.test_gateway.done')}</p>
          <p className="text-sm">
            <span className="font-semibold">{t('payments.test_gateway.result')}: </span>
            {payment.statusLabel}
          </p>
          {returnUrl && (
            <a href={returnUrl} className="btn-primary">
              {t('payments.test_gateway.back_to_shop')}
            </a>
          )}
        </div>
      )}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-4 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  )
}

/** The gateway's own frame: no storefront header, footer or language switcher. */
function GatewayFrame({ children }: { children: ReactNode }) {
  const { locale } = useShared()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <main className="flex min-h-screen items-start justify-center bg-brand-50 px-4 py-12">
      {children}
    </main>
  )
}

TestGateway.layout = (page: ReactElement) => <GatewayFrame>{page}</GatewayFrame>
