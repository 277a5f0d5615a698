import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import QuantityStepper from '~/components/cart/quantity_stepper'
import { givenPage } from '~/test_support'

function stepper(props: Partial<Parameters<typeof QuantityStepper>[0]> = {}) {
  const onChange = vi.fn()
  const view = render(
    <QuantityStepper
      id="qty"
      label="Quantity"
      value={5}
      min={2}
      max={10}
      onChange={onChange}
      {...props}
    />
  )
  return { onChange, view, field: screen.getByLabelText('Quantity') }
}

describe('QuantityStepper', () => {
  it('shows the count and steps it with the buttons', async () => {
    givenPage('en')
    const { onChange, field } = stepper()
    expect(field).toHaveValue(5)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(onChange).toHaveBeenLastCalledWith(6)
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(onChange).toHaveBeenLastCalledWith(4)
  })

  it('cannot go below the minimum lot or above the stock', () => {
    givenPage('en')
    stepper({ value: 2 })
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled()
  })

  it('is full at the stock', () => {
    givenPage('en')
    stepper({ value: 10 })
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
  })

  it('brings a typed count within the lot and the stock when Enter is pressed', async () => {
    givenPage('en')
    const { onChange, field } = stepper()
    await userEvent.clear(field)
    await userEvent.type(field, '40{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(10)
    expect(field).toHaveValue(10)
  })

  it('rounds a typed fraction when the field is left', async () => {
    givenPage('en')
    const { onChange, field } = stepper()
    await userEvent.clear(field)
    await userEvent.type(field, '7.6')
    await userEvent.tab()
    expect(onChange).toHaveBeenLastCalledWith(8)
  })

  it('does not report an unchanged count', async () => {
    givenPage('en')
    const { onChange, field } = stepper()
    await userEvent.click(field)
    await userEvent.tab()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows the server’s count again after a reload', async () => {
    givenPage('en')
    const { view, field } = stepper()
    await userEvent.clear(field)
    await userEvent.type(field, '9')
    view.rerender(
      <QuantityStepper id="qty" label="Quantity" value={3} min={2} max={10} onChange={() => {}} />
    )
    expect(screen.getByLabelText('Quantity')).toHaveValue(3)
  })

  it('names its buttons in the page language', () => {
    givenPage('az')
    stepper()
    expect(screen.getByRole('button', { name: 'Sayı artır' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sayı azalt' })).toBeInTheDocument()
  })
})
