import { type KeyboardEvent, useRef } from 'react'
import { useT } from '~/lib/i18n'
import { LOCALES as LANGUAGES, type Locale as Language } from '#shared/locales'
import type { ProductFormLimits, ProductFormValues } from '#transformers/seller_product_transformer'
import type { SetField } from './form'

interface ContentTabProps {
  values: ProductFormValues
  setField: SetField
  errors: Record<string, string | undefined>
  limits: ProductFormLimits
  language: Language
  onLanguage: (language: Language) => void
}

/** Whether a language has both its name and description typed (the completeness indicator). */
export function languageComplete(values: ProductFormValues, language: Language) {
  return values[`name_${language}`].trim() !== '' && values[`description_${language}`].trim() !== ''
}

/** Characters as the server counts them (code points). */
const length = (text: string) => [...text].length

/**
 * Content tab: one sub-tab per language (az, en, ru) with the name and the plain-text
 * description, character counters and a completeness mark per language; a language holding an
 * error is marked too. Arrow keys move between the language tabs (WAI-ARIA tabs pattern).
 */
export default function ContentTab({
  values,
  setField,
  errors,
  limits,
  language,
  onLanguage,
}: ContentTabProps) {
  const t = useT()
  const tabs = useRef<Record<Language, HTMLButtonElement | null>>({ az: null, en: null, ru: null })
  const complete = LANGUAGES.filter((code) => languageComplete(values, code)).length

  function onKeyDown(event: KeyboardEvent) {
    const index = LANGUAGES.indexOf(language)
    const next =
      event.key === 'ArrowRight'
        ? LANGUAGES[(index + 1) % 3]
        : event.key === 'ArrowLeft'
          ? LANGUAGES[(index + 2) % 3]
          : null
    if (!next) return
    event.preventDefault()
    onLanguage(next)
    tabs.current[next]?.focus()
  }

  const name = `name_${language}` as const
  const description = `description_${language}` as const
  const label = t(`products.languages.${language}`)

  return (
    <section
      aria-labelledby="content-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="content-title" className="text-lg font-bold">
          {t('products.content.title')}
        </h2>
        <p className="text-sm text-muted" data-testid="content-completeness">
          {t('products.content.completeness', { count: complete })}
        </p>
      </div>
      <p className="mt-1 mb-4 text-sm text-muted">{t('products.content.hint')}</p>

      <div
        role="tablist"
        aria-label={t('products.content.languages_label')}
        className="mb-4 flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
      >
        {LANGUAGES.map((code) => {
          const selected = code === language
          const done = languageComplete(values, code)
          const failing = !!(errors[`name_${code}`] || errors[`description_${code}`])
          return (
            <button
              key={code}
              ref={(element) => {
                tabs.current[code] = element
              }}
              type="button"
              role="tab"
              id={`content-tab-${code}`}
              aria-selected={selected}
              aria-controls={`content-panel-${code}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onLanguage(code)}
              className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${
                selected
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-line bg-white text-ink hover:bg-brand-50'
              } ${failing ? 'ring-2 ring-danger/40' : ''}`}
            >
              <span>{t(`products.languages.${code}`)}</span>
              <span
                aria-label={
                  done ? t('products.content.complete') : t('products.content.incomplete')
                }
                className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs ${
                  done
                    ? 'bg-green-50 text-success'
                    : failing
                      ? 'bg-red-50 text-danger'
                      : 'bg-slate-100 text-muted'
                }`}
                data-testid={`content-complete-${code}`}
              >
                {done ? '✓' : failing ? '!' : '○'}
              </span>
            </button>
          )
        })}
      </div>

      <div
        role="tabpanel"
        id={`content-panel-${language}`}
        aria-labelledby={`content-tab-${language}`}
        className="space-y-4"
        lang={language}
      >
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`product-${name}`} className="field-label">
              {t('products.content.name', { language: label })}
            </label>
            <span className="text-xs text-muted tabular-nums">
              {t('products.content.counter', { count: length(values[name]), max: limits.name })}
            </span>
          </div>
          <input
            id={`product-${name}`}
            name={name}
            value={values[name]}
            maxLength={limits.name}
            onChange={(event) => setField(name, event.target.value)}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `product-${name}-error` : undefined}
            className="field-input"
          />
          {errors[name] && (
            <p id={`product-${name}-error`} className="field-error">
              {errors[name]}
            </p>
          )}
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`product-${description}`} className="field-label">
              {t('products.content.description', { language: label })}
            </label>
            <span className="text-xs text-muted tabular-nums">
              {t('products.content.counter', {
                count: length(values[description]),
                max: limits.description,
              })}
            </span>
          </div>
          <textarea
            id={`product-${description}`}
            name={description}
            rows={10}
            value={values[description]}
            maxLength={limits.description}
            onChange={(event) => setField(description, event.target.value)}
            aria-invalid={errors[description] ? true : undefined}
            aria-describedby={[
              `product-${description}-hint`,
              errors[description] ? `product-${description}-error` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            className="field-input"
          />
          <p id={`product-${description}-hint`} className="mt-1 text-xs text-muted">
            {t('products.content.description_hint')}
          </p>
          {errors[description] && (
            <p id={`product-${description}-error`} className="field-error">
              {errors[description]}
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
