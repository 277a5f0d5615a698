import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { executableInlineScripts } from '#tests/helpers/inline_scripts'
import { forgetRates } from '#services/rates/exchange_rates'
import { bakuToday } from '#services/rates/rates_source'
import { url } from '#tests/helpers/urls'

async function slugOf(id: number, locale: string) {
  return (await db.from('product_translations').where({ product_id: id, locale }).firstOrFail())
    .slug
}

test.group('Product page', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('renders in three languages with canonical redirects and alternates', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .firstOrFail()
    const slugs = {
      az: await slugOf(product.id, 'az'),
      en: await slugOf(product.id, 'en'),
      ru: await slugOf(product.id, 'ru'),
    }
    const response = await client.get(url('product', 'en', { slugId: `${slugs.en}-${product.id}` }))
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'storefront/product')
    const name = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .firstOrFail()
    assert.equal(page.props.product.name, name.name)
    assert.deepEqual(page.props.alternates, {
      az: `/mehsul/${slugs.az}-${product.id}`,
      en: `/en/product/${slugs.en}-${product.id}`,
      ru: `/ru/produkt/${slugs.ru}-${product.id}`,
    })
    assert.include(
      response.text(),
      `hrefLang="ru" href="http://localhost:3333/ru/produkt/${slugs.ru}-${product.id}"`
    )
    const ld = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
      response.text()
    )
    assert.exists(ld, 'JSON-LD present')
    const jsonLd = JSON.parse(ld![1])
    assert.equal(jsonLd['@type'], 'Product')
    assert.equal(jsonLd.name, name.name)
    assert.equal(
      // The retail offer comes first (export tiers, if any, follow it).
      [jsonLd.offers].flat()[0].priceCurrency,
      'AZN',
      'the offer carries the AZN price buyers pay, whatever the seller priced in'
    )

    for (const wrong of [
      `/en/product/wrong-slug-${product.id}`,
      `/en/product/${product.id}`,
      `/en/product/${slugs.az}-${product.id}`,
    ]) {
      const redirect = await client.get(wrong).redirects(0)
      redirect.assertStatus(301)
      assert.equal(redirect.header('location'), `/en/product/${slugs.en}-${product.id}`)
    }
    for (const missing of [
      '/en/product/nothing-999999999',
      '/en/product/abc',
      '/en/product/x-99999999999999999999',
    ]) {
      const notFound = await client.get(missing)
      notFound.assertStatus(404)
      assert.include(notFound.text(), 'Page not found')
    }
  })

  test('shows availability, minimum lot, attributes and related products', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .where('stock', '>', 100)
      .where('moq', '>', 1)
      .firstOrFail()
    const page = inertiaPage(
      (
        await client.get(
          url('product', 'en', { slugId: `${await slugOf(product.id, 'en')}-${product.id}` })
        )
      ).text()
    )
    assert.equal(page.props.product.moq, product.moq)
    assert.equal(page.props.product.maxQuantity, product.stock)
    assert.equal(page.props.product.availability, 'in_stock')
    assert.isAbove(page.props.product.attributes.length, 0)
    assert.isAbove(page.props.related.length, 0)
    assert.notInclude(
      page.props.related.map((r: any) => r.id),
      product.id
    )

    await db.from('products').where('id', product.id).update({ stock: 0 })
    const soldOut = inertiaPage(
      (
        await client.get(
          url('product', 'en', { slugId: `${await slugOf(product.id, 'en')}-${product.id}` })
        )
      ).text()
    )
    assert.equal(soldOut.props.product.availability, 'sold_out')
    assert.equal(soldOut.props.product.availabilityLabel, 'Sold out')
    await db
      .from('products')
      .where('id', product.id)
      .update({ stock: product.moq - 1 })
    const short = inertiaPage(
      (
        await client.get(
          url('product', 'en', { slugId: `${await slugOf(product.id, 'en')}-${product.id}` })
        )
      ).text()
    )
    assert.equal(short.props.product.availability, 'not_in_stock')
    await db.from('products').where('id', product.id).update({ stock: product.stock })
  })

  test("a USD product is shown in AZN at the day's CBAR rate with its date", async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .where({ status: 'published', currency: 'USD' })
      .where('discount_percent', 0)
      .firstOrFail()
    // Today's rate (the seeder's demo USD rate is dated the day it ran: this one is the newest).
    const today = bakuToday()
    await db
      .table('exchange_rates')
      .insert({ currency: 'USD', rate_date: today, nominal: 1, value: '1.7000' })
      .onConflict(['currency', 'rate_date'])
      .merge()
    forgetRates()
    const page = inertiaPage(
      (
        await client.get(
          url('product', 'en', { slugId: `${await slugOf(product.id, 'en')}-${product.id}` })
        )
      ).text()
    )
    const expected = Math.round(Number(product.price_minor) * 1.7)
    const major = (expected / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })
    assert.include(page.props.product.price, major)
    assert.include(page.props.product.price, 'AZN')
    assert.deepEqual(page.props.product.dayRate, { currency: 'USD', date: today })
  })

  test('the seller phone is short until asked for', async ({ client, assert }) => {
    const product = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where('p.status', 'published')
      .whereNotNull('c.phone')
      .select('p.id', 'c.phone')
      .firstOrFail()
    const response = await client.get(
      url('product', 'en', { slugId: `${await slugOf(product.id, 'en')}-${product.id}` })
    )
    const digits = product.phone.replace(/\D/g, '')
    assert.notInclude(response.text().replace(/\D/g, ' '), digits)
    assert.notInclude(response.text(), product.phone)
    const page = inertiaPage(response.text())
    assert.match(page.props.product.seller.phoneShort, /•• ••$/)
    const reveal = await client.get(page.props.phoneUrl)
    reveal.assertStatus(200)
    assert.equal(reveal.body().phone, product.phone)
  })

  test('a comment is stored pending and appears only after approval', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id', 'desc')
      .firstOrFail()
    const path = `/en/product/${await slugOf(product.id, 'en')}-${product.id}`
    const page = inertiaPage((await client.get(path)).text())
    const text = `Excellent quality, fast shipping. #${Date.now()}`
    const response = await client
      .post(page.props.commentUrl)
      .header('referer', path)
      .form({ author_name: 'Nigar', body: text })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Thank you! Your comment will appear after moderation.')
    const row = await db
      .from('comments')
      .where('product_id', product.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(row.status, 'pending')
    assert.equal(row.author_name, 'Nigar')
    const before = inertiaPage((await client.get(path)).text())
    assert.notInclude(
      before.props.comments.map((c: any) => c.body),
      text
    )

    await db
      .from('comments')
      .where('id', row.id)
      .update({ status: 'approved', moderated_at: new Date() })
    const after = inertiaPage((await client.get(path)).text())
    assert.include(
      after.props.comments.map((c: any) => c.body),
      text
    )

    const invalid = await client
      .post(page.props.commentUrl)
      .header('referer', path)
      .form({ author_name: '', body: 'x' })
      .withCsrfToken()
      .redirects(0)
    invalid.assertStatus(302)
    const errors = invalid.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.exists(errors.author_name)
    assert.exists(errors.body)
  })

  test('a comment with control characters (a NUL byte) is stored without them, never a server error', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id', 'desc')
      .firstOrFail()
    const path = `/en/product/${await slugOf(product.id, 'en')}-${product.id}`
    const page = inertiaPage((await client.get(path)).text())
    const response = await client
      .post(page.props.commentUrl)
      .header('referer', path)
      .json({ author_name: 'Ni\u0000gar', body: 'Good\u0000 honey,\nthick\u0008 and dark' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Thank you! Your comment will appear after moderation.')
    const row = await db
      .from('comments')
      .where('product_id', product.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.include(row, {
      author_name: 'Nigar',
      body: 'Good honey,\nthick and dark',
      status: 'pending',
    })
  })

  test('quick look returns the essentials as JSON', async ({ client, assert }) => {
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .firstOrFail()
    const response = await client.get(url('product.quick_look', 'ru', { id: product.id }))
    response.assertStatus(200)
    const name = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'ru' })
      .firstOrFail()
    assert.equal(response.body().product.name, name.name)
    assert.equal(response.body().href, `/ru/produkt/${name.slug}-${product.id}`)
    const missing = await client.get('/ru/produkt/999999999/quick-look')
    missing.assertStatus(404)
  })
})

test.group('Page micro-cache', () => {
  test('anonymous catalog HTML is served from cache with a fresh CSP nonce each time', async ({
    client,
    assert,
  }) => {
    const { pageCacheSettings, forgetPages } = await import('#middleware/page_cache_middleware')
    pageCacheSettings.ttlMs = 60_000
    /** Stored on first use: these tests are about what is stored and replayed (minUses: its own test). */
    pageCacheSettings.minUses = 1
    forgetPages()
    try {
      const first = await client.get(url('category', 'en', undefined, { qs: { sort: 'popular' } }))
      const second = await client.get(url('category', 'en', undefined, { qs: { sort: 'popular' } }))
      assert.isUndefined(first.header('x-page-cache'))
      assert.equal(second.header('x-page-cache'), 'hit')
      const nonce = (response: any) =>
        /'nonce-([\w-]+)'/.exec(response.header('content-security-policy'))![1]
      assert.notEqual(nonce(first), nonce(second))
      assert.notInclude(second.text(), nonce(second))
      assert.notInclude(second.text(), nonce(first))
      assert.deepEqual(executableInlineScripts(second.text()), [], 'the body needs no nonce')
      assert.equal(
        inertiaPage(second.text()).props.products[0].id,
        inertiaPage(first.text()).props.products[0].id
      )
      const json = await client
        .get(url('category', 'en', undefined, { qs: { sort: 'popular' } }))
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', inertiaPage(first.text()).version)
      assert.isUndefined(json.header('x-page-cache'))
    } finally {
      pageCacheSettings.ttlMs = 0
      pageCacheSettings.minUses = 2
      forgetPages()
    }
  })
})
