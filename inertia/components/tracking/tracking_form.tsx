import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import FormAlert from '~/components/ui/form_alert'
import TextField from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

interface TrackingFormProps {
  /** Where the form posts (the tracking page of the current language). */
  action: string
  /** Tracking number to start from (from `?n=`). */
  initialNumber: string
  /** A message from the server: "order not found", "too many attempts …". */
  error: string | null
}

/**
 * Tracking number plus the phone or e-mail used at checkout. The server answers a wrong pair,
 * an unknown number and too many attempts with one form-level message.
 */
export default function TrackingForm({ action, initialNumber, error }: TrackingFormProps) {
  const t = useT()
  const form = useForm({ tracking_number: initialNumber, contact: '' })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(action, { preserveScroll: true })
  }

  const message = errors.form ?? error ?? undefined
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
      aria-labelledby="tracking-form-title"
      data-testid="tracking-form"
    >
      <h2 id="tracking-form-title" className="text-lg font-semibold">
        {t('tracking.form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('tracking.form.intro')}</p>
      <div className="mt-4 space-y-4">
        <FormAlert message={message} />
        <TextField
          id="tracking-number"
          name="tracking_number"
          label={t('tracking.form.number')}
          hint={t('tracking.form.number_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={form.data.tracking_number}
          onChange={(value) => form.setData('tracking_number', value)}
          error={errors.tracking_number}
        />
        <TextField
          id="tracking-contact"
          name="contact"
          label={t('tracking.form.contact')}
          hint={t('tracking.form.contact_hint')}
          autoComplete="email"
          maxLength={254}
          value={form.data.contact}
          onChange={(value) => form.setData('contact', value)}
          error={errors.contact}
        />
      </div>
      <button
        type="submit"
        className="btn-primary mt-6 w-full sm:w-auto"
        disabled={form.processing}
      >
        {form.processing ? t('tracking.form.searching') : t('tracking.form.submit')}
      </button>
    </form>
  )
}
