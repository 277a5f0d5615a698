import { describe, expect, it } from 'vitest'
import { languageHref, searchQueryOf } from '~/components/shell/language_href'

describe('languageHref: the same page in another language keeps its state', () => {
  it('keeps filters, sort and page of a category', () => {
    expect(
      languageHref(
        '/en/category/nuts',
        '/kateqoriya/qoz-meyveleri?sort=price_asc&page=2&min=5&company=3,7'
      )
    ).toBe('/en/category/nuts?sort=price_asc&page=2&min=5&company=3,7')
  })

  it('keeps the search query, encoded as it was', () => {
    expect(languageHref('/ru/poiskovyy-produkt', '/en/search-product?q=f%C4%B1nd%C4%B1q')).toBe(
      '/ru/poiskovyy-produkt?q=f%C4%B1nd%C4%B1q'
    )
  })

  it('leaves a page without a query as the server gave it', () => {
    expect(languageHref('/en/about', '/haqqimizda')).toBe('/en/about')
    expect(languageHref('/en/about', '/haqqimizda?')).toBe('/en/about')
  })

  it("keeps the server's own query when the alternate has one", () => {
    expect(languageHref('/en/suppliers?type=legal', '/istehsalci?type=legal&junk=1')).toBe(
      '/en/suppliers?type=legal'
    )
  })

  it('never carries a hash', () => {
    expect(languageHref('/en/category', '/kateqoriya?page=3#top')).toBe('/en/category?page=3')
  })
})

describe('searchQueryOf: the query shown in the search box', () => {
  it('is q on the search page', () => {
    expect(searchQueryOf('/en/search-product?q=hazel%20nut&sort=new', '/en/search-product')).toBe(
      'hazel nut'
    )
  })

  it('is empty on another page, even with a q', () => {
    expect(searchQueryOf('/en/category?q=hazel', '/en/search-product')).toBe('')
    expect(searchQueryOf('/en/search-product', '/en/search-product')).toBe('')
  })
})
