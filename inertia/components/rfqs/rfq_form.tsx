import { lazy, Suspense, useRef } from 'react'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { FIELDS, type RfqFields } from '~/components/rfqs/rfq_fields'
import { keepFocusNear, SentStatus } from '~/components/ui/sent_status'
import type { RfqFormView } from '#transformers/rfq_form_transformer'

/** The dialog (fields, country list, validation messages) loads when it is first opened. */
const RfqDialog = lazy(() => import('~/components/rfqs/rfq_dialog'))

interface RfqFormProps {
  form: RfqFormView
  subject: string
  className?: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The product page's request for quotation (issue 24), in place of the plain enquiry for a
 * product with an export offer: a card whose button (or the offer panel's "Request a quote")
 * opens a modal form. Posts to `form.url` with the error bag `rfq`; the dialog keeps what was
 * typed on errors (the form state lives in the card); on success it closes, focus returns to the
 * opener and the card shows the confirmation (SentStatus).
 */
export default function RfqForm({
  form: view,
  subject,
  className = '',
  open,
  onOpenChange,
}: RfqFormProps) {
  const t = useT()
  const form = useForm<RfqFields>({
    ...FIELDS,
    name: view.prefill?.name ?? '',
    email: view.prefill?.email ?? '',
    quantity: String(view.moq),
  })
  const button = useRef<HTMLButtonElement>(null)
  return (
    <section
      id="enquiry-card"
      aria-labelledby="rfq-card-title"
      className={`rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 p-4 ${className}`}
      data-testid="rfq-card"
    >
      <h2 id="rfq-card-title" className="font-semibold text-brand-900">
        {t('rfq_buyer.form.card_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('rfq_buyer.form.card_text')}</p>
      <button
        ref={button}
        type="button"
        className="btn-primary mt-3"
        onClick={() => onOpenChange(true)}
        aria-haspopup="dialog"
      >
        {t('rfq_buyer.form.open')}
      </button>
      <SentStatus testId="rfq-sent" sentFor="rfq" />
      {open && (
        <Suspense fallback={null}>
          <RfqDialog
            view={view}
            subject={subject}
            form={form}
            onClose={() => {
              onOpenChange(false)
              keepFocusNear(() => button.current)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
