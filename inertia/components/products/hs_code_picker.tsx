import { useEffect, useId, useState } from 'react'
import { withQuery } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import type { HsCodeRow } from '#transformers/export_offer_transformer'

/** "080222" → "0802.22", as the nomenclature prints subheadings. */
export function formatHsCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 4)}.${code.slice(4)}` : code
}

/**
 * The HS code picker of the Export tab (issue 24): the picked subheading with its description,
 * the category's suggested codes, and a search (code prefix or words, at most 20 results) over
 * the seller route `searchUrl?q=`. Only listed six-digit subheadings can be picked; the server
 * validates the code again. Descriptions are the WCO nomenclature's English (a note says so).
 */
export default function HsCodePicker({
  code,
  description,
  suggestions,
  searchUrl,
  error,
  onPick,
}: {
  code: string
  description: string
  suggestions: HsCodeRow[]
  searchUrl: string
  error?: string
  onPick: (code: string, description: string) => void
}) {
  const t = useT()
  const id = useId()
  const [query, setQuery] = useState('')
  /** The last answer and the query it answers: results show only while that query is typed. */
  const [found, setFound] = useState<{ query: string; rows: HsCodeRow[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const text = query.trim()
  const results = text.length >= 2 && found?.query === text ? found.rows : null

  useEffect(() => {
    if (text.length < 2) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(withQuery(searchUrl, { q: text }), {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { results: HsCodeRow[] }
        setFound({ query: text, rows: body.results })
        setFailed(false)
      } catch (reason) {
        if ((reason as Error).name !== 'AbortError') setFailed(true)
      }
    }, 250)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [text, searchUrl])

  const list = (rows: HsCodeRow[], testId: string) => (
    <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.code}>
          <button
            type="button"
            onClick={() => {
              onPick(row.code, row.description)
              setQuery('')
            }}
            aria-pressed={row.code === code}
            className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${
              row.code === code ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-surface'
            }`}
          >
            <span className="font-mono font-semibold">{formatHsCode(row.code)}</span>{' '}
            <span className="text-muted">{row.description}</span>
          </button>
        </li>
      ))}
    </ul>
  )

  return (
    <div className="space-y-4">
      <div aria-live="polite" data-testid="hs-picked">
        <p className="field-label">{t('export.form.fields.hs_code')}</p>
        {code ? (
          <p className="text-sm">
            <span className="font-mono font-semibold">{formatHsCode(code)}</span>{' '}
            <span className="text-muted">{description}</span>
          </p>
        ) : (
          <p className="text-sm text-muted">{t('export.form.hs_none')}</p>
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>

      {suggestions.length > 0 && (
        <div>
          <p className="text-sm font-semibold">{t('export.form.hs_suggested')}</p>
          {list(suggestions, 'hs-suggestions')}
        </div>
      )}

      <div>
        <label htmlFor={`${id}-search`} className="field-label">
          {t('export.form.hs_search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('export.form.hs_search_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-hs-search="1"
          autoComplete="off"
        />
        {failed && <p className="field-error">{t('export.form.hs_search_failed')}</p>}
        {results !== null &&
          (results.length > 0 ? (
            list(results, 'hs-results')
          ) : (
            <p className="mt-2 text-sm text-muted">{t('export.form.hs_no_results')}</p>
          ))}
        <p className="mt-2 text-xs text-muted">{t('export.hs_note')}</p>
      </div>
    </div>
  )
}
