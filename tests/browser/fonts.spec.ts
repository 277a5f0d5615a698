/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import { FONT_FACES } from '../../shared/font_subsets.js'
import { firstLink, ready } from './helpers.js'
import { url } from './urls.js'

/**
 * Inter is cut into unicode-range faces (shared/font_subsets.ts): a first visit must fetch only
 * the core faces (and the Cyrillic one on Russian pages). A stray character (an Intl space, an
 * arrow, a check mark) outside them costs a further ~12 KB face on every first visit.
 */

const LOCALES = ['az', 'en', 'ru'] as const

/** The generated face a fetched font URL is (`inter-core-<hash>.woff2` → `inter-core`). */
function faceOf(requested: string) {
  const name = new URL(requested).pathname.split('/').pop()!
  const face = FONT_FACES.map((f) => f.file.replace('.woff2', ''))
    .sort((a, b) => b.length - a.length)
    .find((stem) => name.startsWith(`${stem}-`) || name === `${stem}.woff2`)
  return face ?? name
}

/** Every font file the page fetches from now on, as face names. */
function fontRequests(page: Page) {
  const faces = new Set<string>()
  page.on('request', (request) => {
    if (/\/fonts\/|\.woff2(\?|$)/.test(request.url())) faces.add(faceOf(request.url()))
  })
  return faces
}

/**
 * The characters the page draws (visible text, ::before/::after content, placeholders and field
 * values) that belong to one of the `fetched` faces, as "U+XXXX c". Characters of no face (≈) are
 * drawn by the fallback font and cost no download.
 */
async function strayCharacters(page: Page, fetched: Set<number>) {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText]
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after']) {
        const content = getComputedStyle(element, pseudo).content
        if (content && content !== 'none' && content !== 'normal') parts.push(content)
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        parts.push(element.placeholder, element.value)
    }
    return parts.join('\n')
  })
  const stray = new Set<string>()
  for (const char of text) {
    const point = char.codePointAt(0)!
    if (!fetched.has(point) || PRODUCT_DATA.has(char)) continue
    stray.add(`U+${point.toString(16).toUpperCase().padStart(4, '0')} ${char}`)
  }
  return [...stray].sort()
}

const face = (stem: string) => FONT_FACES.find((f) => f.file === `${stem}.woff2`)!.codepoints

/** Characters of the demo's product data, not of the UI (a wire rod's "Ø 9,5 mm" on the home page). */
const PRODUCT_DATA = new Set(['Ø'])

test.describe('Inter faces', () => {
  test('home, category, product and search pages in az, en and ru draw no character of a rest face', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const product = await firstLink(
      page,
      `${url('category', 'en')}/qirmizi-sherab`,
      '[data-testid="product-card"] a'
    )
    const found: string[] = []
    for (const locale of LOCALES) {
      const rest = new Set([
        ...face('inter-latin-rest'),
        ...face('inter-latin-ext-rest'),
        ...face('inter-cyrillic-rest'),
        ...(locale === 'ru' ? [] : face('inter-cyrillic')),
      ])
      const pages = [
        url('home', locale),
        `${url('category', locale)}/qirmizi-sherab`,
        `${url('search', locale)}?q=${encodeURIComponent('şərab')}`,
      ]
      for (const path of pages) {
        await ready(page, path)
        for (const stray of await strayCharacters(page, rest)) found.push(`${path}: ${stray}`)
      }
      // The product in this language: its hreflang alternate.
      await ready(page, product!)
      const href = await page
        .locator(`link[rel="alternate"][hreflang="${locale}"]`)
        .first()
        .getAttribute('href')
      await ready(page, new URL(href!).pathname)
      for (const stray of await strayCharacters(page, rest))
        found.push(`${new URL(href!).pathname}: ${stray}`)
    }
    expect(found, found.join('\n')).toEqual([])
  })

  test('a first visit to an az category page and an en product page fetches only the core faces; ru adds Cyrillic', async ({
    browser,
  }) => {
    const visits = [
      [`${url('category', 'az')}/qirmizi-sherab`, ['inter-core', 'inter-core-ext']],
      ['en product', ['inter-core', 'inter-core-ext']],
      [
        `${url('category', 'ru')}/qirmizi-sherab`,
        ['inter-core', 'inter-core-ext', 'inter-cyrillic'],
      ],
    ] as const
    const scout = await browser.newPage()
    const product = await firstLink(
      scout,
      `${url('category', 'en')}/qirmizi-sherab`,
      '[data-testid="product-card"] a'
    )
    await scout.close()
    for (const [path, expected] of visits) {
      // A fresh context each: an empty cache, as on a first visit.
      const context = await browser.newContext()
      const page = await context.newPage()
      const faces = fontRequests(page)
      const target = path === 'en product' ? product! : path
      await ready(page, target)
      await page.evaluate(() => document.fonts.ready)
      await page.waitForLoadState('networkidle')
      const extra = [...faces].filter((name) => !(expected as readonly string[]).includes(name))
      expect(extra, `${target} fetched ${[...faces].join(', ')}`).toEqual([])
      expect([...faces], target).toContain('inter-core')
      await context.close()
    }
  })
})
