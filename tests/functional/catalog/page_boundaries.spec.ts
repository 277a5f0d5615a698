import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  forgetPageBoundaries,
  pageBoundarySettings,
  pageBoundaryStats,
} from '#services/catalog/page_boundaries'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

/** ORDER BY of each sort, as the catalog promises it (SPEC §2 Category). */
const ORDERS: Record<string, string> = {
  new: 'p.first_published_at DESC, p.id DESC',
  popular: 'p.sales_count DESC, p.id DESC',
  unpopular: 'p.sales_count ASC, p.id ASC',
  price_asc: 'p.effective_price_minor ASC, p.id ASC',
  price_desc: 'p.effective_price_minor DESC, p.id DESC',
}

/** Every listed product of a scope (SQL condition on `p`) in a sort's order, cut into pages of 24. */
async function expectedPages(
  condition: string,
  bindings: unknown[],
  sort: string
): Promise<number[][]> {
  const { rows } = await db.rawQuery(
    `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id AND c.status = 'active'
     WHERE p.status = 'published' AND ${condition} ORDER BY ${ORDERS[sort]}`,
    bindings
  )
  const ids = rows.map((row: { id: number }) => row.id)
  const pages: number[][] = []
  for (let at = 0; at < ids.length; at += 24) pages.push(ids.slice(at, at + 24))
  return pages
}

let version: string | undefined

/**
 * The products and "more" flag of each page a visitor gets by "load more" (an Inertia reload of
 * the products and pagination of the next page), page 1 up to the last.
 */
async function visitedPages(client: any, path: string, sort: string) {
  version ??= inertiaPage((await client.get(url('category', 'en'))).text()).version
  const pages: { ids: number[]; hasMore: boolean }[] = []
  for (let page = 1; page <= 40; page++) {
    const response = await client
      .get(`${path}${path.includes('?') ? '&' : '?'}sort=${sort}&page=${page}`)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', version)
      .header('X-Inertia-Partial-Component', 'storefront/catalog')
      .header('X-Inertia-Partial-Data', 'products,pagination')
    response.assertStatus(200)
    const props = response.body().props
    pages.push({
      ids: props.products.map((card: { id: number }) => card.id),
      hasMore: props.pagination.hasMore,
    })
    if (!props.pagination.hasMore) break
  }
  return pages
}

/** Browsing scopes: path and the SQL condition of the products it lists. */
async function scopes() {
  const [root] = (
    await db.rawQuery(`SELECT c.id, t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
      JOIN products p ON p.root_category_id = c.id AND p.status = 'published'
      WHERE c.parent_id IS NULL GROUP BY c.id, t.slug ORDER BY count(*) DESC, c.id LIMIT 1`)
  ).rows
  const [leaf] = (
    await db.rawQuery(`SELECT c.id, t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
      JOIN products p ON p.category_id = c.id AND p.status = 'published'
      WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) GROUP BY c.id, t.slug ORDER BY count(*) DESC, c.id LIMIT 1`)
  ).rows
  return [
    { path: '/en/category', condition: 'true', bindings: [] },
    { path: `/en/category/${root.slug}`, condition: 'p.root_category_id = ?', bindings: [root.id] },
    { path: `/en/category/${leaf.slug}`, condition: 'p.category_id = ?', bindings: [leaf.id] },
    { path: '/en/category?discount=1', condition: 'p.discount_percent > 0', bindings: [] },
    { path: '/en/category?domestic=1', condition: 'p.domestic_shipping', bindings: [] },
  ]
}

test.group('Page boundaries (keyset pages)', (group) => {
  group.each.setup(() => {
    const saved = { ...pageBoundarySettings }
    pageBoundarySettings.ttlMs = 60_000
    /** Few pages per count, so deeper pages also exercise counting further. */
    pageBoundarySettings.minPages = 2
    forgetPageBoundaries()
    return () => {
      Object.assign(pageBoundarySettings, saved)
      forgetPageBoundaries()
    }
  })

  test('every page of every browsing scope and sort shows what the catalog holds in that order: no duplicates, no gaps', async ({
    client,
    assert,
  }) => {
    for (const scope of await scopes()) {
      for (const sort of Object.keys(ORDERS)) {
        const expected = await expectedPages(scope.condition, scope.bindings, sort)
        const visited = await visitedPages(client, scope.path, sort)
        const label = `${scope.path} sorted ${sort}`
        assert.isAtLeast(expected.length, 2, `${label}: the seeded catalog has more than one page`)
        assert.deepEqual(
          visited.map((page) => page.ids),
          expected,
          label
        )
        assert.deepEqual(
          visited.map((page) => page.hasMore),
          expected.map((_, i) => i < expected.length - 1),
          `${label}: "load more" until the last page`
        )
      }
    }
    assert.isAtLeast(
      pageBoundaryStats().listings,
      5 * 5,
      'later pages were read after kept boundaries'
    )
  })

  test('a page past the last one is empty with nothing more to load, with boundaries and without', async ({
    client,
    assert,
  }) => {
    for (const ttlMs of [60_000, 0]) {
      pageBoundarySettings.ttlMs = ttlMs
      const response = await client.get(
        url('category', 'en', undefined, { qs: { sort: 'price_asc', page: '399' } })
      )
      response.assertStatus(200)
      const props = inertiaPage(response.text()).props
      assert.deepEqual(props.products, [], `ttl ${ttlMs}`)
      assert.isFalse(props.pagination.hasMore)
      assert.equal(props.pagination.page, 399)
    }
  })

  test('kept boundaries are forgotten with the catalog caches: a product that became the best seller moves to page 1', async ({
    client,
    assert,
  }) => {
    const before = await visitedPages(client, '/en/category', 'popular')
    const moved = before[2].ids[5]
    const { sales_count: sales } = await db
      .from('products')
      .where('id', moved)
      .select('sales_count')
      .firstOrFail()
    await db.from('products').where('id', moved).update({ sales_count: 1_000_000 })
    try {
      forgetPageBoundaries()
      const after = await visitedPages(client, '/en/category', 'popular')
      assert.equal(after[0].ids[0], moved)
      assert.deepEqual(
        after.map((page) => page.ids),
        await expectedPages('true', [], 'popular')
      )
    } finally {
      await db.from('products').where('id', moved).update({ sales_count: sales })
    }
  })

  test('expired boundaries answer the visitor who starts their recount; later visitors get the new ones; very old ones are not used', async ({
    client,
    assert,
  }) => {
    const path = '/en/category'
    const first = await visitedPages(client, path, 'new')
    const afterFirst = pageBoundaryStats().counts
    await visitedPages(client, path, 'new')
    assert.equal(pageBoundaryStats().counts, afterFirst, 'fresh boundaries are reused')

    const realNow = Date.now
    try {
      const expired = realNow() + pageBoundarySettings.ttlMs + 1
      Date.now = () => expired
      const stale = await visitedPages(client, path, 'new')
      assert.deepEqual(stale, first)
      assert.equal(
        pageBoundaryStats().counts,
        afterFirst + 1,
        'one recount, started by the first visitor after expiry'
      )
      await new Promise((resolve) => setTimeout(resolve, 50))

      Date.now = () => expired + pageBoundarySettings.ttlMs + pageBoundarySettings.staleMs + 1
      const tooOld = await visitedPages(client, path, 'new')
      assert.deepEqual(tooOld, first)
      assert.equal(
        pageBoundaryStats().counts,
        afterFirst + 2,
        'boundaries past the stale window are counted again before use'
      )
    } finally {
      Date.now = realNow
    }
  })
})
