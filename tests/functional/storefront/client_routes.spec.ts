import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { imageRows, insertProduct, uploadPicture } from '#tests/functional/product_images/helpers'

/** The browser's one URL helper (inertia/lib/routes.ts), loaded by URL: inertia/ is its own TS project. */
const browser: {
  routeUrl(
    pattern: string,
    params?: Record<string, string | number>,
    query?: Record<string, unknown>
  ): string
  withQuery(url: string, query: Record<string, unknown>): string
} = await import(app.makeURL('inertia/lib/routes.ts').href)

/**
 * URLs the browser completes itself (a product id of a card, a typed GTIN, an image id, a search
 * prefix) come from route patterns the server shares, filled by inertia/lib/routes.ts — the
 * requests below are exactly what the pages send, and they reach the right routes.
 */
test.group('URLs the browser builds from server routes', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('quick look, GTIN lookup and suggestions in each language, from the shared `routes`', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products')
      .join('gtin_registry_items', 'gtin_registry_items.barcode', 'products.barcode')
      .where('products.status', 'published')
      .select('products.id', 'products.barcode')
      .orderBy('products.id')
      .firstOrFail()
    for (const locale of ['az', 'en', 'ru'] as const) {
      const { routes } = inertiaPage((await client.get(url('home', locale))).text()).props
      assert.containsSubset(routes, { searchSuggest: url('search.suggest', locale) })

      const look = await client.get(browser.routeUrl(routes.quickLook, { id: product.id }))
      look.assertStatus(200)
      const name = await db
        .from('product_translations')
        .where({ product_id: product.id, locale })
        .firstOrFail()
      assert.equal(look.body().product.name, name.name)

      const gtin = await client
        .get(browser.routeUrl(routes.gtinLookup, { code: product.barcode }))
        .header('Accept', 'application/json')
      gtin.assertStatus(200)
      assert.equal(gtin.body().status, 'found')

      const suggest = await client.get(browser.withQuery(routes.searchSuggest, { q: 'haz' }))
      suggest.assertStatus(200)
      assert.isArray(suggest.body().suggestions)
    }
  })

  test("the image manager's main and remove targets, filled per image, act on that image", async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    for (const colour of ['#aa0000', '#00aa00'])
      await uploadPicture(client, seller, productId, 'png', colour)
    const [first, second] = await imageRows(productId)

    const page = inertiaPage(
      (
        await client.get(url('seller_products.edit', 'en', { id: productId })).loginAs(seller)
      ).text()
    )
    const { imageUrls } = page.props
    assert.equal(imageUrls.reorder, url('seller_products.images.reorder', 'en', { id: productId }))

    const main = await client
      .post(browser.routeUrl(imageUrls.main, { id: productId, imageId: second.id }))
      .header('Accept', 'application/json')
      .withCsrfToken()
      .loginAs(seller)
    main.assertStatus(200)
    assert.deepEqual(
      (await imageRows(productId)).filter((row) => row.is_main).map((row) => row.id),
      [second.id]
    )

    const removed = await client
      .delete(browser.routeUrl(imageUrls.destroy, { id: productId, imageId: first.id }))
      .header('Accept', 'application/json')
      .withCsrfToken()
      .loginAs(seller)
    removed.assertStatus(200)
    assert.deepEqual(
      (await imageRows(productId)).map((row) => row.id),
      [second.id]
    )
  })
})
