import { readFileSync, statSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import * as fontkit from 'fontkit'
import { extractText } from 'unpdf'
import { formatMoney } from '#lib/money'
import { PAGES } from '#lib/route_table'
import { VITE_MANIFEST } from '#config/vite'
import { createPdfCanvas, FONTS } from '#services/invoices/pdf_canvas'
import { FONT_FACES } from '#shared/font_subsets'

/** The Inter faces the build cuts (vite.config.ts `fontSubsets`), as the manifest names them. */
const FILES = 'inertia/fonts/generated'
const CORE = `${FILES}/inter-core.woff2`
const CORE_EXT = `${FILES}/inter-core-ext.woff2`
const CYRILLIC = `${FILES}/inter-cyrillic.woff2`
const REST = FONT_FACES.map((face) => `${FILES}/${face.file}`).filter(
  (path) => ![CORE, CORE_EXT, CYRILLIC].includes(path)
)

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
  test('every page preloads the two core Inter faces; Russian pages Cyrillic too; never the rest', async ({
    client,
    assert,
  }) => {
    const preload = (path: string) =>
      new RegExp(
        `<link rel="preload" href="[^"]*${path.split('/').pop()!.replace('.woff2', '')}[^"]*\\.woff2" as="font" type="font/woff2" crossorigin="anonymous" />`
      )
    for (const locale of ['az', 'en', 'ru'] as const) {
      const html = (await client.get(PAGES.home[locale])).text()
      assert.match(html, preload(CORE), locale)
      assert.match(html, preload(CORE_EXT), locale)
      if (locale === 'ru') assert.match(html, preload(CYRILLIC))
      else assert.notMatch(html, preload(CYRILLIC))
      for (const rest of REST) assert.notMatch(html, preload(rest), `${locale} ${rest}`)
    }
  })

  test('the subsets hold Azerbaijani letters, Cyrillic and ₼; the CSS covers U+20BC with font-display swap', async ({
    assert,
  }) => {
    /** The built files (hashed copies in public/assets), as a browser gets them. */
    const built = (path: string) => app.publicPath(`assets/${manifest()[path].file}`)
    assert.isTrue(glyphs(built(CORE), 'Karvan 0123456789 ıöüçÖÜÇ «Fındıq» – … “”'))
    assert.isTrue(glyphs(built(CORE_EXT), 'əğşƏĞŞİ₼'))
    assert.isTrue(glyphs(built(CYRILLIC), 'СчётШеки№'))
    /** What an Azerbaijani page preloads stays a small part of the 200 KB first visit. */
    const coreBytes = statSync(built(CORE)).size + statSync(built(CORE_EXT)).size
    assert.isBelow(coreBytes, 40_000)

    const entry = manifest()['inertia/app.tsx']
    assert.isNotEmpty(entry.css)
    const css = readFileSync(app.publicPath(`assets/${entry.css![0]}`), 'utf8')
    const coreExt = manifest()[CORE_EXT].file
    const face = css
      .split('@font-face')
      .slice(1)
      .find((rule) => rule.includes(coreExt))
    assert.exists(face, 'an @font-face serves the core Latin Extended face')
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
    for (const path of [CORE, CORE_EXT, CYRILLIC, ...REST]) {
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
