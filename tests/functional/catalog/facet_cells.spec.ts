import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type Client = typeof db | TransactionClientContract

/** catalog_cells as rows, ordered. */
async function kept(client: Client) {
  const { rows } = await client.rawQuery(
    `SELECT category_id, company_id, n, discounted, domestic, min_price::text, max_price::text FROM catalog_cells ORDER BY 1, 2`
  )
  return rows
}

/** The same cells counted now from products (what migration 0018's triggers must keep). */
async function counted(client: Client) {
  const { rows } = await client.rawQuery(
    `SELECT category_id, company_id, count(*)::int AS n, count(*) FILTER (WHERE discount_percent > 0)::int AS discounted,
       count(*) FILTER (WHERE domestic_shipping)::int AS domestic, min(effective_price_minor)::text AS min_price,
       max(effective_price_minor)::text AS max_price
     FROM products WHERE status = 'published' AND category_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`
  )
  return rows
}

test.group('Kept filter counts (catalog_cells)', () => {
  test('stay equal to a fresh count as products are published, moved, repriced, discounted, unpublished and deleted', async ({
    assert,
  }) => {
    assert.deepEqual(await kept(db), await counted(db), 'after seeding')
    const trx = await db.transaction()
    try {
      const [first, second] = await trx
        .from('products')
        .where('status', 'published')
        .orderBy('id')
        .limit(2)
      const other = await trx
        .from('categories')
        .whereNot('id', first.category_id)
        .whereNotNull('parent_id')
        .orderBy('id')
        .firstOrFail()
      const company = await trx
        .from('companies')
        .whereNot('id', first.company_id)
        .orderBy('id')
        .firstOrFail()
      const steps: [string, () => Promise<unknown>][] = [
        [
          'moved to another category',
          () => trx.from('products').where('id', first.id).update({ category_id: other.id }),
        ],
        [
          'moved to another seller',
          () => trx.from('products').where('id', first.id).update({ company_id: company.id }),
        ],
        [
          'repriced (the cheapest of its cell)',
          () => trx.from('products').where('id', second.id).update({ effective_price_minor: 1 }),
        ],
        [
          'discounted, without domestic shipping',
          () =>
            trx
              .from('products')
              .where('id', second.id)
              .update({ discount_percent: 30, domestic_shipping: false }),
        ],
        [
          'only stock and sales changed',
          () => trx.from('products').where('id', second.id).update({ stock: 999, sales_count: 5 }),
        ],
        [
          'unpublished',
          () => trx.from('products').where('id', first.id).update({ status: 'archived' }),
        ],
        [
          'published again',
          () => trx.from('products').where('id', first.id).update({ status: 'published' }),
        ],
        [
          'all of a category repriced at once',
          () =>
            trx
              .from('products')
              .where('category_id', other.id)
              .update({ effective_price_minor: db.raw('effective_price_minor + 100') }),
        ],
        [
          'deleted',
          async () => {
            await trx.from('product_images').where('product_id', second.id).delete()
            await trx.from('product_attributes').where('product_id', second.id).delete()
            await trx.from('product_translations').where('product_id', second.id).delete()
            await trx.from('products').where('id', second.id).delete()
          },
        ],
      ]
      for (const [label, step] of steps) {
        await step()
        assert.deepEqual(await kept(trx), await counted(trx), label)
      }
    } finally {
      await trx.rollback()
    }
    assert.deepEqual(await kept(db), await counted(db), 'after the rollback')
  })

  test('concurrent writers to the same cell do not overwrite each other with an older count', async ({
    assert,
  }) => {
    const cell = await db
      .from('products')
      .where('status', 'published')
      .groupBy('category_id', 'company_id')
      .havingRaw('count(*) >= 2')
      .select('category_id', 'company_id')
      .firstOrFail()
    const [a, b] = await db
      .from('products')
      .where(cell)
      .where('status', 'published')
      .orderBy('id')
      .limit(2)
    const before = (await kept(db)).find(
      (row: any) => row.category_id === cell.category_id && row.company_id === cell.company_id
    )
    const one = await db.transaction()
    const two = await db.transaction()
    try {
      await one.from('products').where('id', a.id).update({ status: 'archived' })
      /** Waits on the first writer's lock; must count after it commits, seeing its change. */
      const second = two.from('products').where('id', b.id).update({ status: 'archived' }).exec()
      await new Promise((done) => setTimeout(done, 100))
      await one.commit()
      await second
      await two.commit()
      const after = (await kept(db)).find(
        (row: any) => row.category_id === cell.category_id && row.company_id === cell.company_id
      )
      assert.equal(after?.n ?? 0, before.n - 2)
      assert.deepEqual(await kept(db), await counted(db))
    } finally {
      if (!one.isCompleted) await one.rollback()
      if (!two.isCompleted) await two.rollback()
      await db.from('products').whereIn('id', [a.id, b.id]).update({ status: 'published' })
    }
    assert.deepEqual(await kept(db), await counted(db), 'restored')
  })
})
