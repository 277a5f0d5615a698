import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { givenPage } from '~/test_support'

/** Page 2 of 9 with a gap after page 3 (as the server builds it). */
const MIDDLE: PaginationData = {
  page: 2,
  lastPage: 9,
  total: 170,
  previous: '/en/news',
  next: '/en/news?page=3',
  pages: [
    { number: 1, url: '/en/news', current: false },
    { number: 2, url: '/en/news?page=2', current: true },
    { number: 3, url: '/en/news?page=3', current: false },
    null,
    { number: 9, url: '/en/news?page=9', current: false },
  ],
}

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    givenPage('en')
    const { container } = render(
      <Pager pagination={{ ...MIDDLE, page: 1, lastPage: 1, pages: [] }} label="News pages" />
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('links every page shown and marks the current one', () => {
    givenPage('en')
    render(<Pager pagination={MIDDLE} label="News pages" />)
    const nav = screen.getByRole('navigation', { name: 'News pages' })
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/news?page=3'
    )
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByText('…')).toBeInTheDocument()
  })

  it('offers previous and next pages as links', () => {
    givenPage('en')
    render(<Pager pagination={MIDDLE} label="News pages" />)
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', '/en/news')
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/en/news?page=3')
  })

  it('shows "previous" as unavailable on the first page', () => {
    givenPage('en')
    render(<Pager pagination={{ ...MIDDLE, page: 1, previous: null }} label="News pages" />)
    expect(screen.queryByRole('link', { name: '← Previous' })).not.toBeInTheDocument()
    expect(screen.getByText('← Previous')).toHaveAttribute('aria-disabled', 'true')
  })

  it('says where the reader is, in the page language', () => {
    givenPage('en')
    render(<Pager pagination={MIDDLE} label="News pages" />)
    expect(screen.getByText('Page 2 of 9')).toBeInTheDocument()
  })

  it('speaks Azerbaijani and Russian', () => {
    givenPage('az')
    const { unmount } = render(<Pager pagination={MIDDLE} label="Xəbərlər" />)
    expect(screen.getByText('Səhifə 2 / 9')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Növbəti →' })).toBeInTheDocument()
    unmount()
    givenPage('ru')
    render(<Pager pagination={MIDDLE} label="Новости" />)
    expect(screen.getByText('Страница 2 из 9')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Назад' })).toBeInTheDocument()
  })
})
