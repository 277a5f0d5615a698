import { lazy, Suspense, useRef, useState } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { FIELDS } from '~/components/enquiries/enquiry_fields'
import { keepFocusNear, SentStatus } from '~/components/ui/sent_status'

/** The dialog (fields, country list, messages) loads when it is first opened. */
const EnquiryDialog = lazy(() => import('~/components/enquiries/enquiry_dialog'))

interface EnquiryFormProps {
  /** What the enquiry is about: the product's name or the supplier's name. */
  subject: string
  kind: 'product' | 'supplier'
  className?: string
  /** Whether the dialog is open, when the page controls it (the export panel's "Request a quote"). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * "Send an enquiry" for foreign buyers (SPEC §1, no account needed): a card with a button that
 * opens a modal form (name, company, country, e-mail, phone/WhatsApp, quantity, message). It
 * posts to the page prop `enquiryUrl` with the error bag `enquiry`, so its messages never mix
 * with other forms of the page; the dialog stays open with the typed input on errors, and on
 * success it closes, focus returns to the button and the card shows the confirmation (SentStatus). The page may control whether the dialog is open (`open`,
 * `onOpenChange`).
 */
export default function EnquiryForm({
  subject,
  kind,
  className = '',
  open: controlledOpen,
  onOpenChange,
}: EnquiryFormProps) {
  const t = useT()
  const { enquiryUrl } = usePage().props as { enquiryUrl?: string }
  const [ownOpen, setOwnOpen] = useState(false)
  const open = controlledOpen ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  const form = useForm({ ...FIELDS })
  const button = useRef<HTMLButtonElement>(null)
  if (!enquiryUrl) return null
  return (
    <section
      id="enquiry-card"
      aria-labelledby="enquiry-card-title"
      className={`rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 p-4 ${className}`}
      data-testid="enquiry-card"
    >
      <h2 id="enquiry-card-title" className="font-semibold text-brand-900">
        {t(
          kind === 'product'
            ? 'enquiries.form.card_title_product'
            : 'enquiries.form.card_title_supplier'
        )}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('enquiries.form.card_text')}</p>
      <button
        ref={button}
        type="button"
        className="btn-primary mt-3"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('enquiries.form.open')}
      </button>
      <SentStatus testId="enquiry-sent" sentFor="enquiry" />
      {open && (
        <Suspense fallback={null}>
          <EnquiryDialog
            url={enquiryUrl}
            subject={subject}
            kind={kind}
            form={form}
            onClose={() => {
              setOpen(false)
              keepFocusNear(() => button.current)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
