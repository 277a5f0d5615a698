import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import { pageTitle } from '~/lib/pages'
import { givenPage } from '~/test_support'

describe('useDashboardLinks', () => {
  it('lists the buyer’s dashboard pages in order, named in the page language', () => {
    givenPage('en', {
      nav: {
        user_dashboard: '/en/account',
        user_orders: '/en/account/orders',
        user_info: '/en/account/info',
        user_addresses: '/en/account/addresses',
      },
    })
    const { result } = renderHook(() => useDashboardLinks('buyer'))
    expect(result.current.map((link) => link.href)).toEqual([
      '/en/account',
      '/en/account/orders',
      '/en/account/info',
      '/en/account/addresses',
    ])
    expect(result.current[1].label).toBe('My orders')
  })

  it('leaves out pages that are not served', () => {
    givenPage('az', {
      nav: { seller_dashboard: '/satici-paneli', seller_terms: '/satici-paneli/qaydalar' },
    })
    const { result } = renderHook(() => useDashboardLinks('seller'))
    expect(result.current.map((link) => link.label)).toEqual([
      'İdarə paneli',
      'Qaydalar və şərtlər',
    ])
  })
})

describe('pageTitle', () => {
  it('adds the site name after a page’s title', () => {
    expect(pageTitle('Green tea')).toBe('Green tea - Karvan')
  })

  it('is the site name alone without a title', () => {
    expect(pageTitle('')).toBe('Karvan')
  })
})
