import { useEffect, useId, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import { withQuery } from '~/lib/routes'

/**
 * Header search: a GET form to the search route of the current language, with suggestions
 * while typing (debounced requests to the suggest route, keyboard navigable list).
 */
export default function SearchBox({ className = '' }: { className?: string }) {
  const { searchPath, nav, routes } = useShared()
  const t = useT()
  const id = useId()
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<{ id: number; name: string; href: string }[]>([])
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const asks = (text: string) => Boolean(nav.search) && text.trim().length >= 2
  /** Suggestions belong to a query long enough to ask for them; shorter ones show none. */
  const shown = asks(query) ? suggestions : []

  useEffect(() => {
    clearTimeout(timer.current)
    if (!nav.search || query.trim().length < 2) return
    const controller = new AbortController()
    timer.current = setTimeout(() => {
      fetch(withQuery(routes.searchSuggest, { q: query.trim() }), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then((data) => setSuggestions(data.suggestions ?? []))
        .catch(() => {})
    }, 150)
    return () => controller.abort()
  }, [query, routes.searchSuggest, nav.search])

  return (
    <form
      role="search"
      action={searchPath}
      method="get"
      className={`${className} relative items-center gap-2`}
      onSubmit={() => setOpen(false)}
    >
      <label className="sr-only" htmlFor={`${id}-q`}>
        {t('ui.search.label')}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        maxLength={120}
        autoComplete="off"
        role="combobox"
        aria-expanded={open && shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          if (!asks(e.target.value)) setSuggestions([])
          setOpen(true)
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        placeholder={t('ui.search.placeholder')}
        className="field-input flex-1"
      />
      <button type="submit" className="btn-primary">
        {t('ui.search.submit')}
      </button>
      {open && shown.length > 0 && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('catalog.search.suggestions')}
          className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-lg border border-line bg-white shadow-lg"
        >
          {shown.map((item) => (
            <li key={item.id} role="option" aria-selected="false">
              <Link
                href={item.href}
                className="block px-3 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50"
                onClick={() => setOpen(false)}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
