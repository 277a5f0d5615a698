import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { CachedIcuFormatter } from '#lib/icu_formatter'

test.group('ICU formatter with compiled messages', () => {
  test('formats arguments, plurals, numbers and dates per language, compiling each message once', ({
    assert,
  }) => {
    const formatter = new CachedIcuFormatter()
    const plural = '{count, plural, one {# product} other {# products}}'
    assert.equal(formatter.format(plural, 'en', { count: 1 }), '1 product')
    assert.equal(formatter.format(plural, 'en', { count: 1200 }), '1,200 products')
    assert.equal(formatter.format('{n, number}', 'ru', { n: 1234.5 }), '1\u00a0234,5')
    assert.equal(
      formatter.format('Axtarış: «{q}»', 'az', { q: 'fındıq <b>' }),
      'Axtarış: «fındıq <b>»'
    )
    assert.equal(
      formatter.format('{at, date, medium}', 'en', { at: new Date('2026-11-25T08:00:00Z') }),
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
        new Date('2026-11-25T08:00:00Z')
      )
    )
    assert.equal(formatter.size, 4)
    formatter.format(plural, 'en', { count: 7 })
    assert.equal(formatter.size, 4, 'a message already compiled for a language is reused')
    formatter.format(plural, 'ru', { count: 7 })
    assert.equal(formatter.size, 5, 'the same text in another language is compiled for it')
  })

  test('the app translates through it: messages with data in az, en and ru', ({ assert }) => {
    for (const locale of ['az', 'en', 'ru']) {
      const text = i18nManager.locale(locale).t('catalog.search_heading', { q: 'fındıq' })
      assert.include(text, 'fındıq', locale)
      assert.notInclude(text, '{q}', locale)
    }
    assert.instanceOf(i18nManager.getFormatter(), CachedIcuFormatter)
  })

  test('a malformed message fails as the stock formatter does, and is not kept', ({ assert }) => {
    const formatter = new CachedIcuFormatter()
    assert.throws(() => formatter.format('{count, plural, one {x}', 'en', { count: 1 }))
    assert.equal(formatter.size, 0)
  })
})
