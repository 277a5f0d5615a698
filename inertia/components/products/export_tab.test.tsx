import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import ExportTab from '~/components/products/export_tab'
import { formatHsCode } from '~/components/products/hs_code_picker'
import { givenPage } from '~/test_support'
import type { ExportOfferEditor } from '#transformers/export_offer_transformer'

function editor(values: Partial<ExportOfferEditor['values']> = {}): ExportOfferEditor {
  return {
    values: {
      sale_mode: 'both',
      currency: 'USD',
      unit: 'carton',
      moq: '',
      hs_code: '',
      hs_description: '',
      sea_transport: true,
      tiers: [{ min_quantity: '', unit_price: '' }],
      incoterms: [],
      units_per_carton: '',
      carton_length: '',
      carton_width: '',
      carton_height: '',
      carton_gross_weight: '',
      cartons_per_pallet: '',
      cartons_per_container_20: '',
      cartons_per_container_40: '',
      lead_time_days: '',
      monthly_capacity: '',
      shelf_life_days: '',
      sample_available: false,
      sample_price: '',
      sample_lead_time_days: '',
      origin_country: 'AZ',
      markets: [],
      ...values,
    },
    stored: false,
    suggestions: [
      { code: '080221', description: 'Nuts, edible; hazelnuts or filberts, in shell' },
      { code: '080222', description: 'Nuts, edible; hazelnuts or filberts, shelled' },
    ],
    urls: { save: '/en/x/1/export', remove: '/en/x/1/export', hsSearch: '/en/x/hs-codes' },
  }
}

describe('ExportTab', () => {
  it('adds and removes tier rows', async () => {
    givenPage('en')
    render(<ExportTab editor={editor()} errors={{}} />)
    expect(screen.getAllByTestId('export-tier')).toHaveLength(1)
    await userEvent.click(screen.getByTestId('export-add-tier'))
    expect(screen.getAllByTestId('export-tier')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }))
    expect(screen.getAllByTestId('export-tier')).toHaveLength(1)
  })

  it('asks for a named place once an Incoterm is ticked', async () => {
    givenPage('en')
    render(<ExportTab editor={editor()} errors={{}} />)
    expect(screen.queryByLabelText('Named place for FOB')).toBeNull()
    await userEvent.click(screen.getByLabelText(/^FOB — Free on Board/))
    await userEvent.type(screen.getByLabelText('Named place for FOB'), 'Poti')
    expect(screen.getByLabelText('Named place for FOB')).toHaveValue('Poti')
  })

  it('shows the messages at their fields, the Incoterm ones by the row sent', () => {
    givenPage('az')
    render(
      <ExportTab
        editor={editor({
          incoterms: [
            { code: 'FCA', named_place: 'Bakı' },
            { code: 'FOB', named_place: '' },
          ],
        })}
        errors={{
          'export.moq': 'İxrac üçün minimum sifariş miqdarı vacibdir',
          'export.incoterms.1.named_place': 'Təyinat yeri vacibdir',
          'export.hs_code': 'HS kodu vacibdir',
        }}
      />
    )
    expect(screen.getByText('İxrac üçün minimum sifariş miqdarı vacibdir')).toBeInTheDocument()
    expect(screen.getByLabelText('FOB üçün təyinat yeri')).toHaveAccessibleDescription(
      'Təyinat yeri vacibdir'
    )
    expect(screen.getByText('HS kodu vacibdir')).toBeInTheDocument()
  })

  it("picks an HS code from the category's suggestions", async () => {
    givenPage('en')
    render(<ExportTab editor={editor()} errors={{}} />)
    const suggestions = screen.getByTestId('hs-suggestions')
    await userEvent.click(within(suggestions).getByRole('button', { name: /0802\.22/ }))
    expect(screen.getByTestId('hs-picked')).toHaveTextContent('0802.22')
    expect(screen.getByTestId('hs-picked')).toHaveTextContent('shelled')
    expect(formatHsCode('220421')).toBe('2204.21')
  })
})
