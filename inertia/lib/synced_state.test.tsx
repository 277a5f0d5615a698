import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSyncedState } from '~/lib/synced_state'

describe('useSyncedState', () => {
  it('starts from the server’s value', () => {
    const { result } = renderHook(({ source }) => useSyncedState(source), {
      initialProps: { source: 3 },
    })
    expect(result.current[0]).toBe(3)
  })

  it('keeps what the user set while the server’s value stays the same', () => {
    const { result, rerender } = renderHook(({ source }) => useSyncedState(source), {
      initialProps: { source: 3 },
    })
    act(() => result.current[1](5))
    rerender({ source: 3 })
    expect(result.current[0]).toBe(5)
  })

  it('starts over from a new server value', () => {
    const { result, rerender } = renderHook(({ source }) => useSyncedState(source), {
      initialProps: { source: 3 },
    })
    act(() => result.current[1](5))
    rerender({ source: 4 })
    expect(result.current[0]).toBe(4)
  })

  it('treats a new list from the server as a new value even with equal contents', () => {
    const first = [1, 2]
    const { result, rerender } = renderHook(({ source }) => useSyncedState(source), {
      initialProps: { source: first },
    })
    act(() => result.current[1]([2, 1]))
    rerender({ source: first })
    expect(result.current[0]).toEqual([2, 1])
    rerender({ source: [1, 2] })
    expect(result.current[0]).toEqual([1, 2])
  })
})
