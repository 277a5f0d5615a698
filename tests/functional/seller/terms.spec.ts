import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'

const EXPECTED = {
  az: {
    title: 'Satıcılar üçün qaydalar və şərtlər',
    section: '## 5. Qadağan olunmuş məhsullar',
    nav: 'Qaydalar və şərtlər',
  },
  en: {
    title: 'Terms and conditions for sellers',
    section: '## 5. Prohibited goods',
    nav: 'Terms and conditions',
  },
  ru: {
    title: 'Условия и положения для продавцов',
    section: '## 5. Запрещённые товары',
    nav: 'Условия и положения',
  },
} as const

test.group('Seller terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the seller terms render in az, en and ru with their sections', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client.get(PAGES.seller_terms[locale]).loginAs(seller)
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'seller/terms')
      assert.equal(page.props.locale, locale)
      assert.equal(page.props.terms.title, EXPECTED[locale].title)
      assert.include(page.props.terms.body, EXPECTED[locale].section)
      const sections = page.props.terms.body.match(/^## /gm) ?? []
      assert.isAtLeast(sections.length, 6)
      assert.isAtMost(sections.length, 10)
      assert.equal(catalogueOf(page.props)['seller.nav.seller_terms'], EXPECTED[locale].nav)
      assert.equal(page.props.nav.seller_terms, PAGES.seller_terms[locale])
      assert.equal(page.props.alternates.en, PAGES.seller_terms.en)
    }
  })

  test('the terms are seeded once per language, with no placeholder text', async ({ assert }) => {
    const rows = await db
      .from('static_pages as p')
      .join('static_page_translations as t', 't.static_page_id', 'p.id')
      .where('p.code', 'seller_terms')
      .select('t.locale', 't.body')
    assert.sameMembers(
      rows.map((row) => row.locale),
      ['az', 'en', 'ru']
    )
    for (const row of rows) assert.notMatch(row.body, /lorem|ipsum|TODO|TBD|placeholder/i)
  })
})
