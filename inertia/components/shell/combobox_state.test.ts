import { describe, expect, it } from 'vitest'
import {
  activeItem,
  comboboxReducer,
  initialCombobox,
  isExpanded,
  visibleItems,
  type ComboboxAction,
  type ComboboxState,
} from '~/components/shell/combobox_state'

const run = (actions: ComboboxAction<string>[], from = initialCombobox<string>()) =>
  actions.reduce<ComboboxState<string>>(comboboxReducer, from)

const withSuggestions = run([
  { type: 'input', query: 'haz' },
  { type: 'suggestions', query: 'haz', items: ['Hazelnut', 'Hazelnut oil', 'Hazel paste'] },
])

describe('search combobox state', () => {
  it('starts closed with the page query', () => {
    const state = initialCombobox<string>('fındıq')
    expect(state.query).toBe('fındıq')
    expect(isExpanded(state)).toBe(false)
    expect(activeItem(state)).toBeUndefined()
  })

  it('opens when suggestions arrive for the typed query, nothing highlighted', () => {
    expect(isExpanded(withSuggestions)).toBe(true)
    expect(visibleItems(withSuggestions)).toHaveLength(3)
    expect(withSuggestions.active).toBe(-1)
    expect(activeItem(withSuggestions)).toBeUndefined()
  })

  it('drops a late answer for a query the box has moved past', () => {
    const state = run(
      [
        { type: 'input', query: 'haze' },
        { type: 'suggestions', query: 'haz', items: ['Stale'] },
      ],
      withSuggestions
    )
    expect(visibleItems(state)).toEqual([])
    expect(isExpanded(state)).toBe(false)
  })

  it('shows nothing for a query shorter than two characters', () => {
    const state = run([{ type: 'input', query: 'h' }], withSuggestions)
    expect(visibleItems(state)).toEqual([])
    expect(isExpanded(state)).toBe(false)
  })

  it('ArrowDown and ArrowUp move the highlight and wrap at both ends', () => {
    const down = (state: ComboboxState<string>) => comboboxReducer(state, { type: 'move', by: 1 })
    const up = (state: ComboboxState<string>) => comboboxReducer(state, { type: 'move', by: -1 })
    expect(activeItem(down(withSuggestions))).toBe('Hazelnut')
    expect(activeItem(down(down(withSuggestions)))).toBe('Hazelnut oil')
    expect(activeItem(down(down(down(down(withSuggestions)))))).toBe('Hazelnut')
    expect(activeItem(up(withSuggestions))).toBe('Hazel paste')
    expect(activeItem(up(down(withSuggestions)))).toBe('Hazel paste')
  })

  it('typing again clears the highlight', () => {
    const state = run(
      [
        { type: 'move', by: 1 },
        { type: 'input', query: 'haze' },
      ],
      withSuggestions
    )
    expect(state.active).toBe(-1)
  })

  it('Escape closes; ArrowDown reopens on the first suggestion, ArrowUp on the last', () => {
    const closed = run([{ type: 'move', by: 1 }, { type: 'close' }], withSuggestions)
    expect(isExpanded(closed)).toBe(false)
    expect(activeItem(closed)).toBeUndefined()
    expect(closed.query).toBe('haz')
    expect(activeItem(comboboxReducer(closed, { type: 'move', by: 1 }))).toBe('Hazelnut')
    expect(activeItem(comboboxReducer(closed, { type: 'move', by: -1 }))).toBe('Hazel paste')
  })

  it('arrows do nothing without suggestions', () => {
    const state = run([{ type: 'input', query: 'zz' }])
    expect(comboboxReducer(state, { type: 'move', by: 1 })).toBe(state)
  })

  it('a navigation resets to the new page query, closed', () => {
    const state = run([{ type: 'reset', query: 'carpet' }], withSuggestions)
    expect(state).toEqual(initialCombobox('carpet'))
  })
})
