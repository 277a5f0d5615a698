import { describe, expect, it } from 'vitest'
import { avifSrcset, cardSrcset } from '~/components/catalog/product_picture'

describe('cardSrcset', () => {
  it('lists the 240, 360, 480 and 800 px variants of a card image', () => {
    expect(cardSrcset('/uploads/products/12/abc-480.webp')).toBe(
      '/uploads/products/12/abc-240.webp 240w, /uploads/products/12/abc-360.webp 360w, /uploads/products/12/abc-480.webp 480w, /uploads/products/12/abc-800.webp 800w'
    )
  })

  it('only replaces the size suffix at the end of the path', () => {
    expect(cardSrcset('/uploads/480-480/x-480.webp')).toBe(
      '/uploads/480-480/x-240.webp 240w, /uploads/480-480/x-360.webp 360w, /uploads/480-480/x-480.webp 480w, /uploads/480-480/x-800.webp 800w'
    )
  })

  it('offers each width once, smallest first', () => {
    const widths = cardSrcset('/a-480.webp')
      .split(', ')
      .map((entry) => entry.split(' ')[1])
    expect(widths).toEqual(['240w', '360w', '480w', '800w'])
  })
})

describe('AVIF srcsets', () => {
  it('lists a card image in AVIF under the same names', () => {
    expect(cardSrcset('/uploads/products/12/abc-480.webp', 'avif')).toBe(
      '/uploads/products/12/abc-240.avif 240w, /uploads/products/12/abc-360.avif 360w, /uploads/products/12/abc-480.avif 480w, /uploads/products/12/abc-800.avif 800w'
    )
  })

  it('turns a WebP srcset into its AVIF twin, touching only the extensions', () => {
    expect(
      avifSrcset(
        'https://cdn.example/p.webp/x-240.webp 240w, https://cdn.example/p.webp/x-800.webp 800w'
      )
    ).toBe('https://cdn.example/p.webp/x-240.avif 240w, https://cdn.example/p.webp/x-800.avif 800w')
  })
})
