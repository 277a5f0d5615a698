import { useEffect, useId, useReducer } from 'react'
import { router, usePage } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import { withQuery } from '~/lib/routes'
import {
  activeItem,
  asksSuggestions,
  comboboxReducer,
  initialCombobox,
  isExpanded,
  visibleItems,
} from '~/components/shell/combobox_state'
import { searchQueryOf } from '~/components/shell/language_href'

/** One suggestion of the suggest route: a product's name and page. */
interface Suggestion {
  id: number
  name: string
  href: string
}

/**
 * Header search: a GET form to the search route of the current language (works without
 * scripts), whose input is a WAI-ARIA combobox over suggestions from the suggest route
 * (debounced). ArrowDown/ArrowUp move the highlight (aria-activedescendant; focus stays in the
 * input), Enter opens the highlighted product or submits the query, Escape closes the list.
 * On the search page the box shows that page's query (`q`), in whichever language.
 */
export default function SearchBox({ className = '' }: { className?: string }) {
  const { searchPath, nav, routes } = useShared()
  const { url } = usePage()
  const t = useT()
  const id = useId()
  const pageQuery = searchQueryOf(url, searchPath)
  const [state, dispatch] = useReducer(comboboxReducer<Suggestion>, pageQuery, initialCombobox)
  const items = visibleItems(state)
  const expanded = isExpanded(state)
  const highlighted = activeItem(state)
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  // The shell outlives navigations: each new page puts its own query (or none) in the box.
  useEffect(() => dispatch({ type: 'reset', query: pageQuery }), [pageQuery, url])

  const wanted = state.query.trim()
  useEffect(() => {
    if (!nav.search || !state.open || !asksSuggestions(wanted)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(withQuery(routes.searchSuggest, { q: wanted }), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then((data) =>
          dispatch({ type: 'suggestions', query: wanted, items: data.suggestions ?? [] })
        )
        .catch(() => {})
    }, 150)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted, state.open, routes.searchSuggest, nav.search])

  const open = (item: Suggestion) => {
    dispatch({ type: 'close' })
    router.visit(item.href)
  }

  return (
    <form
      role="search"
      action={searchPath}
      method="get"
      className={`${className} relative items-center gap-2`}
      onSubmit={() => dispatch({ type: 'close' })}
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted ? optionId(state.active) : undefined}
        value={state.query}
        onChange={(e) => dispatch({ type: 'input', query: e.target.value })}
        onBlur={() => dispatch({ type: 'close' })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 })
          } else if (e.key === 'Escape' && expanded) {
            // Closing the list is the first Escape; the browser's own (clear the field) comes next.
            e.preventDefault()
            dispatch({ type: 'close' })
          } else if (e.key === 'Enter' && highlighted) {
            e.preventDefault()
            open(highlighted)
          }
        }}
        placeholder={t('ui.search.placeholder')}
        className="field-input min-w-0 flex-1 focus:ring-2 focus:ring-brand-500/40"
      />
      <button type="submit" className="btn-primary shrink-0">
        {t('ui.search.submit')}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('catalog.search.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-lg border border-line bg-white shadow-lg"
        // Keeps focus in the input while a suggestion is clicked (no blur closes the list first).
        onMouseDown={(e) => e.preventDefault()}
      >
        {expanded &&
          items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.active}
              className={`cursor-pointer truncate px-3 py-2 text-sm hover:bg-brand-50 ${index === state.active ? 'bg-brand-100 text-brand-900' : ''}`}
              onClick={() => open(item)}
            >
              {item.name}
            </li>
          ))}
      </ul>
    </form>
  )
}
