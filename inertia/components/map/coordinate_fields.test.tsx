import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import CoordinateFields from '~/components/map/coordinate_fields'
import { givenPage } from '~/test_support'

describe('CoordinateFields', () => {
  function Pin({ error }: { error?: string }) {
    const [values, setValues] = useState({ latitude: '40.4093', longitude: '' })
    return (
      <>
        <CoordinateFields
          idPrefix="pin"
          values={values}
          labels={{ latitude: 'Latitude', longitude: 'Longitude' }}
          errors={{ longitude: error }}
          onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
        />
        <output>{`${values.latitude}|${values.longitude}`}</output>
      </>
    )
  }

  it('shows both coordinates as decimal inputs and hands each typed value to its own name', async () => {
    givenPage('en')
    render(<Pin />)
    const latitude = screen.getByLabelText('Latitude')
    const longitude = screen.getByLabelText('Longitude')
    expect(latitude).toHaveAttribute('id', 'pin-latitude')
    expect(latitude).toHaveAttribute('name', 'latitude')
    expect(longitude).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(longitude, '49,8671')
    expect(screen.getByRole('status')).toHaveTextContent('40.4093|49,8671')
  })

  it('marks only the coordinate with an error as invalid', () => {
    givenPage('en')
    render(<Pin error="Longitude must be between -180 and 180" />)
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Latitude')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Longitude must be between -180 and 180')).toBeInTheDocument()
  })
})
