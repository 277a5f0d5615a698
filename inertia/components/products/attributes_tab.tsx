import { useRef } from 'react'
import { useT } from '~/lib/i18n'
import { LOCALES as LANGUAGES, type Locale as Language } from '#shared/locales'
import type { AttributeRow, ProductFormLimits } from '#transformers/seller_product_transformer'

interface AttributesTabProps {
  rows: AttributeRow[]
  onChange: (rows: AttributeRow[]) => void
  errors: Record<string, string | undefined>
  limits: ProductFormLimits
}

const EMPTY_ROW = (): AttributeRow => ({
  name: { az: '', en: '', ru: '' },
  value: { az: '', en: '', ru: '' },
})

/**
 * Attributes tab (SPEC §3 "attributes such as size and color"): key/value rows with the label
 * and value in az, en and ru; rows are added, removed and moved up or down with buttons
 * (keyboard friendly), and errors are shown at the cell they belong to.
 */
export default function AttributesTab({ rows, onChange, errors, limits }: AttributesTabProps) {
  const t = useT()
  const list = useRef<HTMLOListElement>(null)
  const full = rows.length >= limits.attributes

  const setCell = (index: number, part: 'name' | 'value', language: Language, text: string) =>
    onChange(
      rows.map((row, i) =>
        i === index ? { ...row, [part]: { ...row[part], [language]: text } } : row
      )
    )
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta
    if (target < 0 || target >= rows.length) return
    const next = [...rows]
    ;[next[index], next[target]] = [next[target], next[index]]
    onChange(next)
  }
  const add = () => {
    onChange([...rows, EMPTY_ROW()])
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll<HTMLInputElement>('li:last-child input')
      inputs?.[0]?.focus()
    })
  }

  return (
    <section
      aria-labelledby="attributes-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="attributes-title" className="text-lg font-bold">
        {t('products.attributes.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('products.attributes.hint')}</p>
      {errors.attributes && <p className="field-error mb-3">{errors.attributes}</p>}

      {rows.length === 0 ? (
        <p className="mb-4 text-sm text-muted">{t('products.attributes.empty')}</p>
      ) : (
        <ol ref={list} className="mb-4 space-y-4">
          {rows.map((row, index) => {
            const n = index + 1
            return (
              <li
                key={index}
                className="rounded-lg border border-line p-4"
                data-testid="attribute-row"
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">{t('products.attributes.row', { n })}</h3>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={t('products.attributes.move_up', { n })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs"
                      onClick={() => move(index, 1)}
                      disabled={index === rows.length - 1}
                      aria-label={t('products.attributes.move_down', { n })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs text-danger"
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      aria-label={t('products.attributes.remove', { n })}
                    >
                      ✕
                    </button>
                  </div>
                </div>
                <div className="grid gap-3 md:grid-cols-3">
                  {LANGUAGES.map((language) => (
                    <div key={language} className="space-y-2" lang={language}>
                      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                        {t(`products.languages.${language}`)}
                      </p>
                      {(['name', 'value'] as const).map((part) => {
                        const key = `attributes.${index}.${part}.${language}`
                        const id = `attribute-${index}-${part}-${language}`
                        return (
                          <div key={part}>
                            <label htmlFor={id} className="sr-only">
                              {`${t(`products.attributes.${part}`)} (${t(`products.languages.${language}`)}), ${t('products.attributes.row', { n })}`}
                            </label>
                            <input
                              id={id}
                              value={row[part][language]}
                              placeholder={t(`products.attributes.${part}`)}
                              maxLength={
                                part === 'name' ? limits.attributeName : limits.attributeValue
                              }
                              onChange={(event) =>
                                setCell(index, part, language, event.target.value)
                              }
                              aria-invalid={errors[key] ? true : undefined}
                              aria-describedby={errors[key] ? `${id}-error` : undefined}
                              className="field-input"
                            />
                            {errors[key] && (
                              <p id={`${id}-error`} className="field-error">
                                {errors[key]}
                              </p>
                            )}
                          </div>
                        )
                      })}
                    </div>
                  ))}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-ghost border border-line"
          onClick={add}
          disabled={full}
        >
          + {t('products.attributes.add')}
        </button>
        {full && (
          <p className="text-sm text-muted">
            {t('products.attributes.max', { max: limits.attributes })}
          </p>
        )}
      </div>
    </section>
  )
}
