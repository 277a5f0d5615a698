import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  bind,
  fragment,
  lucidInternals,
  preparedFragmentRows,
  sql,
} from '#services/database/prepared'

/**
 * The Lucid and Knex internals prepared.ts relies on (lucidInternals): when an upgrade changes
 * them, this fails rather than the catalog at run time.
 */
test.group('Prepared statements: the Lucid/Knex internals they rely on', () => {
  test('Lucid tells a global test transaction by connectionGlobalTransactions, a Map', async ({
    assert,
  }) => {
    assert.instanceOf(db.connectionGlobalTransactions, Map)
    assert.isFalse(lucidInternals.inGlobalTransaction())
    await db.beginGlobalTransaction()
    try {
      assert.isTrue(lucidInternals.inGlobalTransaction())
    } finally {
      await db.rollbackGlobalTransaction()
    }
    assert.isFalse(lucidInternals.inGlobalTransaction())
  })

  test("Knex's read client hands out pg connections that run named statements, and takes them back", async ({
    assert,
  }) => {
    const client = lucidInternals.knexClient()
    assert.isFunction(client.acquireConnection)
    assert.isFunction(client.releaseConnection)
    assert.isObject(client.connectionSettings)
    assert.isString((client.connectionSettings as { connectionString?: string }).connectionString)
    assert.isNumber(client.config.pool?.max)
    const connection = await client.acquireConnection()
    try {
      const { rows } = await connection.query({
        name: 'k_adapter_probe',
        text: 'SELECT $1::int + 1 AS n',
        values: [41],
      })
      assert.deepEqual(rows, [{ n: 42 }])
    } finally {
      await client.releaseConnection(connection)
    }
  })

  test('SQL fragments carry their own bindings, in the order of their placeholders', async ({
    assert,
  }) => {
    const inner = sql`${bind(2)}::int * ${bind(3)}::int`
    const query = sql`SELECT ${inner} + ${bind(10)}::int AS n, ${fragment('?::text', ['x'])} AS t LIMIT ${1}`
    assert.equal(query.text, 'SELECT ?::int * ?::int + ?::int AS n, ?::text AS t LIMIT 1')
    assert.deepEqual(query.bindings, [2, 3, 10, 'x'])
    assert.deepEqual(await preparedFragmentRows(query), [{ n: 16, t: 'x' }])
    assert.throws(() => fragment('SELECT ?', []), /1 placeholders for 0 bindings/)
  })
})
