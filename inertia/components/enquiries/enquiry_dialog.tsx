import { type FormEvent, useMemo } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import FormAlert from '~/components/ui/form_alert'
import FormDialog from '~/components/ui/form_dialog'
import TextField from '~/components/ui/text_field'
import { useShared, useT } from '~/lib/i18n'
import { countryOptions } from '~/components/enquiries/countries'
import type { EnquiryField, EnquiryFields } from '~/components/enquiries/enquiry_fields'

/** What an enquiry is about (EnquiryForm's `kind`). */
type EnquiryKind = 'product' | 'supplier'

interface EnquiryDialogProps {
  url: string
  subject: string
  kind: EnquiryKind
  /** Form state lives in the card, so closing and reopening the dialog keeps what was typed. */
  form: InertiaFormProps<EnquiryFields>
  sent: string | null
  onSent: (message: string) => void
  onClose: () => void
}

/** The enquiry form itself, in a modal dialog (see EnquiryForm). */
export default function EnquiryDialog({
  url,
  subject,
  kind,
  form,
  sent,
  onSent,
  onClose,
}: EnquiryDialogProps) {
  const t = useT()
  const { locale } = useShared()
  const errors = form.errors as Partial<Record<EnquiryField | 'form', string>>
  const countries = useMemo(() => countryOptions(locale), [locale])

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(url, {
      errorBag: 'enquiry',
      preserveScroll: true,
      onSuccess: (page) => {
        form.reset()
        const flash = (page.props as { flash?: { success?: string | null } }).flash
        onSent(flash?.success ?? t('enquiries.form.sent'))
      },
    })
  }

  const text = (
    field: Exclude<EnquiryField, 'country' | 'message'>,
    extra: { type?: string; autoComplete?: string; optional?: boolean; hint?: string } = {}
  ) => (
    <TextField
      id={`enquiry-${field}`}
      name={field}
      label={t(`enquiries.form.fields.${field}`)}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      optional={extra.optional}
      hint={extra.hint}
      value={form.data[field]}
      onChange={(value) => form.setData(field, value)}
      error={errors[field]}
    />
  )

  return (
    <FormDialog
      id="enquiry-dialog"
      title={t(
        kind === 'product' ? 'enquiries.form.title_product' : 'enquiries.form.title_supplier',
        { subject }
      )}
      closeLabel={t('enquiries.form.close')}
      sent={sent}
      onClose={onClose}
      widthClass="w-[min(640px,94vw)]"
      testId="enquiry-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <p className="text-sm text-muted">{t('enquiries.form.intro')}</p>
        <FormAlert message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', { autoComplete: 'name' })}
          {text('company', { autoComplete: 'organization', optional: true })}
          <div>
            <label htmlFor="enquiry-country" className="field-label">
              {t('enquiries.form.fields.country')}
            </label>
            <select
              id="enquiry-country"
              name="country"
              autoComplete="country"
              value={form.data.country}
              onChange={(event) => form.setData('country', event.target.value)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? 'enquiry-country-error' : undefined}
              className="field-input"
            >
              <option value="">{t('enquiries.form.country_placeholder')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {errors.country && (
              <p id="enquiry-country-error" className="field-error">
                {errors.country}
              </p>
            )}
          </div>
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            optional: true,
            hint: t('enquiries.form.phone_hint'),
          })}
          {text('quantity', { optional: true, hint: t('enquiries.form.quantity_hint') })}
        </div>
        <div>
          <label htmlFor="enquiry-message" className="field-label">
            {t('enquiries.form.fields.message')}
          </label>
          <textarea
            id="enquiry-message"
            name="message"
            rows={5}
            value={form.data.message}
            onChange={(event) => form.setData('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'enquiry-message-error' : undefined}
            className="field-input"
          />
          {errors.message && (
            <p id="enquiry-message-error" className="field-error">
              {errors.message}
            </p>
          )}
        </div>
        <p className="text-xs text-muted">{t('enquiries.form.privacy')}</p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.processing}>
          {form.processing ? t('ui.form.sending') : t('enquiries.form.submit')}
        </button>
      </form>
    </FormDialog>
  )
}
