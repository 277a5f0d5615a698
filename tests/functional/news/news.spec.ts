import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LOCALES, PAGES, type Locale } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

const APP_URL = 'http://localhost:3333'
const DAY = 24 * 3600 * 1000
const TITLES = { az: 'Xəbərlər', en: 'News', ru: 'Новости' } as const
const NOT_FOUND = {
  az: 'Səhifə tapılmadı',
  en: 'Page not found',
  ru: 'Страница не найдена',
} as const

/**
 * Creates a news item owned by one test (code `test-news-…`) with az/en/ru rows whose slugs
 * are `{locale}-{code}`; returns its id. Removed by `removeTestNews`.
 */
async function createNews(
  code: string,
  options: { publishedAt?: Date; isPublished?: boolean } = {}
) {
  const [{ id }] = await db
    .table('news')
    .insert({
      code: `test-news-${code}`,
      published_at: options.publishedAt ?? new Date(Date.now() - 400 * DAY),
      is_published: options.isPublished ?? true,
      color: '#2E4053',
    })
    .returning('id')
  await db.table('news_translations').multiInsert(
    LOCALES.map((locale) => ({
      news_id: id,
      locale,
      title: `${locale.toUpperCase()} test news ${code}`,
      slug: `${locale}-test-news-${code}`,
      summary: `Summary ${code}`,
      body: `First paragraph ${code}.\n\nSecond paragraph.`,
    }))
  )
  return id as number
}

/** Deletes every news item created by these tests (translations cascade). */
async function removeTestNews() {
  await db.from('news').where('code', 'like', 'test-news-%').delete()
}

/** Ids of the public news list in `locale` as the database orders it (newest first). */
async function publicNewsIds(locale: Locale) {
  const rows = await db
    .from('news as n')
    .join('news_translations as t', (join) =>
      join.on('t.news_id', 'n.id').andOnVal('t.locale', locale)
    )
    .where('n.is_published', true)
    .where('n.published_at', '<=', new Date())
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .select('n.id')
  return rows.map((row) => row.id as number)
}

/** Text of the document `<title>`. */
function titleOf(html: string) {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
}

/** A seeded news item with its translation rows by locale. */
async function seededNews(code = 'karvan-launch') {
  const news = await db.from('news').where('code', code).firstOrFail()
  const rows = await db.from('news_translations').where('news_id', news.id)
  const byLocale = Object.fromEntries(rows.map((row) => [row.locale, row])) as Record<Locale, any>
  return {
    news,
    byLocale,
    pageUrl: (locale: Locale) =>
      url('news_item', locale, { slugId: `${byLocale[locale].slug}-${news.id}` }),
  }
}

test.group('News list', (group) => {
  group.setup(async () => {
    await removeTestNews()
    for (let n = 1; n <= 14; n++) {
      await createNews(`page-${String(n).padStart(2, '0')}`, {
        publishedAt: new Date(Date.now() - (400 + n) * DAY),
      })
    }
    return removeTestNews
  })

  for (const locale of LOCALES) {
    test(`a visitor sees the newest news first in ${locale}`, async ({ client, assert }) => {
      const path = PAGES.news[locale]
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      assert.equal(page.component, 'storefront/news_index')
      assert.equal(page.props.locale, locale)
      const expected = await publicNewsIds(locale)
      assert.deepEqual(
        page.props.news.map((item: any) => item.id),
        expected.slice(0, 12)
      )
      const first = page.props.news[0]
      const row = await db.from('news_translations').where({ news_id: first.id, locale }).first()
      assert.equal(first.title, row.title)
      assert.equal(first.summary, row.summary)
      assert.equal(first.url, url('news_item', locale, { slugId: `${row.slug}-${first.id}` }))
      assert.match(first.color, /^#[0-9A-Fa-f]{6}$/)
      assert.match(first.date, /\d{4}/)
      assert.equal(titleOf(html), `${TITLES[locale]} - Karvan`)
      assert.include(html, `rel="canonical" href="${APP_URL}${path}"`)
      for (const alt of LOCALES)
        assert.include(html, `hrefLang="${alt}" href="${APP_URL}${PAGES.news[alt]}"`)
    })
  }

  test("card dates are written in the visitor's language", async ({ client, assert }) => {
    const { news } = await seededNews('karvan-launch')
    for (const locale of LOCALES) {
      const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
        news.published_at
      )
      assert.equal(await findCardDate(client, locale, news.id), expected, locale)
    }
    assert.equal(await findCardDate(client, 'ru', news.id), '12 мая 2026 г.')
  })

  test('page 2 continues where page 1 stops, with real page links', async ({ client, assert }) => {
    const expected = await publicNewsIds('en')
    assert.isAbove(expected.length, 12, 'the group created enough news for two pages')
    const one = inertiaPage((await client.get(url('news', 'en'))).text()).props
    const response = await client.get(url('news', 'en', undefined, { qs: { page: '2' } }))
    response.assertStatus(200)
    const html = response.text()
    const two = inertiaPage(html).props
    const firstIds = one.news.map((item: any) => item.id)
    const secondIds = two.news.map((item: any) => item.id)
    assert.lengthOf(firstIds, 12)
    assert.deepEqual(secondIds, expected.slice(12, 24))
    assert.isEmpty(firstIds.filter((id: number) => secondIds.includes(id)))

    assert.equal(one.pagination.previous, null)
    assert.equal(one.pagination.next, '/en/news?page=2')
    assert.equal(two.pagination.page, 2)
    assert.equal(two.pagination.previous, '/en/news')
    assert.equal(two.pagination.lastPage, Math.ceil(expected.length / 12))
    assert.deepInclude(two.pagination.pages, { number: 2, url: '/en/news?page=2', current: true })
    assert.equal(titleOf(html), 'News, page 2 - Karvan')
    assert.include(html, `rel="canonical" href="${APP_URL}/en/news?page=2"`)
    assert.include(html, `hrefLang="ru" href="${APP_URL}/ru/novosti?page=2"`)
    assert.include(html, 'href="/en/news?page=2"')
  })

  test('odd page numbers show a sensible page instead of an error', async ({ client, assert }) => {
    const expected = await publicNewsIds('en')
    const lastPage = Math.ceil(expected.length / 12)
    const cases = [
      ['?page=abc', 1],
      ['?page=-5', 1],
      ['?page=0', 1],
      ['?page=', 1],
      ['?page=1.7', 1],
      ['?page[x]=2', 1],
      ['?page=99999', lastPage],
      [`?page=${'9'.repeat(400)}`, lastPage],
    ] as const
    for (const query of [
      '?page[]=2',
      '?page=%00',
      '?page=1e3',
      '?page=Infinity',
      '?__proto__[page]=2',
    ]) {
      const response = await client.get(`/en/news${query}`)
      response.assertStatus(200)
      assert.isAtLeast(inertiaPage(response.text()).props.news.length, 1, query)
    }
    for (const [query, page] of cases) {
      const response = await client.get(`/en/news${query}`)
      response.assertStatus(200)
      const props = inertiaPage(response.text()).props
      assert.equal(props.pagination.page, page, query)
      assert.deepEqual(
        props.news.map((item: any) => item.id),
        expected.slice((page - 1) * 12, page * 12),
        query
      )
    }
  })

  test('with no published news the list says so', async ({ client, assert }) => {
    const published = (await db.from('news').where('is_published', true).select('id')).map(
      (row) => row.id
    )
    await db.from('news').whereIn('id', published).update({ is_published: false })
    try {
      const response = await client.get(url('news', 'ru'))
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.isEmpty(page.props.news)
      assert.equal(page.props.pagination.lastPage, 1)
      assert.include(response.text(), 'Новостей пока нет')
    } finally {
      await db.from('news').whereIn('id', published).update({ is_published: true })
    }
  })
})

/** Date of a card found by walking the list pages of `locale` (the item may be on any page). */
async function findCardDate(client: any, locale: Locale, id: number): Promise<string> {
  for (let page = 1; page <= 50; page++) {
    const props = inertiaPage(
      (await client.get(url('news', locale, undefined, { qs: { page } }))).text()
    ).props
    const card = props.news.find((item: any) => item.id === id)
    if (card) return card.date
    if (!props.pagination.next) break
  }
  throw new Error(`news ${id} is not listed in ${locale}`)
}

test.group('Single news', (group) => {
  group.setup(async () => {
    await removeTestNews()
    return removeTestNews
  })

  for (const locale of LOCALES) {
    test(`a reader opens a news item in ${locale}`, async ({ client, assert }) => {
      const { news, byLocale, pageUrl } = await seededNews('karvan-launch')
      const response = await client.get(pageUrl(locale))
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      assert.equal(page.component, 'storefront/news_show')
      assert.equal(page.props.item.id, news.id)
      assert.equal(page.props.item.title, byLocale[locale].title)
      assert.equal(page.props.item.body, byLocale[locale].body)
      assert.include(html, byLocale[locale].body.split('\n')[0].slice(0, 40))
      assert.equal(titleOf(html), `${byLocale[locale].title} - Karvan`)
      assert.include(html, `href="${PAGES.news[locale]}"`)

      const recent = (await publicNewsIds(locale)).filter((id) => id !== news.id).slice(0, 3)
      assert.deepEqual(
        page.props.others.map((item: any) => item.id),
        recent
      )
    })
  }

  test('each language links to the same item under its own slug', async ({ client, assert }) => {
    const { pageUrl } = await seededNews('tea-harvest-lankaran-astara')
    const response = await client.get(pageUrl('ru'))
    const html = response.text()
    const alternates = inertiaPage(html).props.alternates
    for (const locale of LOCALES) {
      assert.equal(alternates[locale], pageUrl(locale))
      assert.include(html, `hrefLang="${locale}" href="${APP_URL}${pageUrl(locale)}"`)
      assert.include(html, `data-testid="lang-${locale}" href="${pageUrl(locale)}"`)
    }
    assert.include(html, `rel="canonical" href="${APP_URL}${pageUrl('ru')}"`)
    assert.include(html, `hrefLang="x-default" href="${APP_URL}${pageUrl('az')}"`)
    assert.notEqual(
      pageUrl('en').split('/').pop(),
      pageUrl('ru').split('/').pop(),
      'slugs differ per language'
    )
  })

  test('a wrong or missing slug redirects permanently to the canonical URL', async ({
    client,
    assert,
  }) => {
    const { news, pageUrl } = await seededNews('karvan-launch')
    const cases = [
      [`/en/news/old-title-${news.id}`, pageUrl('en')],
      [`/en/news/${news.id}`, pageUrl('en')],
      [`/en/news/${pageUrl('az').split('/').pop()}`, pageUrl('en')],
      [`/xeberler/x-00${news.id}`, pageUrl('az')],
      [`/ru/novosti/${news.id}?utm=1`, pageUrl('ru')],
    ]
    for (const [from, to] of cases) {
      const response = await client.get(from).redirects(0)
      response.assertStatus(301)
      assert.equal(response.header('location'), to, from)
    }
  })

  test('unknown, unpublished and scheduled news are the localized 404 page', async ({
    client,
    assert,
  }) => {
    const hidden = await createNews('hidden', { isPublished: false })
    const scheduled = await createNews('scheduled', { publishedAt: new Date(Date.now() + DAY) })
    const maxId = Number((await db.from('news').max('id as max'))[0].max)
    const cases: [string, Locale][] = [
      [`/en/news/anything-${maxId + 1000}`, 'en'],
      [`/ru/novosti/ru-test-news-hidden-${hidden}`, 'ru'],
      [`/xeberler/az-test-news-scheduled-${scheduled}`, 'az'],
      [`/en/news/${scheduled}`, 'en'],
    ]
    for (const [path, locale] of cases) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(404)
      const html = response.text()
      assert.equal(inertiaPage(html).component, 'errors/not_found', path)
      assert.include(html, `${NOT_FOUND[locale]}: ${path}`)
      assert.include(html, `<html lang="${locale}">`)
    }
  })

  test('garbage after the news path is a 404, never a 500', async ({ client, assert }) => {
    const tails = [
      'abc',
      '0',
      'x-0',
      '12abc',
      '1.5',
      '99999999999',
      '1'.repeat(40),
      '%E0%A4%A',
      `${'a-'.repeat(300)}1`,
      '<script>x',
    ]
    for (const tail of tails) {
      const response = await client.get(`/en/news/${tail}`).redirects(0)
      assert.oneOf(response.status(), [400, 404], tail)
      assert.notInclude(response.text(), '<script>x')
    }
    const nested = await client.get('/en/news/a/b-1')
    nested.assertStatus(404)
  })

  test('a hostile slug with a real id only redirects to the canonical URL', async ({
    client,
    assert,
  }) => {
    const { news, pageUrl } = await seededNews('karvan-launch')
    for (const slug of ['<script>alert(1)', '%00', '..%2F..', 'a%20b', '-', 'x'.repeat(280)]) {
      const response = await client.get(`/en/news/${slug}-${news.id}`).redirects(0)
      assert.equal(response.status(), 301, slug)
      assert.equal(response.header('location'), pageUrl('en'), slug)
    }
  })
})

test.group('News with hostile text', (group) => {
  let original: Date | null = null
  group.setup(async () => {
    const row = await db.from('news').where('code', 'test-hostile-news').first()
    original = row?.published_at ?? null
    return async () => {
      if (original)
        await db.from('news').where('code', 'test-hostile-news').update({ published_at: original })
    }
  })

  test('a news title with </script><script> renders as text', async ({ client, assert }) => {
    const { news, pageUrl, byLocale } = await seededNews('test-hostile-news')
    await db
      .from('news')
      .where('id', news.id)
      .update({ published_at: new Date(Date.now() - 1000), is_published: true })
    for (const path of [pageUrl('en'), '/en/news']) {
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      const json = html.match(
        /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/
      )![1]
      assert.notInclude(json, '</script>')
      assert.include(json, '\\u003c')
      assert.notInclude(html, 'item </script>')
      assert.include(html, 'Test news item &lt;/script&gt;&lt;script&gt;')
      const props = JSON.parse(json).props
      const titles = path === '/en/news' ? props.news.map((n: any) => n.title) : [props.item.title]
      assert.include(titles, byLocale.en.title)
    }
  })
})
