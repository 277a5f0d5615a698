import { act, renderHook } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { describe, expect, it, vi } from 'vitest'
import { usePurchase } from '~/components/cart/use_purchase'
import { givenPage } from '~/test_support'

const URLS = {
  cart: '/en/cart',
  wishlist: '/en/wishlist',
  add: '/en/cart/add',
  quantity: '/en/cart/quantity',
  select: '/en/cart/select',
  remove: '/en/cart/remove',
  buy: '/en/cart/buy',
  toggleWish: '/en/wishlist/toggle',
  moveWish: '/en/wishlist/move',
}

type Visit = {
  errorBag?: string
  only?: string[]
  onStart?: () => void
  onFinish?: () => void
  onSuccess?: (page: unknown) => void
}

/** Captures router.post calls; the test plays the visit's events. */
function capturePosts() {
  const visits: { url: string; data: unknown; options: Visit }[] = []
  vi.spyOn(router, 'post').mockImplementation(((url: string, data: unknown, options: Visit) => {
    visits.push({ url, data, options })
  }) as never)
  return visits
}

describe('usePurchase', () => {
  it('adds to the cart with the product’s own error bag, reloading only the header counts and messages, the confirmation shown inline', () => {
    givenPage('en', { cartUrls: URLS, lists: null })
    const visits = capturePosts()
    const { result } = renderHook(() => usePurchase(7))
    act(() => void result.current.add(3))
    expect(visits).toHaveLength(1)
    expect(visits[0].url).toBe('/en/cart/add')
    expect(visits[0].data).toEqual({ product_id: 7, quantity: 3, inline: true })
    expect(visits[0].options.errorBag).toBe('cart_7')
    expect(visits[0].options.only).toEqual(['lists', 'flash', 'errors'])
  })

  it('is busy while the post runs and then shows the confirmation', () => {
    givenPage('en', { cartUrls: URLS, lists: null })
    const visits = capturePosts()
    const { result } = renderHook(() => usePurchase(7))
    act(() => void result.current.add(1))
    act(() => visits[0].options.onStart?.())
    expect(result.current.busy).toBe('add')
    act(() => {
      visits[0].options.onSuccess?.({
        props: { flash: { success: null, sent: 'Added to the cart.' } },
      })
      visits[0].options.onFinish?.()
    })
    expect(result.current.busy).toBeNull()
    expect(result.current.notice).toBe('Added to the cart.')
  })

  it('goes on to checkout for "buy now" (the whole next page, no confirmation here)', () => {
    givenPage('en', { cartUrls: URLS, lists: null })
    const visits = capturePosts()
    const { result } = renderHook(() => usePurchase(7))
    act(() => void result.current.buy(2))
    expect(visits[0].url).toBe('/en/cart/buy')
    expect(visits[0].options.only).toBeUndefined()
    act(() => visits[0].options.onSuccess?.({ props: { flash: { sent: 'Ignored' } } }))
    expect(result.current.notice).toBeNull()
  })

  it('turns the wish-list mark off for a product already on the list', () => {
    givenPage('en', { cartUrls: URLS, lists: { cart: 0, wishlist: 1, wished: [7] } })
    const visits = capturePosts()
    const { result } = renderHook(() => usePurchase(7))
    expect(result.current.wished).toBe(true)
    act(() => void result.current.toggleWish())
    expect(visits[0]).toMatchObject({
      url: '/en/wishlist/toggle',
      data: { product_id: 7, on: false },
    })
  })

  it('shows the message the server put in the product’s bag', () => {
    givenPage('en', {
      cartUrls: URLS,
      lists: null,
      errors: { cart_7: { quantity: 'Only 2 left in stock' } },
    })
    expect(renderHook(() => usePurchase(7)).result.current.error).toBe('Only 2 left in stock')
  })

  it('offers nothing where the cart pages are not served', () => {
    givenPage('en', { lists: null })
    const visits = capturePosts()
    const { result } = renderHook(() => usePurchase(7))
    expect(result.current.ready).toBe(false)
    act(() => void result.current.add(1))
    expect(visits).toHaveLength(0)
  })
})
