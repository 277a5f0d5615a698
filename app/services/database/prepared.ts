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
  const knex = db.connection().getReadClient()
  const name = `k_${createHash('sha1').update(native.sql).digest('hex').slice(0, 24)}`
  const client = knex.client as unknown as {
    acquireConnection(): Promise<{ query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> }>
    releaseConnection(connection: unknown): Promise<void>
  }
  const connection = await client.acquireConnection()
  try {
    return (await connection.query({ name, text: native.sql, values: [...native.bindings] })).rows
  } catch (error) {
    // "cached plan must not change result type": the schema changed under a long-lived statement.
    if ((error as { code?: string }).code !== '0A000') throw error
    return (await query) as T[]
  } finally {
    await client.releaseConnection(connection)
  }
}
