import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import * as fontkit from 'fontkit'
import { extractText } from 'unpdf'
import { formatMoney } from '#lib/money'
import { PAGES } from '#lib/route_table'
import { VITE_MANIFEST } from '#config/vite'
import { createPdfCanvas, FONTS } from '#services/invoices/pdf_canvas'

const FILES = 'node_modules/@fontsource-variable/inter/files'
const LATIN = `${FILES}/inter-latin-wght-normal.woff2`
const LATIN_EXT = `${FILES}/inter-latin-ext-wght-normal.woff2`
const CYRILLIC = `${FILES}/inter-cyrillic-wght-normal.woff2`

/** The production build's manifest (the test runner builds the app when it is stale). */
function manifest(): Record<string, { file: string; css?: string[] }> {
  return JSON.parse(readFileSync(app.makePath(VITE_MANIFEST), 'utf8'))
}

/** Whether a font file (woff2, ttf) has a glyph for each code point. */
function glyphs(path: string, text: string) {
  const font = fontkit.openSync(path) as fontkit.Font
  return [...text].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!))
}

test.group('Web font with the manat sign (issue 26)', () => {
  test('every page preloads the Latin and Latin Extended Inter files; Russian pages Cyrillic too', async ({
    client,
    assert,
  }) => {
    const preload = (path: string) =>
      new RegExp(
        `<link rel="preload" href="[^"]*${path.split('/').pop()!.replace('.woff2', '')}[^"]*\\.woff2" as="font" type="font/woff2" crossorigin="anonymous" />`
      )
    for (const locale of ['az', 'en', 'ru'] as const) {
      const html = (await client.get(PAGES.home[locale])).text()
      assert.match(html, preload(LATIN), locale)
      assert.match(html, preload(LATIN_EXT), locale)
      if (locale === 'ru') assert.match(html, preload(CYRILLIC))
      else assert.notMatch(html, preload(CYRILLIC))
    }
  })

  test('the subsets hold Azerbaijani letters, Cyrillic and ₼; the CSS covers U+20BC with font-display swap', async ({
    assert,
  }) => {
    assert.isTrue(glyphs(app.makePath(LATIN), 'Karvan 0123456789 ıöüç'))
    assert.isTrue(glyphs(app.makePath(LATIN_EXT), 'əğşƏĞŞ₼'))
    assert.isTrue(glyphs(app.makePath(CYRILLIC), 'Счёт Шеки'))

    const entry = manifest()['inertia/app.tsx']
    assert.isNotEmpty(entry.css)
    const css = readFileSync(app.publicPath(`assets/${entry.css![0]}`), 'utf8')
    const latinExt = manifest()[LATIN_EXT].file
    const face = css
      .split('@font-face')
      .slice(1)
      .find((rule) => rule.includes(latinExt))
    assert.exists(face, 'an @font-face serves the Latin Extended file')
    assert.match(face!, /font-family:\s*"?'?Inter Variable/)
    assert.match(face!, /font-display:\s*swap/)
    const range = /unicode-range:([^;}]*)/.exec(face!)![1]
    const covers = range.split(',').some((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
      return Number.parseInt(from, 16) <= 0x20bc && 0x20bc <= Number.parseInt(to, 16)
    })
    assert.isTrue(covers, `U+20BC in ${range}`)
  })

  test('the font files are served as immutable hashed assets, cached for a year', async ({
    client,
    assert,
  }) => {
    for (const path of [LATIN, LATIN_EXT, CYRILLIC]) {
      const file = manifest()[path].file
      const response = await client.get(`/assets/${file}`)
      response.assertStatus(200)
      assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
      assert.match(response.header('content-type') ?? '', /font\/woff2/)
    }
  })

  test('PDFs embed Inter and print "₼"', async ({ assert }) => {
    assert.isTrue(glyphs(FONTS.regular, '₼əğşıöüçЖ'))
    assert.isTrue(glyphs(FONTS.bold, '₼əğşıöüçЖ'))
    const { write, finish } = createPdfCanvas({ Title: 'Qaimə' })
    const price = formatMoney(123450, 'AZN', 'az')
    write(`Cəmi: ${price}`, 48, 48)
    write(`Итого: ${formatMoney(123450, 'AZN', 'ru')}`, 48, 72, { font: 'bold' })
    const pdf = await finish(() => '')
    assert.include(pdf.toString('latin1'), 'Inter-Regular')
    assert.include(pdf.toString('latin1'), 'Inter-Bold')
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
    const plain = text.replace(/\s+/g, ' ')
    assert.include(plain, price.replace(/\s+/g, ' '))
    assert.include(plain, '₼')
    assert.include(plain, 'Итого')
  })
})
