import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { inertiaPage, partialReload } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

test.group('Seeded content', () => {
  test('home shows sliders, highlights, categories, brands, manufacturers and news from the database', async ({
    client,
    assert,
  }) => {
    const data = inertiaPage((await client.get(url('home', 'en'))).text())
    const props = data.props
    assert.isAtLeast(props.sliders.length, 3)
    assert.lengthOf(props.highlights, 4)
    assert.lengthOf(props.categories, 17)
    assert.isAtLeast(props.brands.length, 5)
    assert.isAtLeast(props.manufacturers.length, 8)
    assert.isAtLeast(props.news.length, 6)
    const foodProducts = await db
      .from('products as p')
      .join('categories as c', 'c.id', 'p.category_id')
      .join('categories as top', 'top.id', 'c.parent_id')
      .where('top.code', 'food')
      .where('p.status', 'published')
      .count('* as n')
    const food = props.categories.find((c: any) => c.name === 'Food products')
    assert.equal(food.productCount, Number(foodProducts[0].n))
  })

  test('product lists come with the first page, rendered on the server', async ({
    client,
    assert,
  }) => {
    const html = (await client.get(url('home', 'en'))).text()
    const first = inertiaPage(html)
    assert.isEmpty(first.deferredProps ?? {})
    const props = first.props
    assert.lengthOf(props.bestsellers, 12)
    /** In the server-rendered markup, not only in the page JSON: a crawler sees the cards. */
    const markup = html.replace(/<script data-page[\s\S]*?<\/script>/, '')
    assert.include(markup, 'id="rail-bestsellers"')
    assert.include(markup, `href="${props.bestsellers[0].url}"`)
    /** A partial reload still answers the lists alone. */
    const partial = await partialReload(client, '/en', 'storefront/home', ['newest'])
    assert.deepEqual(partial.newest, props.newest)
    const top = await db
      .from('products')
      .where('status', 'published')
      .orderBy('sales_count', 'desc')
      .orderBy('id', 'desc')
      .first()
    assert.equal(props.bestsellers[0].id, top.id)
    assert.match(props.bestsellers[0].price, /\d/)
    assert.oneOf(props.bestsellers[0].availability, ['in_stock', 'not_in_stock', 'sold_out'])
    assert.isTrue(props.featured.length > 0)
    const newest = await db
      .from('products')
      .where('status', 'published')
      .orderBy('first_published_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    assert.equal(props.newest[0].id, newest.id)
  })

  test('catalog reference data and demo catalog are seeded', async ({ assert }) => {
    const count = async (table: string) => Number((await db.from(table).count('* as n'))[0].n)
    assert.equal(await count('economic_regions'), 14)
    assert.equal(await count('districts'), 74)
    assert.equal(await count('categories'), 97)
    assert.isAtLeast(await count('companies'), 30)
    const published = Number(
      (await db.from('products').where('status', 'published').count('* as n'))[0].n
    )
    assert.isAtLeast(published, 300)
    const missing = await db
      .from('products as p')
      .where('p.status', 'published')
      .whereNotExists((q) =>
        q.from('product_translations as t').whereRaw('t.product_id = p.id').where('t.locale', 'ru')
      )
      .count('* as n')
    assert.equal(Number(missing[0].n), 0)
    assert.isAtLeast(await count('news'), 6)
    assert.equal(await count('faq_items'), 10)
  })

  test('seeding twice changes nothing', async ({ assert }) => {
    const before = Number((await db.from('products').count('* as n'))[0].n)
    const { default: MainSeeder } = await import('#database/seeders/main_seeder')
    await new MainSeeder(db.connection()).run()
    const after = Number((await db.from('products').count('* as n'))[0].n)
    assert.equal(after, before)
  }).timeout(120_000)

  test('about, feature and terms come from the database in each language', async ({
    client,
    assert,
  }) => {
    const row = await db
      .from('static_pages as p')
      .join('static_page_translations as t', 't.static_page_id', 'p.id')
      .where('p.code', 'terms')
      .where('t.locale', 'ru')
      .first()
    const data = inertiaPage((await client.get(url('terms', 'ru'))).text())
    assert.equal(data.props.title, row.title)
    assert.equal(data.props.body, row.body)
  })

  test('FAQ lists the 10 questions of SPEC §2', async ({ client, assert }) => {
    for (const path of ['/en/faq', '/ru/chasto-zadavayemyye-voprosy', '/tez-tez-verilen-suallar']) {
      const data = inertiaPage((await client.get(path)).text())
      assert.lengthOf(data.props.items, 10)
    }
    const en = inertiaPage((await client.get(url('faq', 'en'))).text())
    assert.match(en.props.items[2].answer, /free/i)
  })
})

test.group('Hostile text renders as text', () => {
  test('a product name with <!--<script> does not break the page JSON', async ({
    client,
    assert,
  }) => {
    const hostile = await db
      .from('product_translations')
      .where('name', 'like', '%<!--<script>%')
      .where('locale', 'en')
      .first()
    assert.exists(hostile, 'seed contains the hostile product')
    await db.from('products').where('id', hostile.product_id).update({ sales_count: 100000 })
    const props = await partialReload(client, '/en', 'storefront/home', ['bestsellers'])
    assert.equal(props.bestsellers[0].name, hostile.name)
    /** The first HTML page carries the same list inside its page JSON script block. */
    const page = inertiaPage((await client.get(url('home', 'en'))).text())
    assert.equal(page.props.bestsellers[0].name, hostile.name)
    await db.from('products').where('id', hostile.product_id).update({ sales_count: 0 })
  })

  test('a news title with </script><script> stays inside the JSON block', async ({
    client,
    assert,
  }) => {
    const hostile = await db
      .from('news_translations')
      .where('title', 'like', '%</script><script>%')
      .where('locale', 'en')
      .first()
    assert.exists(hostile, 'seed contains the hostile news item')
    await db
      .from('news')
      .where('id', hostile.news_id)
      .update({ published_at: new Date(Date.now() - 1000) })
    const html = (await client.get(url('home', 'en'))).text()
    const json = html.match(
      /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/
    )![1]
    assert.notInclude(json, '</script>')
    assert.notInclude(json, '<!--')
    assert.include(json, '\\u003c')
    const page = JSON.parse(json)
    assert.include(
      page.props.news.map((n: any) => n.title),
      hostile.title
    )
  })
})
