import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Link, router } from '@inertiajs/react'
import { describe, expect, it, vi } from 'vitest'
import ListLink from '~/components/ui/list_link'

describe('ListLink', () => {
  it('renders the same markup on the server as Inertia’s Link', () => {
    const children = <span>Hazelnut kernels</span>
    expect(
      renderToString(
        <ListLink href="/en/product/hazelnut-kernels-12" className="flex flex-col">
          {children}
        </ListLink>
      )
    ).toBe(
      renderToString(
        <Link href="/en/product/hazelnut-kernels-12" className="flex flex-col">
          {children}
        </Link>
      )
    )
  })

  it('visits the page through Inertia on a plain click', () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {})
    const onClick = vi.fn()
    render(
      <ListLink href="/en/product/hazelnut-kernels-12" onClick={onClick}>
        Hazelnut kernels
      </ListLink>
    )
    const link = screen.getByRole('link', { name: 'Hazelnut kernels' })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    fireEvent(link, event)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(visit).toHaveBeenCalledWith('/en/product/hazelnut-kernels-12')
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves modified and middle clicks to the browser (new tab, new window)', () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {})
    render(<ListLink href="/en/product/hazelnut-kernels-12">Hazelnut kernels</ListLink>)
    const link = screen.getByRole('link', { name: 'Hazelnut kernels' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      fireEvent(link, event)
      expect(event.defaultPrevented).toBe(false)
    }
    expect(visit).not.toHaveBeenCalled()
  })
})
