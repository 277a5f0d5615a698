import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { QueryClient } from '@adonisjs/lucid/database'
import pg from 'pg'
import { primaryUrl, readReplicaUrls, replicaRetryMs, databasePorts } from '#config/database'
import { databaseUnavailableReason } from '#lib/database_errors'
import { isReadOnlySql, readsOnPrimary, ReadRouter, type ReadTarget } from './read_routing.js'

/**
 * Applies read_routing.ts to Lucid's read client and to the generic-plan pool (docs/topology.md).
 * Without DATABASE_READ_URLS nothing is patched: Lucid's read client is its write client.
 *
 * What is relied on beyond Lucid's public API (asserted by tests/unit/read_routing.spec.ts):
 * `QueryClient.prototype.getReadClient` / `rawQuery` / `connection`, and Knex's client
 * `acquireRawConnection`, `validateConnection`, `driver`, `checkVersion`, `setSchemaSearchPath`.
 */

/** The router of this process, or undefined without replicas. */
export const readRouter: ReadRouter | undefined =
  readReplicaUrls.length > 0
    ? new ReadRouter(primaryUrl, readReplicaUrls, replicaRetryMs)
    : undefined

const TARGET = Symbol('karvan.readTarget')

type RawConnection = pg.Client & { [TARGET]?: ReadTarget; __knex__disposed?: unknown }

/** The parts of Knex's pg client that routed connections use. */
interface KnexPgClient {
  driver: typeof pg
  version?: string
  checkVersion(connection: pg.Client): Promise<string>
  setSchemaSearchPath(connection: pg.Client): Promise<unknown>
  acquireRawConnection(): Promise<RawConnection>
  validateConnection(connection: RawConnection): boolean | Promise<boolean>
  [TARGET]?: true
}

/** Whether `error` means the server is unreachable or not serving (so another target is tried). */
function unavailable(error: unknown) {
  return databaseUnavailableReason(error, databasePorts) !== null
}

function noteDown(router: ReadRouter, target: ReadTarget, error: unknown) {
  if (router.markDown(target))
    logger.warn(
      { replica: target.name, err: error },
      'read replica not answering: reads use the primary until it answers again'
    )
}

function noteUp(router: ReadRouter, target: ReadTarget) {
  if (router.markUp(target)) logger.info({ replica: target.name }, 'read replica answers again')
}

/**
 * Makes Knex's read client open each new connection to the router's next candidate, falling
 * through refused or failing replicas to the primary, and drop pooled connections the router no
 * longer keeps (a failed replica's; the primary's once a replica answers again).
 */
export function routeKnexClient(client: KnexPgClient, router: ReadRouter) {
  if (client[TARGET]) return
  client[TARGET] = true
  const validate = client.validateConnection.bind(client)
  client.acquireRawConnection = async function acquireRouted() {
    let lastError: unknown
    for (const target of router.candidates()) {
      const connection: RawConnection = new client.driver.Client({ connectionString: target.url })
      connection[TARGET] = target
      connection.on('error', (error) => {
        connection.__knex__disposed = error
        if (target.replica) noteDown(router, target, error)
      })
      connection.on('end', () => {
        connection.__knex__disposed ??= 'Connection ended unexpectedly'
      })
      try {
        await connection.connect()
        if (!client.version) client.version = await client.checkVersion(connection)
        await client.setSchemaSearchPath(connection)
        noteUp(router, target)
        return connection
      } catch (error) {
        lastError = error
        connection.end().catch(() => {})
        // Any failure to connect to a replica (refused, starting up, wrong password) skips it.
        if (!target.replica) throw error
        noteDown(router, target, error)
      }
    }
    throw lastError
  }
  client.validateConnection = (connection) => {
    const target = connection[TARGET]
    if (target && !router.keeps(target)) return false
    return validate(connection)
  }
}

let installed = false

/**
 * Routes Lucid's reads (call once at boot; a no-op without replicas):
 * - `getReadClient()` gives the write client inside onPrimary() (read-your-writes);
 * - raw SQL that is not a plain read (isReadOnlySql) runs on the primary — Lucid would send any
 *   raw statement outside a transaction to the read client;
 * - the read client's new connections follow the router (routeKnexClient).
 */
export function installReadRouting() {
  const router = readRouter
  if (!router || installed) return
  installed = true
  const proto = QueryClient.prototype as any
  const getReadClient = proto.getReadClient
  proto.getReadClient = function routedReadClient(this: any) {
    const read = getReadClient.call(this)
    if (read === this.connection.client) return read
    if (readsOnPrimary()) return this.connection.client
    routeKnexClient(read.client, router)
    return read
  }
  const rawQuery = proto.rawQuery
  proto.rawQuery = function routedRawQuery(this: any, text: string, bindings?: unknown) {
    const builder = rawQuery.call(this, text, bindings)
    if (this.mode === 'dual' && !isReadOnlySql(text)) {
      const primary = Object.create(this)
      primary.getReadClient = () => this.connection.client
      builder.client = primary
    }
    return builder
  }
}

/** A pooled connection of the generic-plan pool, with the target it reaches. */
export interface RoutedPoolClient {
  client: pg.PoolClient
  target: ReadTarget
  /**
   * Listens to the checked-out client's 'error' event (the server ended the connection, e.g. a
   * replica stopped): pg-pool listens only while a client is idle, and an unheard 'error' event
   * would end the process. The failing query rejects on its own; this marks a replica down.
   */
  onError: (error: Error) => void
}

/**
 * The generic-plan pool's servers: one pg.Pool per target (made on first use, same options),
 * checked out in the router's order. A replica that refuses is skipped for the retry time and
 * the next candidate (finally the primary) is used.
 */
export class RoutedPools {
  #pools = new Map<string, pg.Pool>()

  constructor(
    private options: pg.PoolConfig,
    private router: ReadRouter | undefined
  ) {
    app.terminating(() => this.end())
  }

  #pool(target: ReadTarget) {
    let pool = this.#pools.get(target.name)
    if (!pool) {
      pool = new pg.Pool({ ...this.options, connectionString: target.url })
      // An idle connection the server closed: the pool drops it and opens another when needed.
      pool.on('error', (error) => {
        if (target.replica && this.router) noteDown(this.router, target, error)
        logger.warn({ err: error, target: target.name }, 'generic-plan pool: idle connection lost')
      })
      this.#pools.set(target.name, pool)
    }
    return pool
  }

  /** A connection to the first candidate that answers. */
  async acquire(): Promise<RoutedPoolClient> {
    const router = this.router
    const targets = router
      ? router.candidates()
      : [{ name: 'primary', url: primaryUrl, replica: false }]
    let lastError: unknown
    for (const target of targets) {
      try {
        const client = await this.#pool(target).connect()
        if (router) noteUp(router, target)
        const onError = (error: Error) => {
          if (router && target.replica && unavailable(error)) noteDown(router, target, error)
        }
        client.on('error', onError)
        return { client, target, onError }
      } catch (error) {
        lastError = error
        if (!router || !target.replica) throw error
        noteDown(router, target, error)
      }
    }
    throw lastError
  }

  /**
   * Gives a connection back. A failed one is closed (after a schema change its cached statement
   * would fail again; a broken one must go), and so is one to a replica now skipped. The
   * primary's connections stay pooled: the router puts the replicas first again by itself.
   */
  release(connection: RoutedPoolClient, failure?: unknown) {
    const { target } = connection
    if (failure && target.replica && this.router && unavailable(failure))
      noteDown(this.router, target, failure)
    const skipped = target.replica && this.router !== undefined && !this.router.usable(target)
    connection.client.off('error', connection.onError)
    connection.client.release(failure ? (failure as Error) : skipped || undefined)
  }

  /** Closes every pool (app termination). */
  async end() {
    await Promise.all([...this.#pools.values()].map((pool) => pool.end()))
    this.#pools.clear()
  }
}
