import { describe, expect, it } from 'vitest'
import { routeUrl, withQuery } from '~/lib/routes'

describe('routeUrl: a server-given route pattern filled in the browser', () => {
  it('fills one param', () => {
    expect(routeUrl('/en/api/gtin/:code', { code: '4760001000019' })).toBe(
      '/en/api/gtin/4760001000019'
    )
  })

  it('fills several params in their places, numbers included', () => {
    expect(
      routeUrl('/en/seller-dashboard/products/:id/images/:imageId', { id: 12, imageId: 7 })
    ).toBe('/en/seller-dashboard/products/12/images/7')
  })

  it('encodes what the visitor typed so it stays one path segment', () => {
    expect(routeUrl('/en/api/gtin/:code', { code: '12/34 56' })).toBe('/en/api/gtin/12%2F34%2056')
  })

  it('encodes Azerbaijani and Cyrillic letters', () => {
    expect(routeUrl('/az/axtar/:q', { q: 'şəki' })).toBe('/az/axtar/%C5%9F%C9%99ki')
    expect(routeUrl('/ru/poisk/:q', { q: 'чай' })).toBe('/ru/poisk/%D1%87%D0%B0%D0%B9')
  })

  it('leaves a pattern without params as it is', () => {
    expect(routeUrl('/en/cart')).toBe('/en/cart')
  })

  it('appends a query encoded like URLSearchParams', () => {
    expect(routeUrl('/en/search', {}, { q: 'green tea', page: 2 })).toBe(
      '/en/search?q=green+tea&page=2'
    )
  })

  it('leaves null and undefined query members out', () => {
    expect(routeUrl('/en/search', {}, { q: 'tea', sort: null, page: undefined })).toBe(
      '/en/search?q=tea'
    )
  })

  it('writes booleans as text', () => {
    expect(routeUrl('/en/catalog', {}, { available: true })).toBe('/en/catalog?available=true')
  })

  it('adds no "?" when the query is empty', () => {
    expect(routeUrl('/en/catalog', {}, { sort: null })).toBe('/en/catalog')
    expect(routeUrl('/en/catalog', {}, {})).toBe('/en/catalog')
  })

  it('throws on a missing param, naming it and the pattern', () => {
    expect(() => routeUrl('/en/product/:id/quick-look', {})).toThrow(
      'Missing param "id" for /en/product/:id/quick-look'
    )
  })
})

describe('withQuery: a query added to a server-built URL', () => {
  it('adds a query to a URL without one', () => {
    expect(withQuery('/en/login', { as: 'seller' })).toBe('/en/login?as=seller')
  })

  it('keeps the members already there and replaces the ones given', () => {
    expect(withQuery('/en/catalog?sort=new&page=3', { page: 1 })).toBe(
      '/en/catalog?sort=new&page=1'
    )
  })

  it('removes a member given as null', () => {
    expect(withQuery('/en/catalog?sort=new&page=3', { page: null })).toBe('/en/catalog?sort=new')
  })

  it('gives the bare path when nothing is left', () => {
    expect(withQuery('/en/catalog?page=3', { page: undefined })).toBe('/en/catalog')
  })

  it('encodes the search text of the suggest route', () => {
    expect(withQuery('/az/axtaris/teklifler', { q: 'bal & şəkər' })).toBe(
      '/az/axtaris/teklifler?q=bal+%26+%C5%9F%C9%99k%C9%99r'
    )
  })
})
