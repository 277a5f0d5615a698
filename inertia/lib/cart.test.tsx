import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LIST_PROPS, cartErrorBag, useBagError, useCartState, type CartUrls } from '~/lib/cart'
import { givenPage } from '~/test_support'

const URLS: CartUrls = {
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

describe('cart buttons', () => {
  it('keep the messages of each product in its own error bag', () => {
    expect(cartErrorBag(42)).toBe('cart_42')
    expect(cartErrorBag(42)).not.toBe(cartErrorBag(43))
  })

  it('reload only the header counts, the flash message and the errors', () => {
    expect(LIST_PROPS).toEqual(['lists', 'flash', 'errors'])
  })
})

describe('useCartState', () => {
  it('knows which products are on the wish list', () => {
    givenPage('en', { cartUrls: URLS, lists: { cart: 2, wishlist: 1, wished: [7] } })
    const { result } = renderHook(() => useCartState())
    expect(result.current.isWished(7)).toBe(true)
    expect(result.current.isWished(8)).toBe(false)
    expect(result.current.lists?.cart).toBe(2)
    expect(result.current.urls?.add).toBe('/en/cart/add')
  })

  it('has empty lists and no URLs on a page without them', () => {
    givenPage('en', { lists: null })
    const { result } = renderHook(() => useCartState())
    expect(result.current.lists).toBeNull()
    expect(result.current.urls).toBeNull()
    expect(result.current.isWished(7)).toBe(false)
  })
})

describe('useBagError', () => {
  it('gives the first message of a product’s bag', () => {
    givenPage('en', { errors: { cart_7: { quantity: 'Only 3 left', form: 'Other' } } })
    expect(renderHook(() => useBagError('cart_7')).result.current).toBe('Only 3 left')
  })

  it('reads the first of a list of messages', () => {
    givenPage('en', { errors: { cart_7: { quantity: ['At least 5', 'Whole numbers only'] } } })
    expect(renderHook(() => useBagError('cart_7')).result.current).toBe('At least 5')
  })

  it('shows nothing for another product’s bag or a plain page error', () => {
    givenPage('en', { errors: { cart_8: { quantity: 'Only 3 left' }, form: 'Page error' } })
    expect(renderHook(() => useBagError('cart_7')).result.current).toBeUndefined()
    expect(renderHook(() => useBagError('form')).result.current).toBeUndefined()
  })
})
