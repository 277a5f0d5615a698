import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { refreshSearchExtra } from '#services/catalog/catalog_maintenance'
import { forgetSearches, searchProducts } from '#services/catalog/product_search'
import { corrected } from '#services/catalog/search_dictionary'
import { slugify } from '#lib/slugify'
import type { Locale } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'

/** Search page paths per language. */
const SEARCH = { az: '/mehsul-axtarishi', en: '/en/search-product', ru: '/ru/poiskovyy-produkt' }

/**
 * Published products of an active seeded seller with these names per language (a carpet in
 * each language, as a producer would list it), their words added to the search dictionary as
 * every product flow adds them.
 */
async function insertProducts(names: Record<Locale, string>[]) {
  const company = await db.from('companies').where('status', 'active').orderBy('id').firstOrFail()
  const category = await db.from('categories').whereNull('parent_id').orderBy('id').firstOrFail()
  const ids: number[] = []
  for (const [index, name] of names.entries()) {
    const [row] = await db
      .table('products')
      .insert({
        company_id: company.id,
        category_id: category.id,
        product_code: `TYPO-${randomUUID().slice(0, 12)}`,
        price_minor: 25_000 + index,
        effective_price_minor: 25_000 + index,
        currency: 'AZN',
        discount_percent: 0,
        moq: 1,
        stock: 5,
        is_available: true,
        status: 'published',
        first_published_at: new Date(),
      })
      .returning('id')
    const id = Number(row.id ?? row)
    ids.push(id)
    for (const locale of ['az', 'en', 'ru'] as const) {
      await db.table('product_translations').insert({
        product_id: id,
        locale,
        name: name[locale],
        slug: `${slugify(name[locale])}-${id}`,
        description: name[locale],
        keywords: '',
      })
    }
  }
  await refreshSearchExtra(db.connection(), ids)
  return ids
}

/** The search page's props for a query in a language (`exact`: as typed). */
async function searchPage(client: any, locale: Locale, q: string, exact = false) {
  const qs = new URLSearchParams(exact ? { q, exact: '1' } : { q })
  const response = await client.get(`${SEARCH[locale]}?${qs}`)
  response.assertStatus(200)
  const page = inertiaPage(response.text())
  if (page.component !== 'storefront/catalog')
    throw new Error(`unexpected component ${page.component}`)
  return page.props
}

test.group('Search forgives typos (issue 26)', (group) => {
  let carpets: number[] = []
  group.setup(async () => {
    carpets = await insertProducts([
      {
        az: 'Əl toxuması yun xalça',
        en: 'Handwoven wool carpet',
        ru: 'Шерстяной ковер ручной работы',
      },
      { az: 'Quba ipək xalça', en: 'Quba silk carpet', ru: 'Кубинский шёлковый ковер' },
    ])
    forgetSearches()
    return async () => {
      await db.from('products').whereIn('id', carpets).delete()
    }
  })

  test(
    'a swap, a missing or an extra letter finds what the word finds, ranked alike: {typo} → {word} ({locale})'
  )
    .with([
      { locale: 'en', typo: 'hazlenut', word: 'hazelnut' },
      { locale: 'en', typo: 'hazelnt', word: 'hazelnut' },
      /** Two slips in a word of eight letters or more: a swap and a doubled letter. */
      { locale: 'en', typo: 'hazlenutt', word: 'hazelnut' },
      { locale: 'en', typo: 'carpt', word: 'carpet' },
      { locale: 'en', typo: 'crapet', word: 'carpet' },
      { locale: 'az', typo: 'fındq', word: 'findiq' },
      { locale: 'az', typo: 'fidniq', word: 'findiq' },
      { locale: 'az', typo: 'xalcca', word: 'xalca' },
      { locale: 'az', typo: 'xacla', word: 'xalca' },
      { locale: 'ru', typo: 'фундк', word: 'фундук' },
      { locale: 'ru', typo: 'ковре', word: 'ковер' },
      { locale: 'ru', typo: 'коввер', word: 'ковер' },
    ] as const)
    .run(async ({ assert }, { locale, typo, word }) => {
      const right = await searchProducts(word, locale)
      assert.isAbove(right.ids.length, 0, word)
      const slip = await searchProducts(typo, locale)
      assert.deepEqual(slip.ids, right.ids, `${typo} finds what ${word} finds, in its order`)
      assert.equal(slip.correction, word)
      assert.isNull(right.correction, 'a word the catalog knows is not corrected')
    })

  test('the inserted carpets are found by the misspelt word in every language', async ({
    assert,
  }) => {
    for (const [locale, typo] of [
      ['en', 'carpt'],
      ['az', 'xacla'],
      ['ru', 'ковре'],
    ] as const) {
      const { ids } = await searchProducts(typo, locale)
      for (const id of carpets) assert.include(ids, id, `${typo} (${locale})`)
    }
  })

  test('a slip is corrected to the nearest, most frequent dictionary word only', async ({
    assert,
  }) => {
    assert.deepEqual((await corrected('hazlenut')).words, [['hazelnut']])
    assert.deepEqual((await corrected('wool carpt')).words, [['wool'], ['carpet']])
    assert.equal(
      (await corrected('Wool carpt')).text,
      'Wool carpet',
      'the other words stay as typed'
    )
    assert.isNull((await corrected('carpet')).text)
  })

  test('"Did you mean" in {locale}: results for the correction and a link to search as typed')
    .with([
      /** Shown as the catalog spells it (`findiq` is the folded dictionary word). */
      { locale: 'az', typo: 'fındq', word: 'fındıq' },
      { locale: 'az', typo: 'xacla', word: 'xalça' },
      { locale: 'en', typo: 'hazlenut', word: 'hazelnut' },
      { locale: 'ru', typo: 'ковре', word: 'ковер' },
    ] as const)
    .run(async ({ client, assert }, { locale, typo, word }) => {
      const props = await searchPage(client, locale, typo)
      assert.isAbove(props.products.length, 0)
      assert.deepInclude(props.searchHelp.corrected, {
        query: word,
        href: `${SEARCH[locale]}?q=${encodeURIComponent(word)}`,
        original: typo,
        originalHref: `${SEARCH[locale]}?q=${encodeURIComponent(typo)}&exact=1`,
      })
      assert.include(props.heading, word)
      assert.isNull(props.searchHelp.empty)

      /** As typed: nothing, and the correction is offered. */
      const exact = await searchPage(client, locale, typo, true)
      assert.equal(exact.total, 0)
      assert.equal(exact.products.length, 0)
      assert.isNull(exact.searchHelp.corrected)
      assert.deepInclude(exact.searchHelp.empty.suggestions, {
        query: word,
        href: `${SEARCH[locale]}?q=${encodeURIComponent(word)}`,
      })
    })

  test(
    'a search that finds nothing offers shorter searches, popular categories and best sellers in {$self}'
  )
    .with(['az', 'en', 'ru'] as const)
    .run(async ({ client, assert }, locale) => {
      const word = { az: 'findiq', en: 'hazelnut', ru: 'фундук' }[locale]
      const props = await searchPage(client, locale, `${word} qzxjvw`)
      assert.equal(props.total, 0)
      assert.isNull(props.searchHelp.corrected)
      const empty = props.searchHelp.empty
      assert.deepEqual(empty.suggestions[0], {
        query: word,
        href: `${SEARCH[locale]}?q=${encodeURIComponent(word)}`,
      })
      assert.isAbove(empty.categories.length, 0)
      for (let i = 1; i < empty.categories.length; i++)
        assert.isAtLeast(empty.categories[i - 1].count, empty.categories[i].count)
      const roots = await db
        .from('category_translations as t')
        .join('categories as c', 'c.id', 't.category_id')
        .whereNull('c.parent_id')
        .where('t.locale', locale)
        .select('t.name')
      assert.includeMembers(
        roots.map((row) => row.name),
        empty.categories.map((category: { name: string }) => category.name)
      )
      const best = await db
        .from('products')
        .where('status', 'published')
        .orderBy('sales_count', 'desc')
        .orderBy('id', 'desc')
        .first()
      assert.equal(empty.bestsellers[0].id, best.id)
    })

  test('a search with results carries no help', async ({ client, assert }) => {
    const props = await searchPage(client, 'en', 'hazelnut')
    assert.isAbove(props.total, 0)
    assert.deepEqual(props.searchHelp, { corrected: null, empty: null })
    assert.isNull((await searchPage(client, 'en', 'hazelnut', true)).searchHelp.corrected)
  })
})
