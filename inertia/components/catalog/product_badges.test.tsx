import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ProductBadges from '~/components/catalog/product_badges'
import { givenPage } from '~/test_support'

describe('ProductBadges', () => {
  it('shows "New" and the discount in the page language', () => {
    givenPage('ru')
    render(<ProductBadges isNew discountPercent={15} className="badges" />)
    expect(screen.getByText('−15%')).toBeInTheDocument()
    expect(screen.getByText(/нов/i)).toBeInTheDocument()
  })

  it('renders nothing for a product that is neither new nor discounted', () => {
    givenPage('en')
    const { container } = render(
      <ProductBadges isNew={false} discountPercent={0} className="badges" />
    )
    expect(container.querySelector('.badges')).toBeNull()
  })
})
