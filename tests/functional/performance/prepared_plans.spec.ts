import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { preparedRawRows } from '#services/database/prepared'
import { listProducts } from '#services/catalog/product_listing'

const MODE = `SELECT current_setting('plan_cache_mode') AS mode, pg_backend_pid() AS pid`

test.group('Prepared statements and their plans', () => {
  test('generic-plan statements run on sessions that plan them once; every other statement keeps PostgreSQL’s choice', async ({
    assert,
  }) => {
    const [generic] = await preparedRawRows<{ mode: string; pid: number }>(MODE, [], 'generic')
    const [custom] = await preparedRawRows<{ mode: string; pid: number }>(MODE, [], 'custom')
    const [lucid] = (await db.rawQuery(MODE)).rows
    assert.equal(generic.mode, 'force_generic_plan')
    assert.equal(custom.mode, 'auto')
    assert.equal(lucid.mode, 'auto', 'Lucid’s own sessions are untouched')
    assert.notEqual(generic.pid, custom.pid, 'a separate session')
  })

  test('a failing generic-plan statement raises its error, and the pool keeps answering', async ({
    assert,
  }) => {
    await assert.rejects(
      () => preparedRawRows(`SELECT 1 / (?::int) AS x`, [0], 'generic'),
      /division by zero/
    )
    for (let i = 0; i < 8; i++) {
      const [row] = await preparedRawRows<{ x: number }>(`SELECT 1 / (?::int) AS x`, [1], 'generic')
      assert.equal(row.x, 1)
    }
  })

  test('a generic-plan listing answers every category, seller and page as the catalog holds them', async ({
    assert,
  }) => {
    const expected = async (categoryId: number, offset: number) =>
      (
        await db.rawQuery(
          `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id AND c.status = 'active'
           WHERE p.status = 'published' AND p.category_id = ? ORDER BY p.effective_price_minor, p.id LIMIT 24 OFFSET ?`,
          [categoryId, offset]
        )
      ).rows.map((row: { id: number }) => row.id)
    const categories = (
      await db.rawQuery(
        `SELECT category_id, count(*)::int AS n FROM products WHERE status = 'published' GROUP BY 1 ORDER BY 2 DESC`
      )
    ).rows as { category_id: number; n: number }[]
    assert.isAtLeast(categories.length, 2)
    // The same statement (one plan) for a large and a small category, on the first and a later page.
    for (const { category_id: categoryId, n } of [categories[0], categories.at(-1)!]) {
      for (const page of [1, 2]) {
        const { rows } = await listProducts('en', { categoryIds: [categoryId] }, 'price_asc', page)
        assert.deepEqual(
          rows.map((row) => row.id),
          await expected(categoryId, (page - 1) * 24),
          `category ${categoryId} (${n} products), page ${page}`
        )
      }
    }
  })

  test('a search page sorted by relevance reads its cards by id (generic plan) in the candidates’ order, leaving out what is not listed', async ({
    assert,
  }) => {
    const listed = (
      await db.rawQuery(
        `SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id AND c.status = 'active'
         WHERE p.status = 'published' ORDER BY p.id DESC LIMIT 30`
      )
    ).rows.map((row: { id: number }) => row.id as number)
    const unlisted = (
      await db.rawQuery(`SELECT id FROM products WHERE status <> 'published' ORDER BY id LIMIT 1`)
    ).rows.map((row: { id: number }) => row.id as number)
    assert.isAtLeast(listed.length, 26)
    const candidates = [...listed.slice(0, 10), ...unlisted, ...listed.slice(10).reverse()]
    const first = await listProducts('en', { candidateIds: candidates }, 'relevance', 1)
    const second = await listProducts('en', { candidateIds: candidates }, 'relevance', 2)
    const expected = candidates.filter((id) => listed.includes(id))
    assert.deepEqual(
      [...first.rows, ...second.rows].map((row) => row.id),
      expected
    )
    assert.isTrue(first.hasMore)
    assert.isFalse(second.hasMore)
    assert.isString(first.rows[0].name)
  })
})
