import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { hasCatalogue, loadCatalogue, useShared, useT } from '~/lib/i18n'
import { catalogue, givenPage } from '~/test_support'

describe('useT: the page language’s messages', () => {
  beforeEach(() => givenPage('en'))

  it('gives the message of a key', () => {
    const { result } = renderHook(() => useT())
    expect(result.current('ui.pager.next')).toBe('Next')
  })

  it('fills named placeholders', () => {
    const { result } = renderHook(() => useT())
    expect(result.current('ui.pager.page_of', { page: 2, last: 9 })).toBe('Page 2 of 9')
  })

  it('keeps a placeholder it was given no value for', () => {
    const { result } = renderHook(() => useT())
    expect(result.current('ui.pager.page_of', { page: 2 })).toBe('Page 2 of {last}')
  })

  it('shows the key itself for a message that does not exist', () => {
    const { result } = renderHook(() => useT())
    expect(result.current('ui.nowhere.to_be_found')).toBe('ui.nowhere.to_be_found')
  })

  it('speaks the page’s language', () => {
    givenPage('az')
    expect(renderHook(() => useT()).result.current('ui.pager.page_of', { page: 1, last: 3 })).toBe(
      'Səhifə 1 / 3'
    )
    givenPage('ru')
    expect(renderHook(() => useT()).result.current('ui.pager.page_of', { page: 1, last: 3 })).toBe(
      'Страница 1 из 3'
    )
  })

  it('has every key of the English catalogue in Azerbaijani and Russian too', () => {
    const english = Object.keys(catalogue('en')).sort()
    expect(Object.keys(catalogue('az')).sort()).toEqual(english)
    expect(Object.keys(catalogue('ru')).sort()).toEqual(english)
  })
})

describe('useShared', () => {
  it('gives the shared props of the current page', () => {
    givenPage('ru', { searchPath: '/ru/poisk' })
    const { result } = renderHook(() => useShared())
    expect(result.current.locale).toBe('ru')
    expect(result.current.searchPath).toBe('/ru/poisk')
  })
})

describe('loadCatalogue: the message asset of a page', () => {
  it('fetches an asset once, shares a request in flight, and useT reads it by its URL', async () => {
    const url = '/i18n/en.storefront.0123456789abcdef.json'
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ 'ui.pager.next': 'Onwards' })))
    await Promise.all([loadCatalogue(url), loadCatalogue(url)])
    await loadCatalogue(url)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(hasCatalogue(url)).toBe(true)
    givenPage('en', { messages: url })
    expect(renderHook(() => useT()).result.current('ui.pager.next')).toBe('Onwards')
  })

  it('resolves when the asset cannot be fetched, and tries again next time', async () => {
    const url = '/i18n/ru.all.0123456789abcdef.json'
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ 'ui.pager.next': 'Вперёд' })))
    await loadCatalogue(url)
    expect(hasCatalogue(url)).toBe(false)
    await loadCatalogue(url)
    expect(hasCatalogue(url)).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
