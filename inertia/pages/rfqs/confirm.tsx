import { Head, useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { RfqConfirmView } from '#transformers/rfq_buyer_transformer'

type ConfirmPageProps = RfqConfirmView

/**
 * A guest's RFQ confirmation link (issue 24). Opening it only shows the button: mail scanners
 * prefetch links, so confirming takes a POST. A used, expired or unknown link says so plainly.
 */
export default function RfqConfirmPage({ state, confirmUrl }: ConfirmPageProps) {
  const t = useT()
  const form = useForm({})
  const valid = state === 'valid' && confirmUrl
  const title = valid ? t('rfq_buyer.confirm.title') : t('rfq_buyer.confirm.invalid_title')
  return (
    <div className="container-page max-w-xl py-10">
      <Head title={title} />
      <div
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
        data-testid="rfq-confirm"
      >
        <h1 className="text-xl font-bold">{title}</h1>
        {valid ? (
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              form.post(confirmUrl)
            }}
          >
            <p className="text-sm text-muted">{t('rfq_buyer.confirm.intro')}</p>
            <button type="submit" className="btn-primary" disabled={form.processing}>
              {t('rfq_buyer.confirm.button')}
            </button>
          </form>
        ) : (
          <p className="mt-3 text-sm" role="status">
            {t('rfq_buyer.confirm.invalid_text')}
          </p>
        )}
      </div>
    </div>
  )
}
