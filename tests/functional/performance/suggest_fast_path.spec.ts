import { test } from '@japa/runner'
import { BASE, comparableHeaders, productionLikeServer } from '#tests/helpers/fast_path_server'
import {
  forgetSuggestHeads,
  HEAD_TTL_MS,
  suggestFastPathStats,
} from '#services/page_cache/suggest_fast_path'

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers, redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

test.group('Typeahead fast path', (group) => {
  let fast: Awaited<ReturnType<typeof productionLikeServer>>

  group.setup(async () => {
    fast = await productionLikeServer()
    return () => fast.close()
  })
  group.each.setup(() => {
    forgetSuggestHeads()
    return () => forgetSuggestHeads()
  })

  test('answers what AdonisJS answers: same status, headers and suggestions, in every language and for odd input', async ({
    assert,
  }) => {
    const paths = [
      '/en/search-product/suggest?q=haz',
      '/en/search-product/suggest?q=hazelnut%20ker',
      `/en/search-product/suggest?q=${encodeURIComponent('fındıq')}`,
      '/en/search-product/suggest?q=hazelnutt',
      `/ru/poiskovyy-produkt/suggest?q=${encodeURIComponent('фун')}`,
      '/mehsul-axtarishi/suggest?q=findiq',
      '/mehsul-axtarishi/suggest?q=seker',
      '/en/search-product/suggest?q=h',
      '/en/search-product/suggest?q=',
      '/en/search-product/suggest',
      '/en/search-product/suggest?q[]=haz&q[]=nut',
      '/en/search-product/suggest?q[a]=haz',
      '/en/search-product/suggest?q=ha%00zel',
      `/en/search-product/suggest?q=${encodeURIComponent('<!--<script>')}`,
      `/en/search-product/suggest?q=${'x'.repeat(5000)}`,
      "/en/search-product/suggest?q=haz';DROP TABLE products;--",
      '/en/search-product/suggest?q=haz&q=fin',
    ]
    let nonEmpty = 0
    for (const path of paths) {
      const expected = await get(BASE, path)
      assert.equal(expected.status, 200, path)
      const before = suggestFastPathStats().answered
      const actual = await get(fast.url, path)
      assert.equal(
        suggestFastPathStats().answered,
        before + 1,
        `${path}: answered by the fast path`
      )
      assert.equal(actual.status, 200, path)
      assert.deepEqual(comparableHeaders(actual.headers), comparableHeaders(expected.headers), path)
      assert.deepEqual(JSON.parse(actual.text), JSON.parse(expected.text), path)
      assert.deepEqual(actual.headers.getSetCookie(), [], path)
      if (JSON.parse(actual.text).suggestions.length) nonEmpty += 1
    }
    assert.isAtLeast(
      nonEmpty,
      5,
      'most of these texts have suggestions, so the comparison is not of empty lists'
    )
    const haz = JSON.parse(
      (await get(fast.url, '/en/search-product/suggest?q=haz')).text
    ).suggestions
    assert.match(haz[0].name, /hazelnut/i)
    assert.match(haz[0].href, /^\/en\/product\/[a-z0-9-]+-\d+$/)
  })

  test('a visitor with a session gets the same suggestions, and no cookie; other methods and paths go to AdonisJS', async ({
    assert,
  }) => {
    const path = '/en/search-product/suggest?q=haz'
    const anonymous = await get(BASE, path)
    let before = suggestFastPathStats().answered
    const withSession = await get(fast.url, path, { Cookie: 'karvan_session=s%3Aunknown' })
    assert.equal(suggestFastPathStats().answered, before + 1)
    assert.equal(withSession.status, 200)
    assert.deepEqual(JSON.parse(withSession.text), JSON.parse(anonymous.text))
    assert.deepEqual(withSession.headers.getSetCookie(), [])

    before = suggestFastPathStats().answered
    const post = await fetch(`${fast.url}${path}`, { method: 'POST', redirect: 'manual' })
    await post.text()
    assert.notEqual(post.status, 200)
    assert.equal((await get(fast.url, '/en/search-product/suggest/more?q=haz')).status, 404)
    assert.equal((await get(fast.url, '/en/search-product?q=haz')).status, 200)
    assert.equal(
      suggestFastPathStats().answered,
      before,
      'none of these was answered by the typeahead fast path'
    )
  })

  test('without a head from AdonisJS, or with one older than its lifetime, AdonisJS answers and renews it', async ({
    assert,
  }) => {
    const before = suggestFastPathStats().answered
    const cold = await get(fast.url, '/en/search-product/suggest?q=haz')
    assert.equal(cold.status, 200)
    assert.equal(suggestFastPathStats().answered, before, 'cold: no head yet')
    await get(fast.url, '/ru/poiskovyy-produkt/suggest?q=haz')
    assert.equal(suggestFastPathStats().answered, before, 'a head is kept per language')
    await get(fast.url, '/en/search-product/suggest?q=hazel')
    assert.equal(suggestFastPathStats().answered, before + 1, 'the first answer left a head')

    const realNow = Date.now
    Date.now = () => realNow() + HEAD_TTL_MS + 1
    try {
      await get(fast.url, '/en/search-product/suggest?q=fin')
      assert.equal(suggestFastPathStats().answered, before + 1, 'an old head is not used')
      await get(fast.url, '/en/search-product/suggest?q=find')
      assert.equal(suggestFastPathStats().answered, before + 2, 'AdonisJS renewed it')
    } finally {
      Date.now = realNow
    }
  })
})
