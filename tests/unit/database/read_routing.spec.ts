import { test } from '@japa/runner'
import knex from 'knex'
import db from '@adonisjs/lucid/services/db'
import { QueryClient } from '@adonisjs/lucid/database'
import { primaryUrl } from '#config/database'
import {
  isReadOnlySql,
  onPrimary,
  PRIMARY_ONLY_RELATIONS,
  readsOnPrimary,
  ReadRouter,
} from '#services/database/read_routing'
import { routeKnexClient, RoutedPools } from '#services/database/replica_pools'

/** A URL of the test database that PostgreSQL reports under `name` (a stand-in replica). */
function named(name: string) {
  const url = new URL(primaryUrl)
  url.searchParams.set('application_name', name)
  return url.toString()
}

/** Nothing listens there: connections are refused at once. */
const REFUSED = 'postgres://postgres@127.0.0.1:1/karvan'

test.group('Read routing: ReadRouter', () => {
  test('round robin over replicas, then the primary as the last candidate', ({ assert }) => {
    const router = new ReadRouter('p', ['a', 'b'], 1000)
    assert.deepEqual(
      router.candidates().map((t) => t.name),
      ['replica-1', 'replica-2', 'primary']
    )
    assert.deepEqual(
      router.candidates().map((t) => t.name),
      ['replica-2', 'replica-1', 'primary']
    )
  })

  test('a failed replica is skipped until its retry time, then tried again', ({ assert }) => {
    let now = 0
    const router = new ReadRouter('p', ['a', 'b'], 1000, () => now)
    const [first] = router.replicas
    assert.isTrue(router.markDown(first))
    assert.isFalse(router.markDown(first), 'already down')
    for (let i = 0; i < 3; i++)
      assert.deepEqual(
        router.candidates().map((t) => t.name),
        ['replica-2', 'primary']
      )
    assert.isFalse(router.keeps(first))
    now = 1000
    assert.isTrue(router.usable(first))
    assert.isTrue(router.markUp(first))
    assert.isFalse(router.markUp(first))
  })

  test('every replica down: reads on the primary, whose connections are dropped once one answers', ({
    assert,
  }) => {
    let now = 0
    const router = new ReadRouter('p', ['a'], 500, () => now)
    router.markDown(router.replicas[0])
    assert.deepEqual(router.candidates(), [router.primary])
    assert.isTrue(router.keeps(router.primary))
    now = 500
    assert.isFalse(router.keeps(router.primary))
    assert.isTrue(router.keeps(router.replicas[0]))
  })

  test('inside onPrimary every read uses the primary (read-your-writes)', async ({ assert }) => {
    const router = new ReadRouter('p', ['a'])
    assert.isFalse(readsOnPrimary())
    await onPrimary(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      assert.isTrue(readsOnPrimary())
      assert.deepEqual(router.candidates(), [router.primary])
    })
    assert.isFalse(readsOnPrimary())
  })

  test('without replicas the primary only', ({ assert }) => {
    const router = new ReadRouter('p', [])
    assert.deepEqual(router.candidates(), [router.primary])
    assert.isTrue(router.keeps(router.primary))
  })
})

test.group('Read routing: which raw SQL may run on a replica', () => {
  test('plain reads only', ({ assert }) => {
    for (const text of [
      'select 1',
      '  SELECT id FROM products WHERE id = ?',
      'with t as (select 1) select * from t',
      '(select 1) union (select 2)',
    ])
      assert.isTrue(isReadOnlySql(text), text)
    for (const text of [
      'update products set stock = 0',
      'insert into carts values (1)',
      'delete from carts',
      'with x as (update jobs set locked_at = now() returning id) select * from x',
      'select * from jobs for update skip locked',
      'select * from products for no key update',
      'select * from products for share',
      "select nextval('orders_id_seq')",
      'select pg_advisory_xact_lock(1)',
      "select pg_notify('karvan_cache', 'x')",
      "select set_config('x', 'y', false)",
      'vacuum products',
      'create table x (id int)',
      'SELECT h.product_id FROM search_heads h WHERE h.word = $1',
      'WITH q AS (SELECT 1) SELECT u.product_id FROM search_prefixes s, q',
    ])
      assert.isFalse(isReadOnlySql(text), text)
  })

  test('tables replicas lack (unlogged) are the primary-only list', async ({ assert }) => {
    const { rows } = await db.rawQuery(
      `SELECT relname FROM pg_class WHERE relkind IN ('r', 'p') AND relpersistence = 'u'
        AND relnamespace = 'public'::regnamespace ORDER BY relname`
    )
    assert.deepEqual(
      rows.map((row: { relname: string }) => row.relname),
      [...PRIMARY_ONLY_RELATIONS].sort()
    )
    assert.isTrue(isReadOnlySql('SELECT word FROM search_words WHERE word = $1'))
  })
})

test.group('Read routing: real connections', () => {
  test('Knex read client: a refused replica is skipped, the next one answers; none → the primary', async ({
    assert,
  }) => {
    const router = new ReadRouter(named('rt_primary'), [REFUSED, named('rt_replica')], 60_000)
    const client = knex({
      client: 'pg',
      connection: { connectionString: REFUSED },
      pool: { min: 0, max: 2 },
    })
    routeKnexClient(client.client as any, router)
    try {
      const whereAmI = async () =>
        (await client.raw(`select current_setting('application_name') as name`)).rows[0].name
      assert.equal(await whereAmI(), 'rt_replica')
      assert.isFalse(router.usable(router.replicas[0]))
      router.markDown(router.replicas[1])
      // The pooled replica connection is no longer kept: a new one goes to the primary.
      assert.equal(await whereAmI(), 'rt_primary')
    } finally {
      await client.destroy()
    }
  })

  test('generic-plan pools: replica first, primary when it refuses or inside onPrimary', async ({
    assert,
  }) => {
    const whereAmI = async (pools: RoutedPools) => {
      const connection = await pools.acquire()
      try {
        return (await connection.client.query(`select current_setting('application_name') as name`))
          .rows[0].name
      } finally {
        pools.release(connection)
      }
    }
    const up = new ReadRouter(named('gp_primary'), [named('gp_replica')], 60_000)
    const pools = new RoutedPools({ max: 1 }, up)
    const down = new ReadRouter(named('gp_primary'), [REFUSED], 60_000)
    const fallback = new RoutedPools({ max: 1 }, down)
    try {
      assert.equal(await whereAmI(pools), 'gp_replica')
      assert.equal(await onPrimary(() => whereAmI(pools)), 'gp_primary')
      assert.equal(await whereAmI(fallback), 'gp_primary')
      assert.isFalse(down.usable(down.replicas[0]))
    } finally {
      await pools.end()
      await fallback.end()
    }
  })

  test('generic-plan pools: a replica ending a checked-out connection marks it down, the process lives on', async ({
    assert,
  }) => {
    const router = new ReadRouter(named('gp_primary2'), [named('gp_dying')], 60_000)
    const pools = new RoutedPools({ max: 1 }, router)
    try {
      const connection = await pools.acquire()
      const pid = (await connection.client.query('select pg_backend_pid() as pid')).rows[0].pid
      const ended = new Promise<void>((done) => connection.client.once('error', () => done()))
      await db.rawQuery('select pg_terminate_backend(?)', [pid])
      await ended
      assert.isFalse(router.usable(router.replicas[0]), 'the replica is skipped')
      pools.release(connection, new Error('terminated'))
      const next = await pools.acquire()
      try {
        const name = (await next.client.query(`select current_setting('application_name') as n`))
          .rows[0].n
        assert.equal(name, 'gp_primary2')
      } finally {
        pools.release(next)
      }
    } finally {
      await pools.end()
    }
  })

  test('Lucid internals the routing patches still exist', ({ assert }) => {
    const proto = QueryClient.prototype as any
    assert.isFunction(proto.getReadClient)
    assert.isFunction(proto.rawQuery)
  })
})
