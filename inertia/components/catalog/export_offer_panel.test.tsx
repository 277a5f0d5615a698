import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import ExportOfferPanel from '~/components/catalog/export_offer_panel'
import { givenPage } from '~/test_support'
import type { ExportOfferView } from '#transformers/export_offer_transformer'

const OFFER: ExportOfferView = {
  currency: 'USD',
  unit: 'carton',
  moq: 100,
  moqText: '100 × carton',
  tiers: [
    { range: '100–499', price: '$24.50', azn: '41.65 AZN' },
    { range: '500 and more', price: '$22.80', azn: null },
  ],
  rateDate: '2026-11-27',
  incoterms: [
    { code: 'FCA', name: 'Free Carrier', place: 'Baku' },
    { code: 'FOB', name: 'Free on Board', place: 'Poti' },
  ],
  leadTime: '21 days',
  facts: [{ label: 'Units per carton', value: '20' }],
  hsCode: '0802.22',
  hsDescription: 'Nuts, edible; hazelnuts or filberts, shelled',
  origin: 'Azerbaijan',
  markets: ['Germany', 'Italy'],
}

describe('ExportOfferPanel', () => {
  it('shows the tiers with the AZN equivalent, Incoterms with places and the HS code', () => {
    givenPage('en')
    render(<ExportOfferPanel offer={OFFER} onRequestQuote={() => {}} />)
    const rows = within(screen.getByTestId('export-tiers')).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('100–499$24.50≈ 41.65 AZN')
    expect(rows[2]).toHaveTextContent('500 and more$22.80')
    expect(screen.getByTestId('export-moq')).toHaveTextContent('100 × carton')
    expect(screen.getByText('Poti')).toBeInTheDocument()
    expect(screen.getByText('0802.22')).toBeInTheDocument()
    expect(screen.getByText('Germany, Italy')).toBeInTheDocument()
  })

  it('"Request a quote" asks the page to open the enquiry form', async () => {
    givenPage('en')
    const onRequestQuote = vi.fn()
    render(<ExportOfferPanel offer={OFFER} onRequestQuote={onRequestQuote} />)
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }))
    expect(onRequestQuote).toHaveBeenCalledOnce()
  })
})
