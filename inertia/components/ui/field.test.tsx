import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import Field from '~/components/ui/field'
import FormAlert from '~/components/ui/form_alert'
import TextField from '~/components/ui/text_field'
import { givenPage } from '~/test_support'

describe('Field', () => {
  it('is found by its label', () => {
    givenPage('en')
    render(<Field id="email" label="E-mail" type="email" />)
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email')
  })

  it('shows its localized error and ties it to the input for screen readers', () => {
    givenPage('az')
    render(<Field id="email" label="E-poçt" error="E-poçt ünvanı düzgün deyil" />)
    const input = screen.getByLabelText('E-poçt')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('E-poçt ünvanı düzgün deyil')
  })

  it('is not marked invalid without an error', () => {
    givenPage('en')
    render(<Field id="name" label="Name" />)
    expect(screen.getByLabelText('Name')).not.toBeInvalid()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby')
  })

  it('reads the hint and then the error', () => {
    givenPage('en')
    render(<Field id="phone" label="Phone" hint="+994 XX XXX XX XX" error="Enter a phone number" />)
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      '+994 XX XXX XX XX Enter a phone number'
    )
  })

  it('marks an optional field in the page language', () => {
    givenPage('ru')
    render(<Field id="company" label="Компания" optional />)
    expect(screen.getByText('(необязательно)')).toBeInTheDocument()
    givenPage('en')
    render(<Field id="company2" label="Company" optional />)
    expect(screen.getByText('(optional)')).toBeInTheDocument()
  })
})

describe('TextField', () => {
  function Bound() {
    const [value, setValue] = useState('')
    return (
      <>
        <TextField id="city" label="City" value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    )
  }

  it('hands the typed text to its setter', async () => {
    givenPage('en')
    render(<Bound />)
    await userEvent.type(screen.getByLabelText('City'), 'Şəki')
    expect(screen.getByRole('status')).toHaveTextContent('Şəki')
  })
})

describe('FormAlert', () => {
  it('announces a form-level message', () => {
    render(<FormAlert message="Too many attempts. Try again in a minute." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.')
  })

  it('shows nothing without a message', () => {
    const { container } = render(<FormAlert />)
    expect(container).toBeEmptyDOMElement()
  })
})
