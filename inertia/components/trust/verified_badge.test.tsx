import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import VerifiedBadge from '~/components/trust/verified_badge'
import { givenPage } from '~/test_support'

describe('VerifiedBadge', () => {
  it('says when the company was verified, in the page language', () => {
    givenPage('en')
    render(<VerifiedBadge month="2026-11" />)
    expect(screen.getByText('Verified by mobile signature, November 2026')).toBeInTheDocument()
  })

  it('is a short pill on cards with the full line in its title', () => {
    givenPage('az')
    render(<VerifiedBadge month="2026-11" compact />)
    const pill = screen.getByTestId('verified-badge')
    expect(pill).toHaveTextContent('Təsdiqlənib')
    expect(pill.getAttribute('title')).toBe(
      'Şirkət mobil imza (Asan İmza) ilə təsdiqlənib, noyabr 2026'
    )
  })
})
