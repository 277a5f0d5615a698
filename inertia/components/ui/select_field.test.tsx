import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import SelectField from '~/components/ui/select_field'
import TextAreaField from '~/components/ui/text_area_field'
import { givenPage } from '~/test_support'

describe('SelectField', () => {
  function Country({ error }: { error?: string }) {
    const [value, setValue] = useState('')
    return (
      <>
        <SelectField
          id="country"
          label="Country"
          value={value}
          onChange={setValue}
          error={error}
          hint="Where the goods go"
        >
          <option value="">Choose…</option>
          <option value="DE">Germany</option>
          <option value="AZ">Azerbaijan</option>
        </SelectField>
        <output>{value}</output>
      </>
    )
  }

  it('hands the chosen value to its setter', async () => {
    givenPage('en')
    render(<Country />)
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany')
    expect(screen.getByRole('status')).toHaveTextContent('DE')
    expect(screen.getByLabelText('Country')).toHaveValue('DE')
  })

  it('reads its hint and then its localized error, and is marked invalid only with an error', () => {
    givenPage('az')
    const { rerender } = render(<Country />)
    const select = screen.getByRole('combobox', { name: 'Country' })
    expect(select).not.toBeInvalid()
    expect(select).toHaveAccessibleDescription('Where the goods go')
    rerender(<Country error="Ölkəni seçin" />)
    expect(select).toBeInvalid()
    expect(select).toHaveAccessibleDescription('Where the goods go Ölkəni seçin')
  })

  it('marks an optional select in the page language', () => {
    givenPage('ru')
    render(
      <SelectField id="terms" label="Условия оплаты" value="" onChange={() => {}} optional>
        <option value="">—</option>
      </SelectField>
    )
    expect(screen.getByText('(необязательно)')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: /^Условия оплаты/ })).toBeVisible()
  })
})

describe('TextAreaField', () => {
  function Message({ error }: { error?: string }) {
    const [value, setValue] = useState('')
    return (
      <>
        <TextAreaField
          id="message"
          label="Message"
          rows={4}
          maxLength={500}
          value={value}
          onChange={setValue}
          error={error}
          hint={`${value.length} / 500`}
        />
        <output>{value}</output>
      </>
    )
  }

  it('hands the typed text to its setter and passes textarea attributes through', async () => {
    givenPage('en')
    render(<Message />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect(box.tagName).toBe('TEXTAREA')
    expect(box).toHaveAttribute('maxlength', '500')
    await userEvent.type(box, 'Şəki halvası, 200 qutu')
    expect(screen.getByRole('status')).toHaveTextContent('Şəki halvası, 200 qutu')
    expect(box).toHaveAccessibleDescription('22 / 500')
  })

  it('shows its error tied to the box for screen readers', () => {
    givenPage('en')
    render(<Message error="Message is missing" />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect(box).toBeInvalid()
    expect(box).toHaveAccessibleDescription('0 / 500 Message is missing')
  })

  it('marks an optional box in Azerbaijani', () => {
    givenPage('az')
    render(<TextAreaField id="comment" label="Şərh" value="" onChange={() => {}} optional />)
    expect(screen.getByRole('textbox', { name: /^Şərh/ })).not.toBeInvalid()
    expect(screen.getByText('(istəyə bağlı)')).toBeInTheDocument()
  })
})
