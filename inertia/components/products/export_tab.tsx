import { type KeyboardEvent, useMemo, useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import TextField from '~/components/ui/text_field'
import { countryOptions } from '~/components/enquiries/countries'
import { useShared, useT } from '~/lib/i18n'
import CheckboxField from './checkbox_field'
import HsCodePicker from './hs_code_picker'
import SelectField from '~/components/ui/select_field'
import {
  EXPORT_CURRENCIES,
  EXPORT_LIMITS,
  EXPORT_SALE_MODES,
  EXPORT_UNITS,
  INCOTERMS,
  isSeaOnlyIncoterm,
} from '#shared/export'
import type { ExportOfferEditor, ExportOfferForm } from '#transformers/export_offer_transformer'

const SECTION = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'

type TextKey = {
  [K in keyof ExportOfferForm]: ExportOfferForm[K] extends string ? K : never
}[keyof ExportOfferForm]

/**
 * The product editor's Export tab (issue 24): the export offer, independent of the domestic
 * price and stock — sale mode, currency, unit of sale, MOQ, price tiers (rows added and
 * removed), Incoterms 2020 ticked with a named place each, the HS code picker, packaging and
 * logistics, samples, origin and markets. It saves on its own (`export: {…}` to its route), so
 * the product form's fields and this one's never mix; messages come back as `export.<field>`
 * and appear at their fields, with what was typed kept.
 */
export default function ExportTab({
  editor,
  errors,
}: {
  editor: ExportOfferEditor
  errors: Record<string, string | undefined>
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm<{ export: ExportOfferForm }>({ export: editor.values })
  const values = form.data.export
  const countries = useMemo(() => countryOptions(locale), [locale])
  const [market, setMarket] = useState('')
  const error = (field: string) => errors[`export.${field}`]

  const set = <K extends keyof ExportOfferForm>(key: K, value: ExportOfferForm[K]) =>
    form.setData('export', { ...form.data.export, [key]: value })

  const text = (name: TextKey, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`export-${name}`}
      name={`export.${name}`}
      label={t(`export.form.fields.${name}`)}
      value={values[name]}
      onChange={(value) => set(name, value)}
      error={error(name)}
      inputMode="decimal"
      {...extra}
    />
  )

  function save() {
    form.put(editor.urls.save, {
      preserveScroll: true,
      onSuccess: (page) => {
        const fresh = (page.props.exportOffer as ExportOfferEditor).values
        form.setDefaults({ export: fresh })
        form.setData({ export: fresh })
      },
    })
  }

  function remove() {
    if (!window.confirm(t('export.form.confirm_remove'))) return
    router.delete(editor.urls.remove, { preserveScroll: true })
  }

  /** Enter in a field of this tab saves the offer, not the product form around it. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || target.tagName !== 'INPUT') return
    if ((target as HTMLInputElement).type === 'checkbox') return
    if (target.dataset.hsSearch) return
    event.preventDefault()
    save()
  }

  const tiers = values.tiers
  const setTier = (index: number, key: 'min_quantity' | 'unit_price', value: string) =>
    set(
      'tiers',
      tiers.map((row, at) => (at === index ? { ...row, [key]: value } : row))
    )

  /** Ticked Incoterms in the ICC's order, so the rows sent keep the order shown. */
  const offered = new Map(values.incoterms.map((row) => [row.code, row.named_place]))
  const setIncoterms = (next: Map<string, string>) =>
    set(
      'incoterms',
      INCOTERMS.filter((code) => next.has(code)).map((code) => ({
        code,
        named_place: next.get(code) ?? '',
      }))
    )
  const incotermIndex = (code: string) => values.incoterms.findIndex((row) => row.code === code)

  return (
    <div className="space-y-6" onKeyDown={onKeyDown} data-testid="export-tab">
      <p className="text-sm text-muted">{t('export.form.intro')}</p>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.offer')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="export-sale_mode"
            name="export.sale_mode"
            label={t('export.form.fields.sale_mode')}
            value={values.sale_mode}
            onChange={(value) => set('sale_mode', value as ExportOfferForm['sale_mode'])}
            error={error('sale_mode')}
            hint={t('export.form.hints.sale_mode')}
          >
            {EXPORT_SALE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`export.sale_modes.${mode}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="export-currency"
            name="export.currency"
            label={t('export.form.fields.currency')}
            value={values.currency}
            onChange={(value) => set('currency', value as ExportOfferForm['currency'])}
            error={error('currency')}
          >
            {EXPORT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="export-unit"
            name="export.unit"
            label={t('export.form.fields.unit')}
            value={values.unit}
            onChange={(value) => set('unit', value as ExportOfferForm['unit'])}
            error={error('unit')}
          >
            {EXPORT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`export.units.${unit}`)}
              </option>
            ))}
          </SelectField>
          {text('moq', { inputMode: 'numeric', hint: t('export.form.hints.moq') })}
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.tiers')}</legend>
        <p className="mb-3 text-sm text-muted">
          {t('export.form.hints.tiers', { currency: values.currency })}
        </p>
        {error('tiers') && <p className="field-error mb-3">{error('tiers')}</p>}
        <ol className="space-y-3">
          {tiers.map((tier, index) => (
            <li
              key={index}
              className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              data-testid="export-tier"
            >
              <TextField
                id={`export-tiers-${index}-min_quantity`}
                name={`export.tiers.${index}.min_quantity`}
                label={t('export.form.fields.tier_min', { unit: t(`export.units.${values.unit}`) })}
                value={tier.min_quantity}
                onChange={(value) => setTier(index, 'min_quantity', value)}
                error={error(`tiers.${index}.min_quantity`)}
                inputMode="numeric"
              />
              <TextField
                id={`export-tiers-${index}-unit_price`}
                name={`export.tiers.${index}.unit_price`}
                label={t('export.form.fields.tier_price', { currency: values.currency })}
                value={tier.unit_price}
                onChange={(value) => setTier(index, 'unit_price', value)}
                error={error(`tiers.${index}.unit_price`)}
                inputMode="decimal"
              />
              <button
                type="button"
                className="btn-ghost border border-line sm:mt-6"
                onClick={() =>
                  set(
                    'tiers',
                    tiers.filter((_, at) => at !== index)
                  )
                }
                aria-label={t('export.form.remove_tier', { number: index + 1 })}
              >
                {t('export.form.remove')}
              </button>
            </li>
          ))}
        </ol>
        {tiers.length < EXPORT_LIMITS.tiers && (
          <button
            type="button"
            className="btn-ghost mt-3 border border-line"
            onClick={() => set('tiers', [...tiers, { min_quantity: '', unit_price: '' }])}
            data-testid="export-add-tier"
          >
            + {t('export.form.add_tier')}
          </button>
        )}
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.incoterms')}</legend>
        <CheckboxField
          id="export-sea_transport"
          label={t('export.form.fields.sea_transport')}
          hint={t('export.form.hints.sea_transport')}
          checked={values.sea_transport}
          onChange={(checked) => set('sea_transport', checked)}
          error={error('sea_transport')}
          className="mb-4"
        />
        {error('incoterms') && <p className="field-error mb-3">{error('incoterms')}</p>}
        <ul className="grid gap-3 sm:grid-cols-2">
          {INCOTERMS.map((code) => {
            const ticked = offered.has(code)
            const index = incotermIndex(code)
            const seaOnly = isSeaOnlyIncoterm(code)
            return (
              <li key={code} className="rounded-lg border border-line p-3">
                <CheckboxField
                  id={`export-incoterm-${code}`}
                  label={`${code} — ${t(`export.incoterms.${code}`)}${seaOnly ? ` (${t('export.form.sea_only')})` : ''}`}
                  checked={ticked}
                  onChange={(checked) => {
                    const next = new Map(offered)
                    if (checked) next.set(code, '')
                    else next.delete(code)
                    setIncoterms(next)
                  }}
                  error={index >= 0 ? error(`incoterms.${index}.code`) : undefined}
                />
                {ticked && (
                  <TextField
                    id={`export-incoterm-${code}-place`}
                    name={`export.incoterms.${index}.named_place`}
                    label={t('export.form.fields.named_place', { code })}
                    value={offered.get(code) ?? ''}
                    onChange={(value) => {
                      const next = new Map(offered)
                      next.set(code, value)
                      setIncoterms(next)
                    }}
                    error={error(`incoterms.${index}.named_place`)}
                    maxLength={EXPORT_LIMITS.namedPlace}
                    className="mt-2"
                  />
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.hs')}</legend>
        <HsCodePicker
          code={values.hs_code}
          description={values.hs_description}
          suggestions={editor.suggestions}
          searchUrl={editor.urls.hsSearch}
          error={error('hs_code')}
          onPick={(code, description) =>
            form.setData('export', {
              ...form.data.export,
              hs_code: code,
              hs_description: description,
            })
          }
        />
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.logistics')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('units_per_carton', { inputMode: 'numeric', optional: true })}
          {text('carton_length', { optional: true })}
          {text('carton_width', { optional: true })}
          {text('carton_height', { optional: true })}
          {text('carton_gross_weight', { optional: true })}
          {text('cartons_per_pallet', { inputMode: 'numeric', optional: true })}
          {text('cartons_per_container_20', { inputMode: 'numeric', optional: true })}
          {text('cartons_per_container_40', { inputMode: 'numeric', optional: true })}
          {text('lead_time_days', { inputMode: 'numeric', optional: true })}
          {text('monthly_capacity', {
            inputMode: 'numeric',
            optional: true,
            hint: t('export.form.hints.monthly_capacity', {
              unit: t(`export.units.${values.unit}`),
            }),
          })}
          {text('shelf_life_days', { inputMode: 'numeric', optional: true })}
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.samples')}</legend>
        <CheckboxField
          id="export-sample_available"
          label={t('export.form.fields.sample_available')}
          checked={values.sample_available}
          onChange={(checked) => set('sample_available', checked)}
          error={error('sample_available')}
        />
        {values.sample_available && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {text('sample_price', {
              optional: true,
              label: t('export.form.fields.sample_price', { currency: values.currency }),
              hint: t('export.form.hints.sample_price'),
            })}
            {text('sample_lead_time_days', { inputMode: 'numeric', optional: true })}
          </div>
        )}
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('export.form.sections.origin')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="export-origin_country"
            name="export.origin_country"
            label={t('export.form.fields.origin_country')}
            value={values.origin_country}
            onChange={(value) => set('origin_country', value)}
            error={error('origin_country')}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <div>
            <SelectField
              id="export-markets"
              name="export.markets"
              label={t('export.form.fields.markets')}
              value={market}
              onChange={(code) => {
                setMarket('')
                if (code && !values.markets.includes(code))
                  set('markets', [...values.markets, code])
              }}
              error={
                error('markets') ??
                values.markets.map((_, index) => error(`markets.${index}`)).find(Boolean)
              }
              hint={t('export.form.hints.markets')}
            >
              <option value="">{t('export.form.add_market')}</option>
              {countries
                .filter((country) => !values.markets.includes(country.code))
                .map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
            </SelectField>
            {values.markets.length > 0 && (
              <ul
                className="mt-2 flex flex-wrap gap-2"
                aria-label={t('export.form.fields.markets')}
              >
                {values.markets.map((code) => (
                  <li key={code}>
                    <button
                      type="button"
                      className="rounded-full border border-line px-3 py-1 text-sm hover:border-danger"
                      onClick={() =>
                        set(
                          'markets',
                          values.markets.filter((item) => item !== code)
                        )
                      }
                      aria-label={t('export.form.remove_market', {
                        country: countries.find((country) => country.code === code)?.name ?? code,
                      })}
                    >
                      {countries.find((country) => country.code === code)?.name ?? code} ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {form.isDirty ? t('export.form.unsaved') : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {editor.stored && (
            <button
              type="button"
              className="btn-ghost border border-line text-danger"
              onClick={remove}
              disabled={form.processing}
              data-testid="export-remove"
            >
              {t('export.form.remove_offer')}
            </button>
          )}
          <button
            type="button"
            className="btn-primary"
            onClick={save}
            disabled={form.processing}
            data-testid="export-save"
          >
            {form.processing ? t('export.form.saving') : t('export.form.save')}
          </button>
        </div>
      </div>
    </div>
  )
}
