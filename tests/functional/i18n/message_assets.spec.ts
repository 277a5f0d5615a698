import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { PAGES } from '#lib/route_table'
import { forgetMessageAssets, messageAsset } from '#lib/message_assets'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { catalogueOf } from '#tests/helpers/messages'

const ASSET_URL = /^\/i18n\/(az|en|ru)\.(storefront|checkout|all)\.[0-9a-f]{16}\.json$/

test.group('Message catalogues as hashed immutable assets (issue 26)', (group) => {
  group.each.teardown(() => forgetMessageAssets())

  test('a page carries the URL of its catalogue, preloaded in the head, not the messages', async ({
    client,
    assert,
  }) => {
    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client.get(PAGES.home[locale])
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      const url = page.props.messages
      assert.match(url, ASSET_URL)
      assert.include(url, `/i18n/${locale}.storefront.`)
      assert.include(
        html,
        `<link rel="preload" href="${url}" as="fetch" type="application/json" crossorigin="anonymous" data-messages />`
      )
      const pageJson = JSON.stringify(page)
      const catalogue = catalogueOf(page.props)
      assert.notInclude(pageJson, '"ui.pager.next"')
      const keysInPage = Object.keys(catalogue).filter((key) => pageJson.includes(`"${key}"`))
      assert.deepEqual(keysInPage, [], 'no message of the catalogue rides in the page object')
      /** Server-side rendering still writes the translated text into the HTML. */
      assert.include(html, catalogue['ui.footer.rights'])
    }
    const en = inertiaPage((await client.get(PAGES.home.en)).text())
    assert.equal(catalogueOf(en.props)['ui.pager.next'], 'Next')
  })

  test('the asset is JSON cached for a year, without cookies, with an ETag; an old hash is served uncached', async ({
    client,
    assert,
  }) => {
    const { url, hash } = messageAsset('ru', 'storefront')
    const response = await client.get(url)
    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^application\/json/)
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.isUndefined(response.header('set-cookie'))
    assert.equal(response.header('etag'), `"${hash}"`)
    assert.equal(response.body()['ui.pager.next'], 'Вперёд')
    assert.notProperty(response.body(), 'admin.home.title')
    assert.notProperty(response.body(), 'validator.shared.required')

    const again = await client.get(url).header('If-None-Match', `"${hash}"`)
    again.assertStatus(304)

    const stale = await client.get(url.replace(hash, '0123456789abcdef'))
    stale.assertStatus(200)
    assert.equal(stale.header('cache-control'), 'no-cache')
    assert.equal(stale.body()['ui.pager.next'], 'Вперёд')

    const all = await client.get(messageAsset('en', 'all').url)
    all.assertStatus(200)
    assert.equal(all.body()['admin.home.pending_comments'], 'Comments awaiting moderation')

    for (const bad of [
      '/i18n/de.storefront.0123456789abcdef.json',
      '/i18n/en.secret.0123456789abcdef.json',
      '/i18n/en.all.xyz.json',
    ])
      (await client.get(bad)).assertStatus(404)
  })

  test('the hash, and so the URL, changes when a message changes', async ({ assert }) => {
    const before = messageAsset('en', 'storefront')
    assert.equal(before.url, messageAsset('en', 'storefront').url)
    const translations = i18nManager.getTranslationsFor('en')
    const original = translations['ui.pager.next']
    try {
      translations['ui.pager.next'] = 'Onwards'
      forgetMessageAssets()
      const after = messageAsset('en', 'storefront')
      assert.notEqual(after.url, before.url)
      assert.equal(JSON.parse(after.body.toString())['ui.pager.next'], 'Onwards')
    } finally {
      translations['ui.pager.next'] = original
      forgetMessageAssets()
    }
    assert.equal(messageAsset('en', 'storefront').url, before.url)
  })

  test('an account page points to the whole catalogue of its language', async ({
    client,
    assert,
  }) => {
    const page = inertiaPage((await client.get(PAGES.login.en)).text())
    assert.include(page.props.messages, '/i18n/en.')
    assert.match(page.props.messages, ASSET_URL)
  })
})
