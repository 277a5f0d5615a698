import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { SellerQuoteForm } from '#transformers/seller_rfq_detail_transformer'
import { useT } from '~/lib/i18n'

/**
 * The seller's quote (or revision) for an RFQ: a unit price and quantity per requested item,
 * then currency, Incoterm + named place, lead time, validity date, payment terms, packaging and
 * notes. Prices start from the export offer's tier for the quantity (or the previous version);
 * a refused quote keeps everything typed and marks the fields to fix.
 */
export default function QuoteForm({
  form,
  action,
  revising,
}: {
  form: SellerQuoteForm
  action: string
  revising: boolean
}) {
  const t = useT()
  const quote = useForm(form.values)
  const errors = quote.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    quote.post(action, { preserveScroll: true })
  }

  const field = (name: string) => ({
    'id': `quote-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `quote-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] ? (
      <p id={`quote-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null

  function setLine(index: number, key: 'quantity' | 'unit_price', value: string) {
    quote.setData(
      'lines',
      quote.data.lines.map((line, at) =>
        at === index
          ? { ...line, [key]: key === 'quantity' ? (value === '' ? 0 : Number(value)) : value }
          : line
      )
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="quote-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
      data-testid="quote-form"
    >
      <h2 id="quote-title" className="text-lg font-bold">
        {t(revising ? 'rfq_seller.form.revise_title' : 'rfq_seller.form.quote_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('rfq_seller.form.prefill_note')}</p>
      {errors.form && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      {error('lines')}
      <div className="mt-4 space-y-4">
        {quote.data.lines.map((line, index) => (
          <fieldset key={line.item_id} className="rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold">
              {form.lineLabels[index]?.name} ({form.lineLabels[index]?.unit})
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={`quote-lines.${index}.quantity`} className="field-label">
                  {t('rfq_seller.form.quantity')}
                </label>
                <input
                  {...field(`lines.${index}.quantity`)}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  className="field-input"
                  value={line.quantity || ''}
                  onChange={(event) => setLine(index, 'quantity', event.target.value)}
                />
                {error(`lines.${index}.quantity`)}
              </div>
              <div>
                <label htmlFor={`quote-lines.${index}.unit_price`} className="field-label">
                  {t('rfq_seller.form.unit_price', { currency: quote.data.currency })}
                </label>
                <input
                  {...field(`lines.${index}.unit_price`)}
                  inputMode="decimal"
                  className="field-input"
                  value={line.unit_price}
                  onChange={(event) => setLine(index, 'unit_price', event.target.value)}
                />
                {error(`lines.${index}.unit_price`)}
              </div>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="quote-currency" className="field-label">
            {t('rfq_seller.form.currency')}
          </label>
          <select
            {...field('currency')}
            className="field-input"
            value={quote.data.currency}
            onChange={(event) =>
              quote.setData('currency', event.target.value as typeof quote.data.currency)
            }
          >
            {form.currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {error('currency')}
        </div>
        <div>
          <label htmlFor="quote-payment_terms" className="field-label">
            {t('rfq_seller.form.payment_terms')}
          </label>
          <select
            {...field('payment_terms')}
            className="field-input"
            value={quote.data.payment_terms}
            onChange={(event) =>
              quote.setData('payment_terms', event.target.value as typeof quote.data.payment_terms)
            }
          >
            <option value="">{t('rfq_seller.form.choose')}</option>
            {form.paymentTerms.map((term) => (
              <option key={term.key} value={term.key}>
                {term.label}
              </option>
            ))}
          </select>
          {error('payment_terms')}
        </div>
        <div>
          <label htmlFor="quote-incoterm" className="field-label">
            {t('rfq_seller.form.incoterm')}
          </label>
          <select
            {...field('incoterm')}
            className="field-input"
            value={quote.data.incoterm}
            onChange={(event) =>
              quote.setData('incoterm', event.target.value as typeof quote.data.incoterm)
            }
          >
            <option value="">{t('rfq_seller.form.choose')}</option>
            {form.incoterms.map((term) => (
              <option key={term.code} value={term.code} disabled={form.noSea && term.seaOnly}>
                {term.label}
              </option>
            ))}
          </select>
          {form.noSea && <p className="mt-1 text-xs text-muted">{t('rfq_seller.form.no_sea')}</p>}
          {error('incoterm')}
        </div>
        <div>
          <label htmlFor="quote-named_place" className="field-label">
            {t('rfq_seller.form.named_place')}
          </label>
          <input
            {...field('named_place')}
            className="field-input"
            value={quote.data.named_place}
            onChange={(event) => quote.setData('named_place', event.target.value)}
          />
          {error('named_place')}
        </div>
        <div>
          <label htmlFor="quote-lead_time_days" className="field-label">
            {t('rfq_seller.form.lead_time_days')}
          </label>
          <input
            {...field('lead_time_days')}
            type="number"
            min={0}
            inputMode="numeric"
            className="field-input"
            value={quote.data.lead_time_days}
            onChange={(event) =>
              quote.setData(
                'lead_time_days',
                event.target.value === '' ? '' : Number(event.target.value)
              )
            }
          />
          {error('lead_time_days')}
        </div>
        <div>
          <label htmlFor="quote-valid_until" className="field-label">
            {t('rfq_seller.form.valid_until')}
          </label>
          <input
            {...field('valid_until')}
            type="date"
            min={form.minDate}
            max={form.maxDate}
            className="field-input"
            value={quote.data.valid_until}
            onChange={(event) => quote.setData('valid_until', event.target.value)}
          />
          {error('valid_until')}
        </div>
      </div>
      <label htmlFor="quote-packaging" className="field-label mt-4">
        {t('rfq_seller.form.packaging')}
      </label>
      <textarea
        {...field('packaging')}
        rows={2}
        className="field-input"
        value={quote.data.packaging}
        onChange={(event) => quote.setData('packaging', event.target.value)}
      />
      {error('packaging')}
      <label htmlFor="quote-notes" className="field-label mt-4">
        {t('rfq_seller.form.notes')}
      </label>
      <textarea
        {...field('notes')}
        rows={3}
        className="field-input"
        value={quote.data.notes}
        onChange={(event) => quote.setData('notes', event.target.value)}
      />
      {error('notes')}
      <button type="submit" className="btn-primary mt-4" disabled={quote.processing}>
        {quote.processing
          ? t('ui.form.sending')
          : t(revising ? 'rfq_seller.form.send_revision' : 'rfq_seller.form.send_quote')}
      </button>
    </form>
  )
}
