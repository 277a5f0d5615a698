import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import { facetCounts } from '#services/catalog/facet_counts'
import { searchProductIds, searchProducts } from '#services/catalog/product_search'
import { listProducts } from '#services/catalog/product_listing'
import { latestRates } from '#services/rates/exchange_rates'
import { toProductCard } from '#transformers/product_card_transformer'
import { suggestNames } from '#services/catalog/product_suggestions'
import { corrected, spellings } from '#services/catalog/search_dictionary'
import { searchHelp } from '#services/catalog/search_help'
import {
  refreshSearchExtra,
  refreshSearchHeads,
  refreshSearchTier,
} from '#services/catalog/catalog_maintenance'

/** What `work` returns and how many statements it sent to PostgreSQL (a count of pg's client queries). */
async function statementsOf<T>(work: () => Promise<T>) {
  const query = pg.Client.prototype.query
  let statements = 0
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++
    return (query as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof query
  try {
    return { result: await work(), statements }
  } finally {
    pg.Client.prototype.query = query
  }
}

test.group('Search at scale', () => {
  test('filter counts of search results come from the search itself and match the counting query', async ({
    assert,
  }) => {
    const search = await searchProducts('hazelnut', 'en')
    const ids = search.ids
    assert.isAbove(ids.length, 0)
    assert.equal(search.counts?.all.total, ids.length)
    const fromSearch = await statementsOf(() =>
      facetCounts({ candidateIds: ids }, undefined, search.counts)
    )
    const counted = await statementsOf(() => facetCounts({ candidateIds: [...ids] }))
    assert.equal(fromSearch.statements, 0, 'the counts came with the search')
    assert.isAbove(
      counted.statements,
      0,
      "a list without the search's counts: the counting query runs"
    )
    assert.deepEqual(fromSearch.result, counted.result)
    assert.equal(fromSearch.result.total, ids.length)
    const again = await searchProducts('hazelnut', 'en')
    assert.notStrictEqual(again.ids, ids, 'the search ran again (no result cache in tests)')
    assert.strictEqual(
      await facetCounts({ candidateIds: again.ids }, undefined, again.counts),
      fromSearch.result,
      'results that count the same share their facets'
    )
  })

  test('the first page of a search comes with it and shows what the listing reads itself', async ({
    assert,
  }) => {
    const rates = await latestRates()
    /** A full-text word (az), a typo answered through a correction, two words (en, ru). */
    for (const [query, locale] of [
      ['fin', 'az'],
      ['hazelnutt', 'en'],
      ['fındıq ləpəsi', 'ru'],
    ] as const) {
      const search = await searchProducts(query, locale, { firstPage: true })
      const ids = search.ids
      assert.isAbove(ids.length, 0, query)
      const brought = search.firstPage
      assert.isDefined(brought, query)
      assert.isUndefined(
        (await searchProducts(query, locale)).firstPage,
        'the cards come only with the search that read them'
      )
      /** A copy of the list brings nothing: the listing reads the first page by id. */
      const read = await listProducts(locale, { candidateIds: [...ids] }, 'relevance', 1)
      assert.deepEqual(
        brought!.map((row) => toProductCard(row, locale, rates)),
        read.rows.map((row) => toProductCard(row, locale, rates)),
        query
      )
      assert.deepEqual(
        brought!.map((row) => row.id),
        ids.slice(0, 24)
      )
    }
    assert.isUndefined((await searchProducts('fin', 'az')).firstPage, 'not asked for: no cards')
  })

  test("a suspended seller's products leave the results and the seller counts at once", async ({
    assert,
    cleanup,
  }) => {
    for (const [query, locale] of [
      ['hazelnut', 'en'],
      ['fin', 'az'],
    ] as const) {
      const [first] = await searchProductIds(query, locale)
      const { company_id: companyId } = await db
        .from('products')
        .where('id', first)
        .select('company_id')
        .firstOrFail()
      await db.from('companies').where('id', companyId).update({ status: 'suspended' })
      cleanup(async () => {
        await db.from('companies').where('id', companyId).update({ status: 'active' })
      })
      const { ids, counts } = await searchProducts(query, locale)
      assert.notInclude(ids, first, query)
      const sellers = await db.from('products').whereIn('id', ids).distinct('company_id')
      assert.notInclude(
        sellers.map((row) => row.company_id),
        companyId,
        query
      )
      const facets = await facetCounts({ candidateIds: ids }, undefined, counts)
      assert.notInclude(
        facets.companies.map((company) => company.id),
        companyId,
        query
      )
      assert.equal(facets.total, ids.length)
      await db.from('companies').where('id', companyId).update({ status: 'active' })
      assert.include(
        await searchProductIds(query, locale),
        first,
        'active again, the seller is back'
      )
    }
  })

  test('results are bounded and published products of active sellers', async ({ assert }) => {
    const ids = await searchProductIds('fin', 'az')
    assert.isAbove(ids.length, 0)
    assert.isAtMost(ids.length, 240)
    const rows = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .whereIn('p.id', ids)
      .select('p.status', 'c.status as company_status')
    for (const row of rows) {
      assert.equal(row.status, 'published')
      assert.equal(row.company_status, 'active')
    }
  })

  test('a word the catalog does not know is replaced by the closest dictionary words', async ({
    assert,
  }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .firstOrFail()
    const translation = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .firstOrFail()
    try {
      await db
        .from('product_translations')
        .where('id', translation.id)
        .update({ name: `${translation.name} Zanzibarqa` })
      await refreshSearchExtra(db.connection(), [product.id])
      const word = await db.from('search_words').where('word', 'zanzibarqa').first()
      assert.exists(word, 'the refreshed product added its new word to the dictionary')

      assert.include(await searchProductIds('zanzibarka', 'en'), product.id)
      assert.include(
        await searchProductIds('zanzibar', 'en'),
        product.id,
        'an unfinished word is a prefix, not a misspelling'
      )
      assert.include(await searchProductIds('zanzibarqa', 'ru'), product.id)
      assert.deepEqual(await searchProductIds('qwxzvbnmpl', 'en'), [])
      /** A correction that another one begins finds nothing more, so it is left out. */
      await db.table('search_words').insert({ word: 'zanzibarqas', ndoc: 1 })
      assert.deepEqual((await corrected('zanzibarqo')).words, [['zanzibarqa']])
      assert.deepEqual((await corrected('hazelnut zanzibarqo')).words, [
        ['hazelnut'],
        ['zanzibarqa'],
      ])
      const suggestions = await suggestNames('zanzibark', 'en')
      assert.equal(suggestions[0]?.id, product.id)
    } finally {
      await db
        .from('product_translations')
        .where('id', translation.id)
        .update({ name: translation.name })
      await refreshSearchExtra(db.connection(), [product.id])
      await db.from('search_words').whereIn('word', ['zanzibarqa', 'zanzibarqas']).delete()
    }
  })

  test('typeahead matches word starts of every typed word in the page language', async ({
    assert,
  }) => {
    const suggestions = await suggestNames('hazelnut ker', 'en')
    assert.isAbove(suggestions.length, 0)
    for (const suggestion of suggestions) {
      assert.match(suggestion.name, /\bhazelnut/i)
      assert.match(suggestion.name, /\bker/i)
    }
    const az = await suggestNames('findiq', 'az')
    assert.isAbove(az.length, 0)
    for (const suggestion of az) assert.match(suggestion.name, /fındıq/i)
    assert.deepEqual(await suggestNames('h', 'en'), [])
  })

  test('typeahead offers products named so in another language under their page-language names, page-language matches first', async ({
    assert,
  }) => {
    /** Hazelnut products, found on the English page by their Azerbaijani name. */
    const across = await suggestNames('fındıq', 'en')
    assert.lengthOf(across, 8)
    const names = async (locale: string, ids: number[]) =>
      new Map<number, string>(
        (
          await db
            .from('product_translations')
            .where('locale', locale)
            .whereIn('product_id', ids)
            .select('product_id', 'name')
        ).map((row) => [row.product_id, row.name])
      )
    const [en, az] = [
      await names(
        'en',
        across.map((s) => s.id)
      ),
      await names(
        'az',
        across.map((s) => s.id)
      ),
    ]
    for (const suggestion of across) {
      assert.equal(suggestion.name, en.get(suggestion.id), 'shown by its English name')
      assert.match(az.get(suggestion.id)!, /fındıq/i)
    }

    /** One product names the word in English, a better-selling one only in Azerbaijani: the English match comes first. */
    const [here, there] = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .limit(2)
      .select('id', 'sales_count')
    const saved = await db
      .from('product_translations')
      .whereIn('product_id', [here.id, there.id])
      .select('id', 'name')
    try {
      await db.from('products').where('id', here.id).update({ sales_count: 1 })
      await db.from('products').where('id', there.id).update({ sales_count: 1_000_000 })
      await db
        .from('product_translations')
        .where({ product_id: here.id, locale: 'en' })
        .update({ name: db.raw(`name || ' Zqvarenye'`) })
      await db
        .from('product_translations')
        .where({ product_id: there.id, locale: 'az' })
        .update({ name: db.raw(`name || ' Zqvarenye'`) })
      const offered = await suggestNames('zqvar', 'en')
      assert.deepEqual(
        offered.map((suggestion) => suggestion.id),
        [here.id, there.id]
      )
      assert.notMatch(offered[1].name, /zqvarenye/i, 'the page-language name, without the word')
      assert.deepEqual(
        (await suggestNames('zqvar', 'ru')).map((suggestion) => suggestion.id),
        [there.id, here.id],
        'no Russian name has it: both come by other languages, the best seller first'
      )
    } finally {
      for (const row of saved)
        await db.from('product_translations').where('id', row.id).update({ name: row.name })
      await db.from('products').where('id', here.id).update({ sales_count: here.sales_count })
      await db.from('products').where('id', there.id).update({ sales_count: there.sales_count })
    }
  })

  test('common words are ranked within the search front tier, rare ones over the whole catalog', async ({
    assert,
    cleanup,
  }) => {
    cleanup(async () => {
      await refreshSearchTier(db.connection())
    })
    const published = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .select('id', 'sales_count')
    assert.equal(
      await refreshSearchTier(db.connection()),
      0,
      'a catalog smaller than the tier is wholly in it already'
    )

    /** A front tier of 4: the 2 most sold and the 2 newest products. */
    assert.isAbove(await refreshSearchTier(db.connection(), 4), 0)
    const frontIds = async () =>
      (
        await db
          .from('product_translations')
          .where('search_tier', true)
          .distinct('product_id')
          .orderBy('product_id')
      ).map((row) => row.product_id as number)
    const mostSold = await db
      .from('products')
      .where('status', 'published')
      .orderBy([
        { column: 'sales_count', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(2)
      .select('id')
    const newest = await db
      .from('products')
      .where('status', 'published')
      .orderByRaw('first_published_at DESC NULLS LAST, id DESC')
      .limit(2)
      .select('id')
    const expected = [...new Set([...mostSold, ...newest].map((row) => row.id as number))].sort(
      (a, b) => a - b
    )
    assert.deepEqual(await frontIds(), expected)
    assert.equal(await refreshSearchTier(db.connection(), 4), 0, 'a second pass moves nothing')

    /** Too few front matches for a full list: the whole catalog answers, so an unpopular product is found by its name. */
    const outside = published.find((row) => !expected.includes(row.id))!
    const [translation] = await db
      .from('product_translations')
      .where({ product_id: outside.id, locale: 'en' })
      .select('name')
    const rare = await statementsOf(() => searchProductIds(translation.name, 'en'))
    assert.include(rare.result, outside.id)
    assert.equal(
      rare.statements,
      2,
      'the heads, then the front tier and the whole catalog in one statement'
    )
    const offered = (await suggestNames(translation.name, 'en')).map((suggestion) => suggestion.id)
    assert.notInclude(offered, outside.id, 'typeahead offers front-tier products only')

    /** A front tier holding a full list of a common word's matches: only its products are ranked. */
    const size = published.length - 20
    await refreshSearchTier(db.connection(), size)
    const front = new Set(await frontIds())
    assert.isBelow(front.size, published.length)
    const { result: common, statements } = await statementsOf(() => searchProductIds('and', 'en'))
    assert.lengthOf(common, 240)
    assert.equal(statements, 2)
    for (const id of common) assert.isTrue(front.has(id), `${id} is in the front tier`)
    const suggestions = await suggestNames('and', 'en')
    assert.lengthOf(suggestions, 8)
    for (const suggestion of suggestions) assert.isTrue(front.has(suggestion.id))

    await refreshSearchTier(db.connection())
    const outsideTier = await db
      .from('product_translations')
      .where('search_tier', false)
      .count('* as n')
    assert.equal(Number(outsideTier[0].n), 0, 'back to a catalog wholly in the tier')
  })
  test('words many products hold are answered from their search heads, whose facts follow the products', async ({
    assert,
    cleanup,
  }) => {
    cleanup(async () => {
      await db.rawQuery('DELETE FROM search_heads; DELETE FROM search_prefixes')
    })
    assert.isAbove(await refreshSearchHeads(db.connection(), { minProducts: 20, size: 60 }), 0)
    const {
      rows: [head],
    } = await db.rawQuery(
      `SELECT word FROM search_heads WHERE word ~ '^[a-z]{4,}$' GROUP BY word HAVING count(*) = 60 ORDER BY word LIMIT 1`
    )
    assert.exists(head, 'a word held by at least 60 products heads a full list')
    const entries = await db
      .from('search_heads')
      .where('word', head.word)
      .orderBy('rank')
      .select('product_id', 'score', 'sales', 'rank')
    assert.deepEqual(
      entries.map((entry) => entry.rank),
      entries.map((_, index) => index + 1)
    )
    for (let i = 1; i < entries.length; i++) {
      const [before, after] = [entries[i - 1], entries[i]]
      assert.isTrue(
        before.score > after.score || (before.score === after.score && before.sales >= after.sales),
        `rank ${i + 1} follows rank ${i}`
      )
    }
    const listed = async () =>
      (
        await db.rawQuery(
          `SELECT h.product_id FROM search_heads h JOIN companies c ON c.id = h.company_id AND c.status = 'active'
           WHERE h.word = ? AND h.listed ORDER BY h.rank`,
          [head.word]
        )
      ).rows.map((row: { product_id: number }) => row.product_id)

    /** The search answers with the head's list in its order, and its filter counts are those of the counting query. */
    const { ids, counts } = await searchProducts(head.word, 'en')
    assert.deepEqual(ids, await listed())
    assert.deepEqual(
      await facetCounts({ candidateIds: ids }, undefined, counts),
      await facetCounts({ candidateIds: [...ids] })
    )
    const misspelt = await statementsOf(() => searchProductIds(`${head.word}x`, 'ru'))
    assert.deepEqual(misspelt.result, ids, 'a misspelt head word is answered by the corrected head')
    assert.equal(misspelt.statements, 1, 'the corrections are found and searched in one statement')
    /** The search page of a misspelt word: its results, cards and "Did you mean …?" as the catalog spells it, in one statement. */
    const page = await statementsOf(async () => {
      const found = await searchProducts(`${head.word}x`, 'ru', { firstPage: true })
      const help = await searchHelp(
        'ru',
        `${head.word}x`,
        false,
        found.correction,
        found.ids.length,
        found.spellings
      )
      return { found, help }
    })
    assert.equal(page.statements, 1, 'results, cards and the spelt correction in one statement')
    assert.deepEqual(page.result.found.ids, ids)
    assert.lengthOf(page.result.found.firstPage ?? [], 24)
    assert.equal(page.result.found.correction, head.word)
    assert.equal(
      page.result.help.corrected?.query,
      (await spellings([head.word], 'ru')).get(head.word),
      'spelt as the separate spelling statement spells it'
    )
    assert.equal((await statementsOf(() => searchProductIds(head.word, 'en'))).statements, 1)

    /** Two head words: the products heading both lists, the best summed tie first, then the most sold. */
    const {
      rows: [pair],
    } = await db.rawQuery(
      `SELECT a.word AS first, b.word AS second FROM search_heads a JOIN search_heads b ON b.product_id = a.product_id AND b.word > a.word
       WHERE a.word ~ '^[a-z]{3,}$' AND b.word ~ '^[a-z]{3,}$' AND NOT starts_with(b.word, a.word)
       GROUP BY a.word, b.word HAVING count(*) >= 48 ORDER BY count(*) DESC, a.word, b.word LIMIT 1`
    )
    assert.exists(pair, 'two head words share 48 products')
    const { rows: both } = await db.rawQuery(
      `SELECT a.product_id FROM search_heads a JOIN search_heads b ON b.product_id = a.product_id AND b.word = ?
       JOIN companies c ON c.id = a.company_id AND c.status = 'active'
       WHERE a.word = ? AND a.listed ORDER BY a.score + b.score DESC, a.sales DESC, a.product_id DESC LIMIT 240`,
      [pair.second, pair.first]
    )
    assert.deepEqual(
      await searchProductIds(`${pair.first} ${pair.second}`, 'en'),
      both.map((row: { product_id: number }) => row.product_id)
    )

    /** Typeahead: a prefix of head words offers the best sellers among their name matches in the page language. */
    const {
      rows: [named8],
    } = await db.rawQuery(
      `SELECT left(h.word, 4) AS prefix FROM search_heads h JOIN product_translations t ON t.product_id = h.product_id AND t.locale = 'en'
       WHERE h.word ~ '^[a-z]{4,}$' AND h.score >= 1 AND t.name_folded ~ ('(^|[^[:alnum:]])' || left(h.word, 4))
       GROUP BY left(h.word, 4) HAVING count(DISTINCT h.product_id) >= 8 ORDER BY count(DISTINCT h.product_id) DESC, 1 LIMIT 1`
    )
    assert.exists(named8, 'a head word begins the English names of 8 products')
    const prefix = named8.prefix as string
    const suggestions = await suggestNames(prefix, 'en')
    assert.lengthOf(suggestions, 8)
    const { rows: named } = await db.rawQuery(
      `SELECT p.id, p.sales_count FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
       WHERE p.id IN (SELECT product_id FROM search_heads WHERE word LIKE ? AND score >= 1)
         AND t.name_folded ~ ? ORDER BY p.sales_count DESC, p.id DESC`,
      [`${prefix}%`, `(^|[^[:alnum:]])${prefix}`]
    )
    assert.equal(suggestions[0].id, named[0].id, 'the best-selling name match comes first')
    const {
      rows: [drawn],
    } = await db.rawQuery('SELECT product_ids FROM search_prefixes WHERE prefix = ?', [prefix])
    assert.exists(drawn, 'the pass drew the typeahead candidates of the prefix')
    assert.isAtMost(drawn.product_ids.length, 64)
    assert.includeMembers(
      drawn.product_ids,
      suggestions.map((suggestion) => suggestion.id),
      'suggestions come from the prefix row'
    )
    const sales = new Map<number, number>(
      named.map((row: { id: number; sales_count: number }) => [row.id, row.sales_count])
    )
    for (const [i, suggestion] of suggestions.entries()) {
      assert.match(suggestion.name.toLowerCase(), new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, 'u'))
      if (i > 0)
        assert.isAtMost(
          sales.get(suggestion.id)!,
          sales.get(suggestions[i - 1].id)!,
          'best sellers first'
        )
    }

    /** A product's facts follow it at once (triggers); unpublished, it leaves the results. */
    const first = entries[0].product_id as number
    const product = await db.from('products').where('id', first).firstOrFail()
    try {
      await db
        .from('products')
        .where('id', first)
        .update({ discount_percent: 37, effective_price_minor: 12_345 })
      const facts = await db
        .from('search_heads')
        .where('product_id', first)
        .select('discounted', 'price')
      assert.isAbove(facts.length, 0)
      for (const fact of facts)
        assert.deepEqual([fact.discounted, Number(fact.price)], [true, 12_345])
      await db.from('products').where('id', first).update({ status: 'archived' })
      const after = await searchProductIds(head.word, 'en')
      assert.notInclude(after, first)
      assert.deepEqual(
        after,
        ids.filter((id) => id !== first)
      )
    } finally {
      await db.from('products').where('id', first).update({
        status: product.status,
        discount_percent: product.discount_percent,
        effective_price_minor: product.effective_price_minor,
      })
    }
    assert.deepEqual(
      await searchProductIds(head.word, 'en'),
      ids,
      'republished, it is back in its place'
    )

    /** A word that heads no list is searched in the full-text indexes as before. */
    await db.rawQuery('DELETE FROM search_heads; DELETE FROM search_prefixes')
    assert.isAbove((await searchProductIds(head.word, 'en')).length, 0)
  })
})
