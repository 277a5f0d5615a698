import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CorrectedSearch, EmptySearch } from '~/components/catalog/search_help'
import { givenPage } from '~/test_support'

describe('Search help', () => {
  it('"Did you mean" links the correction and the search as typed, in the page language', () => {
    givenPage('az')
    render(
      <CorrectedSearch
        corrected={{
          query: 'fındıq',
          href: '/mehsul-axtarishi?q=f%C4%B1nd%C4%B1q',
          original: 'fındq',
          originalHref: '/mehsul-axtarishi?q=f%C4%B1ndq&exact=1',
        }}
      />
    )
    const banner = screen.getByTestId('did-you-mean')
    expect(banner).toHaveTextContent('Bəlkə bunu nəzərdə tuturdunuz: fındıq')
    expect(within(banner).getByRole('link', { name: 'fındıq' })).toHaveAttribute(
      'href',
      '/mehsul-axtarishi?q=f%C4%B1nd%C4%B1q'
    )
    expect(within(banner).getByRole('link', { name: 'fındq' })).toHaveAttribute(
      'href',
      '/mehsul-axtarishi?q=f%C4%B1ndq&exact=1'
    )
  })

  it('an empty search offers searches and categories; sections without entries are left out', () => {
    givenPage('ru')
    render(
      <EmptySearch
        query="фундук qzx"
        empty={{
          suggestions: [
            { query: 'фундук', href: `/ru/poiskovyy-produkt?q=${encodeURIComponent('фундук')}` },
          ],
          categories: [{ id: 3, name: 'Орехи', href: '/ru/kategoriya/orekhi', count: 12 }],
          bestsellers: [],
        }}
      />
    )
    expect(
      screen.getByRole('heading', { name: 'По запросу «фундук qzx» ничего не найдено' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'фундук' })).toHaveAttribute(
      'href',
      `/ru/poiskovyy-produkt?q=${encodeURIComponent('фундук')}`
    )
    expect(screen.getByRole('link', { name: /Орехи/ })).toHaveTextContent('Товаров: 12')
    expect(screen.queryByRole('heading', { name: 'Хиты продаж' })).toBeNull()
  })
})
