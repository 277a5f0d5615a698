import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { forgetPages, pageCacheSettings } from '#middleware/page_cache_middleware'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount } from '#tests/helpers/accounts'
import { Shopper, shopWith, urls } from './helpers.js'
import { url } from '#tests/helpers/urls'

const BASE = `http://${env.get('HOST') ?? '127.0.0.1'}:${env.get('PORT') ?? 3333}`

async function productPath(id: number) {
  const row = await db
    .from('product_translations')
    .where({ product_id: id, locale: 'en' })
    .firstOrFail()
  return `/en/product/${row.slug}-${id}`
}

/** A first-time visitor: no cookie at all (plain fetch; Japa's client always sends one). */
async function anonymous(path: string) {
  const response = await fetch(BASE + path, { redirect: 'manual' })
  return {
    status: response.status,
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
    cache: response.headers.get('x-page-cache'),
  }
}

test.group('Product page, cards and header with the cart', (group) => {
  group.each.setup(() => {
    pageCacheSettings.ttlMs = 60_000
    /** Stored on first use: these tests are about what is stored and replayed (minUses: its own test). */
    pageCacheSettings.minUses = 1
    forgetPages()
    return () => {
      pageCacheSettings.ttlMs = 0
      pageCacheSettings.minUses = 2
      forgetPages()
    }
  })

  test('the cached product page holds no visitor state; a shopper sees their counts and wished state', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30, moq: 3 }, { stock: 30 })
    const path = await productPath(ids[0])

    const first = await anonymous(path)
    const second = await anonymous(path)
    assert.equal(first.status, 200)
    assert.deepEqual(first.cookies, [], 'no session for a cookie-less visitor')
    assert.equal(second.cache, 'hit')
    const page = inertiaPage(first.text)
    assert.isNull(page.props.lists)
    assert.include(page.props.product, {
      id: ids[0],
      moq: 3,
      maxQuantity: 30,
      availability: 'in_stock',
    })
    assert.deepEqual(page.props.cartUrls, urls('en'))

    const shopper = new Shopper(client)
    shopper.page = path
    const added = await shopper.post(urls().add, { product_id: ids[0], quantity: 3 })
    added.assertHeader('location', path)
    await shopper.post(urls().toggleWish, { product_id: ids[0], on: true })
    const mine = await shopper.props(path)
    assert.deepEqual(mine.lists, { cart: 1, wishlist: 1, wished: [ids[0]] })

    const stillAnonymous = inertiaPage((await anonymous(path)).text)
    assert.isNull(
      stillAnonymous.props.lists,
      'the shared cached page never shows another visitor’s lists'
    )
  })

  test('a buyer’s header counts come from the database on every page', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30 }, { stock: 30 })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    await shopper.post(urls().add, { product_id: ids[0], quantity: 1 })
    await shopper.post(urls().add, { product_id: ids[1], quantity: 1 })
    await shopper.post(urls().toggleWish, { product_id: ids[1], on: true })
    for (const path of ['/en', '/en/about', await productPath(ids[0])]) {
      assert.deepEqual(
        (await shopper.props(path)).lists,
        { cart: 2, wishlist: 1, wished: [ids[1]] },
        path
      )
    }
  })

  test('cards carry the minimum lot; the quick look carries lot, stock and availability', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30, moq: 4 }, { stock: 0, moq: 1 })
    const page = inertiaPage((await client.get(await productPath(ids[0]))).text())
    for (const card of page.props.related) assert.isNumber(card.moq)
    const look = await client.get(url('product.quick_look', 'en', { id: ids[0] }))
    assert.include(look.body().product, {
      id: ids[0],
      moq: 4,
      maxQuantity: 30,
      availability: 'in_stock',
    })
    const soldOut = await client.get(url('product.quick_look', 'en', { id: ids[1] }))
    assert.include(soldOut.body().product, { availability: 'sold_out', maxQuantity: 0 })
  })

  test('a cookie-less visitor’s first post works once GET /csrf gave the session (as inertia/app.tsx does)', async ({
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30 })
    const path = await productPath(ids[0])
    await anonymous(path)
    const csrf = await fetch(`${BASE}/csrf`)
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
    const xsrf = decodeURIComponent(
      cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
    )
    const response = await fetch(BASE + urls().add, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        'cookie': cookies.join('; '),
        'referer': BASE + path,
        'x-inertia': 'true',
      },
      body: JSON.stringify({ product_id: ids[0], quantity: 2 }),
    })
    assert.equal(response.status, 303)
    assert.equal(new URL(response.headers.get('location')!, BASE).pathname, path)
    const cart = await fetch(`${BASE}/en/cart`, {
      headers: {
        cookie:
          response.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ') || cookies.join('; '),
      },
    })
    assert.deepEqual(inertiaPage(await cart.text()).props.lists, {
      cart: 1,
      wishlist: 0,
      wished: [],
    })
  })
})
