import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

/** The language switcher's links in a server-rendered page, by language (`&amp;` decoded). */
function languageLinks(html: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const match = html.match(new RegExp(`<a[^>]*data-testid="lang-${locale}"[^>]*>`))
      if (!match) throw new Error(`no lang-${locale} link`)
      const href = match[0].match(/href="([^"]*)"/)![1]
      return [locale, href.replaceAll('&amp;', '&')]
    })
  ) as Record<Locale, string>
}

async function page(client: any, path: string) {
  const response = await client.get(path)
  response.assertStatus(200)
  const html = response.text()
  return { html, links: languageLinks(html), props: inertiaPage(html).props }
}

test.group('Language switcher keeps the page state', () => {
  test('a category with filters, sort and page maps to each language slug with the same query', async ({
    client,
    assert,
  }) => {
    const slugs = Object.fromEntries(
      (
        await db
          .from('category_translations as t')
          .join('categories as c', 'c.id', 't.category_id')
          .where('c.code', 'nuts')
          .select('t.locale', 't.slug')
      ).map((row) => [row.locale, row.slug])
    ) as Record<Locale, string>
    const query = 'sort=price_asc&page=2&min=1&export=1'
    const { links } = await page(
      client,
      `${url('category.show', 'ru', { slug: slugs.ru })}?${query}`
    )
    for (const locale of LOCALES) {
      assert.equal(
        links[locale],
        `${url('category.show', locale, { slug: slugs[locale] })}?${query}`
      )
    }
  })

  test('the search page keeps the typed query in the box and in every language link', async ({
    client,
    assert,
  }) => {
    const { html, links } = await page(
      client,
      `${url('search', 'az')}?q=${encodeURIComponent('fındıq')}&sort=price_desc`
    )
    assert.match(html, /<input[^>]*role="combobox"[^>]*value="fındıq"/)
    for (const locale of LOCALES) {
      assert.equal(
        links[locale],
        `${url('search', locale)}?q=${encodeURIComponent('fındıq')}&sort=price_desc`
      )
    }

    // The English results page (where the az link leads) shows the same query in its box.
    const en = await page(client, links.en)
    assert.match(en.html, /<input[^>]*role="combobox"[^>]*value="fındıq"/)
  })

  test('special offers and the suppliers list keep their query', async ({ client, assert }) => {
    const offers = await page(client, `${url('special_offers', 'en')}?sort=price_asc&page=2`)
    assert.equal(offers.links.az, `${url('special_offers', 'az')}?sort=price_asc&page=2`)
    assert.equal(offers.links.ru, `${url('special_offers', 'ru')}?sort=price_asc&page=2`)

    const suppliers = await page(client, `${url('suppliers', 'az')}?type=legal`)
    assert.include(suppliers.links.en, `${url('suppliers', 'en')}?`)
    assert.include(suppliers.links.en, 'type=legal')
    assert.include(suppliers.links.ru, 'type=legal')
  })

  test('a page without a query links the bare alternates; other pages have an empty search box', async ({
    client,
    assert,
  }) => {
    const { html, links } = await page(client, url('about', 'en'))
    assert.deepEqual(links, {
      az: url('about', 'az'),
      en: url('about', 'en'),
      ru: url('about', 'ru'),
    })
    assert.notMatch(html, /<input[^>]*role="combobox"[^>]*value="[^"]+"/)
  })
})
