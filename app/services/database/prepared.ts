import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type pg from 'pg'
import { readRouter, RoutedPools, type RoutedPoolClient } from './replica_pools.js'
import { isReadOnlySql, onPrimary } from './read_routing.js'

/**
 * The parts of Lucid and Knex that prepared statements use beyond their public API, in one
 * place. tests/functional/performance/prepared_adapter.spec.ts asserts the shape relied on, so
 * an upgrade that changes it fails that test instead of the catalog at run time:
 * - Lucid's `db.connectionGlobalTransactions` (a Map; non-empty inside testUtils' global
 *   transaction, whose rows only the transaction's own connection sees);
 * - Knex's client of the default connection's read side: `acquireConnection()` and
 *   `releaseConnection(connection)` (its pool, handing out pg clients), `connectionSettings`
 *   (the pg connection options) and `config.pool.max`.
 */
export const lucidInternals = {
  /** Whether a test's global transaction is open (queries must then go through Lucid). */
  inGlobalTransaction(): boolean {
    return db.connectionGlobalTransactions.size > 0
  },
  /** Knex's client of the default connection's read side, as KnexClient. */
  knexClient(): KnexClient {
    return db.connection().getReadClient().client as unknown as KnexClient
  },
}

/** What lucidInternals.knexClient() is relied on to be. */
export interface KnexClient {
  acquireConnection(): Promise<PooledClient>
  releaseConnection(connection: unknown): Promise<void>
  connectionSettings: pg.PoolConfig
  config: { pool?: { max?: number } }
}

/** A pooled pg connection, as far as named statements need it. */
interface PooledClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: any[] }>
}

interface NativeQuery {
  sql: string
  bindings: readonly unknown[]
}

/**
 * Runs a read query as a named prepared statement on a pooled connection of the read client, so
 * PostgreSQL plans its text once per connection instead of on every request (the catalog listing
 * spent 2–4 ms of each request planning). The statement name is a hash of the SQL text; values
 * are bound natively. Rows come back exactly as through Lucid (same pg type parsers).
 * Inside a global test transaction (Lucid test utils) the query runs through Lucid instead, so it
 * sees that transaction's rows; so does a statement whose cached plan a migration invalidated.
 */
export async function preparedRows<T>(
  query: PromiseLike<unknown> & { toSQL(): { toNative(): NativeQuery } }
): Promise<T[]> {
  if (lucidInternals.inGlobalTransaction()) return (await query) as T[]
  const native = query.toSQL().toNative()
  return onPrimaryUnlessReadOnly(native.sql, () =>
    runPrepared<T>(native.sql, native.bindings, async () => (await query) as T[])
  )
}

/**
 * Runs `fn` with its reads on the primary when `text` may not run on a replica (isReadOnlySql:
 * a write, a lock, a table replicas lack); as is otherwise, and always without replicas.
 */
function onPrimaryUnlessReadOnly<T>(text: string, fn: () => Promise<T>): Promise<T> {
  return readRouter && !isReadOnlySql(text) ? onPrimary(fn) : fn()
}

/**
 * preparedRows for raw SQL with `?` placeholders (as `db.rawQuery` takes them; the text must
 * hold no other `?`): rows of a named prepared statement, or of `db.rawQuery` inside a global
 * test transaction or after a schema change. `plan: 'generic'` runs it on the generic-plan pool
 * (genericPlanPool): only for statements whose best plan is the same whatever their values.
 */
export async function preparedRawRows<T>(
  statement: string,
  bindings: readonly unknown[],
  plan: 'custom' | 'generic' = 'custom'
): Promise<T[]> {
  const viaLucid = async () => {
    const result = await db.rawQuery(statement, bindings as any[])
    return result.rows as T[]
  }
  if (lucidInternals.inGlobalTransaction()) return viaLucid()
  let n = 0
  return onPrimaryUnlessReadOnly(statement, () =>
    runPrepared<T>(
      statement.replace(/\?/g, () => `$${++n}`),
      bindings,
      viaLucid,
      plan === 'generic' ? genericPlanPool() : lucidPool()
    )
  )
}

/** A pooled connection that runs named statements, and its release (`failure`: the error its statement raised, if any). */
interface Pooled {
  acquire(): Promise<PooledClient>
  release(connection: unknown, failure?: unknown): Promise<void> | void
}

/** The read client's pool of Lucid's default connection (Knex's). */
function lucidPool(): Pooled {
  const client = lucidInternals.knexClient()
  return {
    acquire: () => client.acquireConnection(),
    release: (connection) => client.releaseConnection(connection),
  }
}

let generic: Pooled | undefined

/**
 * A second, smaller pool to the same server whose sessions plan every named statement once
 * (`plan_cache_mode = force_generic_plan`). With the default mode PostgreSQL keeps planning a
 * statement on each execution whenever its generic plan's estimate looks worse than the custom
 * plans' (the catalog listing's LIMIT/OFFSET parameters always make it look so), and that
 * planning was half of the listing's database time. Only for statements whose best plan does
 * not depend on their values (preparedRawRows with plan 'generic'). Its statements are short
 * reads that keep a database core busy while they run, so it holds at most one connection per
 * core of this machine (where the embedded database runs; at least 2, at most half the main
 * pool): more at once only makes them take turns on the cores, each slower, and a search's p95
 * at 1M products rose with them (bench, 2 cores: 5 connections per worker against 2). Closed
 * when the app terminates; idle connections do not keep the process alive.
 * With read replicas it follows the read routing (replica_pools.ts RoutedPools: one such pool
 * per server, replicas first, the primary inside onPrimary() or while no replica answers).
 */
function genericPlanPool(): Pooled {
  if (!generic) {
    const knex = lucidInternals.knexClient()
    const pools = new RoutedPools(
      {
        max: Math.max(
          2,
          Math.min(Math.ceil((knex.config.pool?.max ?? 10) / 2), availableParallelism())
        ),
        idleTimeoutMillis: 30_000,
        allowExitOnIdle: true,
        options: '-c plan_cache_mode=force_generic_plan',
      },
      readRouter
    )
    /**
     * A connection whose statement failed is closed, not reused: after a schema change its
     * cached statement would fail again on every use, and a broken connection must go.
     */
    generic = {
      acquire: async () => {
        const routed = await pools.acquire()
        return Object.assign(routed.client, { [ROUTED]: routed })
      },
      release: (connection, failure) =>
        pools.release((connection as { [ROUTED]: RoutedPoolClient })[ROUTED], failure),
    }
  }
  return generic
}

/** The routed connection behind a generic-plan pool client. */
const ROUTED = Symbol('karvan.routed')

/** Statement names per SQL text (a hash of it), remembered for the few hundred shapes the app has. */
const names = new Map<string, string>()
function statementName(text: string) {
  let name = names.get(text)
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    if (names.size >= 1000) names.delete(names.keys().next().value!)
    names.set(text, name)
  }
  return name
}

/** Runs native SQL ($n placeholders) as a statement named after its text on a connection of `pooled`; `fallback` on error 0A000. */
async function runPrepared<T>(
  text: string,
  bindings: readonly unknown[],
  fallback: () => Promise<T[]>,
  pooled = lucidPool()
): Promise<T[]> {
  const name = statementName(text)
  const connection = await pooled.acquire()
  let failure: unknown
  try {
    const result = await connection.query({ name, text, values: [...bindings] })
    return result.rows as T[]
  } catch (error) {
    failure = error
    // "cached plan must not change result type": the schema changed under a long-lived statement.
    if ((error as { code?: string }).code !== '0A000') throw error
    logger.info(
      { statement: name },
      'prepared statement outdated by a schema change; run through Lucid'
    )
    return fallback()
  } finally {
    await pooled.release(connection, failure)
  }
}

/**
 * A piece of SQL and the values bound to its `?` placeholders, in order: fragments are put
 * together with `sql` so each piece carries its own bindings, instead of a list of values kept in
 * step with the text by hand. The text holds no `?` but its placeholders.
 */
export interface SqlFragment {
  readonly text: string
  readonly bindings: readonly unknown[]
}

/** Counts the `?` of `text` (every one is a placeholder: SqlFragment). */
function placeholders(text: string) {
  let n = 0
  for (let at = text.indexOf('?'); at !== -1; at = text.indexOf('?', at + 1)) n += 1
  return n
}

/**
 * A fragment of SQL `text` with the values of its `?` placeholders, in order (a trusted constant
 * or a builder's output; never user input as text). Throws when their numbers differ.
 */
export function fragment(text: string, bindings: readonly unknown[] = []): SqlFragment {
  if (placeholders(text) !== bindings.length)
    throw new Error(
      `SQL fragment has ${placeholders(text)} placeholders for ${bindings.length} bindings`
    )
  return { text, bindings }
}

/** One bound value: `?` with it. */
export function bind(value: unknown): SqlFragment {
  return { text: '?', bindings: [value] }
}

/**
 * SQL put together from fragments: an interpolated fragment goes in with its bindings, a number
 * (a constant: a limit) as its literal. The template's own text is trusted SQL without `?`.
 */
export function sql(
  strings: TemplateStringsArray,
  ...parts: (SqlFragment | number)[]
): SqlFragment {
  let text = strings[0]
  const bindings: unknown[] = []
  parts.forEach((part, i) => {
    if (typeof part === 'number') text += String(part)
    else {
      text += part.text
      bindings.push(...part.bindings)
    }
    text += strings[i + 1]
  })
  return fragment(text, bindings)
}

/** preparedRawRows for a fragment. */
export function preparedFragmentRows<T>(
  query: SqlFragment,
  plan: 'custom' | 'generic' = 'custom'
): Promise<T[]> {
  return preparedRawRows<T>(query.text, query.bindings, plan)
}
