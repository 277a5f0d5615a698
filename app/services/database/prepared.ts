import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

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
export async function preparedRows<T>(query: PromiseLike<unknown> & { toSQL(): { toNative(): NativeQuery } }): Promise<T[]> {
  if (db.connectionGlobalTransactions.size > 0) return (await query) as T[]
  const native = query.toSQL().toNative()
  return runPrepared<T>(native.sql, native.bindings, async () => (await query) as T[])
}

/**
 * preparedRows for raw SQL with `?` placeholders (as `db.rawQuery` takes them; the text must
 * hold no other `?`): rows of a named prepared statement, or of `db.rawQuery` inside a global
 * test transaction or after a schema change.
 */
export async function preparedRawRows<T>(sql: string, bindings: readonly unknown[]): Promise<T[]> {
  const viaLucid = async () => (await db.rawQuery(sql, bindings as any[])).rows as T[]
  if (db.connectionGlobalTransactions.size > 0) return viaLucid()
  let n = 0
  return runPrepared<T>(
    sql.replace(/\?/g, () => `$${++n}`),
    bindings,
    viaLucid
  )
}

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

/** Runs native SQL ($n placeholders) as a statement named after its text; `fallback` on error 0A000. */
async function runPrepared<T>(text: string, bindings: readonly unknown[], fallback: () => Promise<T[]>): Promise<T[]> {
  const knex = db.connection().getReadClient()
  const name = statementName(text)
  const client = knex.client as unknown as {
    acquireConnection(): Promise<{ query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> }>
    releaseConnection(connection: unknown): Promise<void>
  }
  const connection = await client.acquireConnection()
  try {
    return (await connection.query({ name, text, values: [...bindings] })).rows
  } catch (error) {
    // "cached plan must not change result type": the schema changed under a long-lived statement.
    if ((error as { code?: string }).code !== '0A000') throw error
    return fallback()
  } finally {
    await client.releaseConnection(connection)
  }
}
