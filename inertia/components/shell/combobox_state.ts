/**
 * State of the header search combobox (WAI-ARIA 1.2 combobox with a listbox popup), as a pure
 * reducer so the keyboard rules are unit-tested without a browser:
 * - typing sets the query, opens the popup and clears the highlight;
 * - suggestions arrive for a query and are dropped when the box has moved on (a slow answer
 *   for "haz" never replaces the list for "hazel");
 * - ArrowDown/ArrowUp open the popup and move the highlight, wrapping at both ends;
 * - Escape (or leaving the box) closes it; a navigation resets the query to the page's own.
 */

/** Shortest query (trimmed, in characters) for which suggestions are asked. */
export const SUGGEST_MIN_LENGTH = 2

/** `items`: the suggestions shown for `for`; `active`: index of the highlighted one, -1 for none. */
export interface ComboboxState<T> {
  query: string
  items: T[]
  /** The query `items` answer (trimmed). */
  for: string
  open: boolean
  active: number
}

export type ComboboxAction<T> =
  | { type: 'input'; query: string }
  | { type: 'suggestions'; query: string; items: T[] }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'close' }
  | { type: 'reset'; query: string }

/** Whether suggestions are asked for `query`. */
export function asksSuggestions(query: string): boolean {
  return query.trim().length >= SUGGEST_MIN_LENGTH
}

/** A closed combobox holding `query` (the page's own search, '' elsewhere). */
export function initialCombobox<T>(query = ''): ComboboxState<T> {
  return { query, items: [], for: '', open: false, active: -1 }
}

/** The suggestions that belong to the current query (none for a query too short to ask). */
export function visibleItems<T>(state: ComboboxState<T>): T[] {
  return asksSuggestions(state.query) && state.for === state.query.trim() ? state.items : []
}

/** Whether the listbox is shown (aria-expanded). */
export function isExpanded<T>(state: ComboboxState<T>): boolean {
  return state.open && visibleItems(state).length > 0
}

/** The highlighted suggestion, or undefined when none is (Enter then submits the query). */
export function activeItem<T>(state: ComboboxState<T>): T | undefined {
  return isExpanded(state) ? visibleItems(state)[state.active] : undefined
}

/** Next state of the combobox after `action`. */
export function comboboxReducer<T>(
  state: ComboboxState<T>,
  action: ComboboxAction<T>
): ComboboxState<T> {
  switch (action.type) {
    case 'input':
      return { ...state, query: action.query, open: true, active: -1 }
    case 'suggestions':
      if (action.query !== state.query.trim()) return state
      return { ...state, items: action.items, for: action.query, active: -1 }
    case 'move': {
      const count = visibleItems(state).length
      if (count === 0) return state
      if (!state.open) return { ...state, open: true, active: action.by === 1 ? 0 : count - 1 }
      const from = state.active === -1 && action.by === -1 ? count : state.active
      return { ...state, active: (from + action.by + count) % count }
    }
    case 'close':
      return state.open ? { ...state, open: false, active: -1 } : state
    case 'reset':
      return initialCombobox(action.query)
  }
}
