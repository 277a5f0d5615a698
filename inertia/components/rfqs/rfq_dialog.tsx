import { type FormEvent, type ReactNode, useMemo } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import FormAlert from '~/components/ui/form_alert'
import FormDialog, { closeDialogOf } from '~/components/ui/form_dialog'
import SelectField from '~/components/ui/select_field'
import TextAreaField from '~/components/ui/text_area_field'
import TextField from '~/components/ui/text_field'
import { countryOptions } from '~/components/enquiries/countries'
import { useShared, useT } from '~/lib/i18n'
import type { RfqField, RfqFields } from '~/components/rfqs/rfq_fields'
import type { RfqFormView } from '#transformers/rfq_form_transformer'

interface RfqDialogProps {
  view: RfqFormView
  subject: string
  form: InertiaFormProps<RfqFields>
  onClose: () => void
}

/** The RFQ form itself, in a modal dialog (see RfqForm). */
export default function RfqDialog({ view, subject, form, onClose }: RfqDialogProps) {
  const t = useT()
  const { locale } = useShared()
  const errors = form.errors as Partial<Record<RfqField | 'form', string>>
  const countries = useMemo(() => countryOptions(locale), [locale])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    form.post(view.url, {
      errorBag: 'rfq',
      preserveScroll: true,
      // No errors in this form's bag: the server took it. Close (focus goes back to the opener);
      // the card shows the server's confirmation (`flash.sent`).
      onSuccess: () => {
        form.reset()
        closeDialogOf(element)
      },
    })
  }

  const label = (field: RfqField) =>
    field === 'target_price'
      ? t('rfq_buyer.form.fields.target_price', { currency: view.currency })
      : t(`rfq_buyer.form.fields.${field}`)

  const text = (
    field: RfqField,
    extra: { type?: string; autoComplete?: string; optional?: boolean; hint?: string } = {}
  ) => (
    <TextField
      id={`rfq-${field}`}
      name={field}
      label={label(field)}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      optional={extra.optional}
      hint={extra.hint}
      value={String(form.data[field])}
      onChange={(value) => form.setData(field, value as never)}
      error={errors[field]}
    />
  )

  const select = (field: RfqField, children: ReactNode, optional = false) => (
    <SelectField
      id={`rfq-${field}`}
      name={field}
      label={label(field)}
      optional={optional}
      value={String(form.data[field])}
      onChange={(value) => form.setData(field, value as never)}
      error={errors[field]}
    >
      {children}
    </SelectField>
  )

  const countryChoices = (placeholder: string) => (
    <>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  )

  const offeredCodes = new Set(view.offered.map((row) => row.code))

  return (
    <FormDialog
      id="rfq-dialog"
      title={t('rfq_buyer.form.title', { subject })}
      closeLabel={t('rfq_buyer.form.close')}
      onClose={onClose}
      widthClass="w-[min(720px,94vw)]"
      testId="rfq-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <p className="text-sm text-muted">
          {t('rfq_buyer.form.intro', { currency: view.currency, unit: view.unit })}
        </p>
        <FormAlert message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('quantity', {
            type: 'number',
            hint: t('rfq_buyer.form.quantity_hint', { moq: view.moq, unit: view.unit }),
          })}
          <div>
            <span className="field-label">{t('rfq_buyer.form.fields.unit')}</span>
            <p className="field-input bg-white" data-testid="rfq-unit">
              {view.unit}
            </p>
          </div>
          {text('target_price', {
            optional: true,
            hint: t('rfq_buyer.form.target_hint'),
          })}
          {text('wanted_by', { type: 'date', optional: true })}
        </div>
        <fieldset className="space-y-3">
          <legend className="field-label">{t('rfq_buyer.form.fields.delivery')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['incoterm', 'destination'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="delivery"
                  value={mode}
                  checked={form.data.delivery === mode}
                  onChange={() => form.setData('delivery', mode)}
                />
                {t(`rfq_buyer.form.delivery_${mode}`)}
              </label>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {form.data.delivery === 'incoterm' ? (
              <>
                {select(
                  'incoterm',
                  <>
                    <option value="">{t('rfq_buyer.form.incoterm_placeholder')}</option>
                    {view.offered.length > 0 && (
                      <optgroup label={t('rfq_buyer.form.offered_group')}>
                        {view.offered.map((row) => (
                          <option key={row.code} value={row.code}>
                            {row.label}
                          </option>
                        ))}
                      </optgroup>
                    )}
                    <optgroup label={t('rfq_buyer.form.other_group')}>
                      {view.incoterms
                        .filter((row) => !offeredCodes.has(row.code))
                        .map((row) => (
                          <option key={row.code} value={row.code}>
                            {row.label}
                          </option>
                        ))}
                    </optgroup>
                  </>
                )}
                {text('named_place')}
              </>
            ) : (
              <>
                {select(
                  'destination_country',
                  countryChoices(t('rfq_buyer.form.country_placeholder'))
                )}
                {text('destination_port')}
              </>
            )}
          </div>
        </fieldset>
        {select(
          'payment_terms',
          <>
            <option value="">{t('rfq_buyer.form.payment_placeholder')}</option>
            {view.paymentTerms.map((term) => (
              <option key={term.value} value={term.value}>
                {term.label}
              </option>
            ))}
          </>,
          true
        )}
        <TextAreaField
          id="rfq-message"
          name="message"
          rows={4}
          maxLength={view.messageLength}
          label={label('message')}
          value={form.data.message}
          onChange={(value) => form.setData('message', value)}
          error={errors.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', { autoComplete: 'name' })}
          {text('company', { autoComplete: 'organization', optional: true })}
          {select('country', countryChoices(t('rfq_buyer.form.country_placeholder')))}
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phone', { type: 'tel', autoComplete: 'tel', optional: true })}
        </div>
        {/* Hidden from people (and from assistive technology); bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="rfq-website">{t('rfq_buyer.form.honeypot')}</label>
          <input
            id="rfq-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.data.website}
            onChange={(event) => form.setData('website', event.target.value)}
          />
        </div>
        <p className="text-xs text-muted">
          {t('rfq_buyer.form.privacy')} {view.prefill ? null : t('rfq_buyer.form.guest_note')}
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.processing}>
          {form.processing ? t('ui.form.sending') : t('rfq_buyer.form.submit')}
        </button>
      </form>
    </FormDialog>
  )
}
