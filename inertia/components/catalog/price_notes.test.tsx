import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DayRateLines, RateProblemNote } from '~/components/catalog/price_notes'
import { OrderStatusBadge, StageBadge } from '~/components/orders/status_badge'
import { givenPage } from '~/test_support'

describe('RateProblemNote', () => {
  it('says why a price is missing when no rate is stored', () => {
    givenPage('en')
    render(<RateProblemNote problem={{ reason: 'no_rate', currency: 'USD', date: null }} />)
    expect(screen.getByTestId('rate-problem')).toHaveTextContent(
      'Price not available: there is no current USD exchange rate. This product cannot be bought for now.'
    )
  })

  it('names the date of an outdated rate, in Russian too', () => {
    givenPage('ru')
    render(
      <RateProblemNote problem={{ reason: 'stale_rate', currency: 'EUR', date: '2026-11-01' }} />
    )
    expect(screen.getByTestId('rate-problem')).toHaveTextContent(
      'Цена недоступна: последний курс EUR (2026-11-01) устарел.'
    )
  })
})

describe('DayRateLines', () => {
  it('shows the seller’s own price and the CBAR rate date under a converted price', () => {
    givenPage('az')
    render(<DayRateLines ownPrice="36,00 €" dayRate={{ currency: 'EUR', date: '27.11.2026' }} />)
    expect(screen.getByText('≈ 36,00 € ·')).toBeInTheDocument()
    expect(screen.getByTestId('day-rate')).toHaveTextContent(
      /EUR, AMB-nin 27\.11\.2026 tarixli məzənnəsi ilə$/
    )
  })

  it('shows only the rate when the own price is not given', () => {
    givenPage('en')
    render(<DayRateLines ownPrice={null} dayRate={{ currency: 'USD', date: '27/11/2026' }} />)
    expect(screen.getByTestId('day-rate')).toHaveTextContent(
      /^USD at the CBAR rate of 27\/11\/2026$/
    )
  })

  it('shows nothing for a price set in manats', () => {
    givenPage('en')
    const { container } = render(<DayRateLines ownPrice={null} dayRate={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('status badges', () => {
  it('show the localized label the server sent', () => {
    render(
      <>
        <OrderStatusBadge status="paid" label="Ödənilib" />
        <StageBadge stage="on_the_way" label="В пути" />
      </>
    )
    expect(screen.getByTestId('order-status')).toHaveTextContent('Ödənilib')
    expect(screen.getByTestId('shipment-stage')).toHaveTextContent('В пути')
  })
})
