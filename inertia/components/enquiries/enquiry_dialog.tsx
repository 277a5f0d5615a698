import { type FormEvent, useMemo } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import FormAlert from '~/components/ui/form_alert'
import FormDialog, { closeDialogOf } from '~/components/ui/form_dialog'
import SelectField from '~/components/ui/select_field'
import TextAreaField from '~/components/ui/text_area_field'
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
  onClose: () => void
}

/** The enquiry form itself, in a modal dialog (see EnquiryForm). */
export default function EnquiryDialog({ url, subject, kind, form, onClose }: EnquiryDialogProps) {
  const t = useT()
  const { locale } = useShared()
  const errors = form.errors as Partial<Record<EnquiryField | 'form', string>>
  const countries = useMemo(() => countryOptions(locale), [locale])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    form.post(url, {
      errorBag: 'enquiry',
      preserveScroll: true,
      // No errors in this form's bag: the server took it. Close (focus goes back to the opener);
      // the card shows the server's confirmation (`flash.sent`).
      onSuccess: () => {
        form.reset()
        closeDialogOf(element)
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
          <SelectField
            id="enquiry-country"
            name="country"
            autoComplete="country"
            label={t('enquiries.form.fields.country')}
            value={form.data.country}
            onChange={(value) => form.setData('country', value)}
            error={errors.country}
          >
            <option value="">{t('enquiries.form.country_placeholder')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            optional: true,
            hint: t('enquiries.form.phone_hint'),
          })}
          {text('quantity', { optional: true, hint: t('enquiries.form.quantity_hint') })}
        </div>
        <TextAreaField
          id="enquiry-message"
          name="message"
          rows={5}
          label={t('enquiries.form.fields.message')}
          value={form.data.message}
          onChange={(value) => form.setData('message', value)}
          error={errors.message}
        />
        <p className="text-xs text-muted">{t('enquiries.form.privacy')}</p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.processing}>
          {form.processing ? t('ui.form.sending') : t('enquiries.form.submit')}
        </button>
      </form>
    </FormDialog>
  )
}
