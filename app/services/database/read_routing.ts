import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Where reads go when read replicas are configured (DATABASE_READ_URLS; docs/topology.md).
 *
 * - Writes, and every statement inside a transaction, use the primary (Lucid's write client).
 * - Reads outside a transaction go to a replica, round robin over those that answer.
 * - Inside `onPrimary(fn)` (a request that writes, or a visitor who wrote a few seconds ago:
 *   app/middleware/read_your_writes_middleware.ts) every read goes to the primary.
 * - A replica whose connection fails is skipped for `retryMs`, then tried again by the next new
 *   connection; while none answers, reads use the primary.
 *
 * This module holds the routing decisions only (no database imports), so they are unit-tested
 * without servers; app/services/database/replica_pools.ts applies them to Lucid's and the
 * generic-plan pools.
 */

/** One database server reads can be sent to. */
export interface ReadTarget {
  /** `primary` or `replica-<n>` (1-based, in DATABASE_READ_URLS order); logs and metrics. */
  name: string
  /** postgres:// URL. */
  url: string
  replica: boolean
}

const scope = new AsyncLocalStorage<{ primary: true }>()

/** Runs `fn` with every read of its async context on the primary (read-your-writes). */
export function onPrimary<T>(fn: () => T): T {
  return scope.run({ primary: true }, fn)
}

/** Whether reads of the current async context must use the primary. */
export function readsOnPrimary(): boolean {
  return scope.getStore() !== undefined
}

/**
 * The primary and replicas, and which replicas are skipped for now. Methods are synchronous and
 * cheap: they run on every new connection and every pool check-out.
 */
export class ReadRouter {
  readonly primary: ReadTarget
  readonly replicas: readonly ReadTarget[]
  /** Replica name → epoch ms before which it is not tried. */
  #downUntil = new Map<string, number>()
  #next = 0
  #now: () => number

  /**
   * @param primaryUrl postgres:// URL of the primary
   * @param replicaUrls postgres:// URLs of the replicas (may be empty: every read on the primary)
   * @param retryMs how long a failed replica is skipped (ms)
   * @param now clock (tests)
   */
  constructor(
    primaryUrl: string,
    replicaUrls: readonly string[],
    readonly retryMs = 5000,
    now: () => number = Date.now
  ) {
    this.primary = { name: 'primary', url: primaryUrl, replica: false }
    this.replicas = replicaUrls.map((url, i) => ({ name: `replica-${i + 1}`, url, replica: true }))
    this.#now = now
  }

  /** A replica that is not skipped right now (its retry time has come, or it never failed). */
  usable(target: ReadTarget): boolean {
    if (!target.replica) return true
    const until = this.#downUntil.get(target.name)
    return until === undefined || until <= this.#now()
  }

  /** Whether some replica may be used now. */
  anyReplicaUsable(): boolean {
    return this.replicas.some((replica) => this.usable(replica))
  }

  /**
   * Targets to try for a new read connection, in order: the usable replicas starting with the
   * next in round robin, then the primary. Only the primary inside onPrimary().
   */
  candidates(): ReadTarget[] {
    if (readsOnPrimary() || this.replicas.length === 0) return [this.primary]
    const usable = this.replicas.filter((replica) => this.usable(replica))
    if (usable.length === 0) return [this.primary]
    const start = this.#next++ % usable.length
    return [...usable.slice(start), ...usable.slice(0, start), this.primary]
  }

  /** A replica failed (refused, dropped, shutting down): skip it for retryMs. Returns whether it was up before. */
  markDown(target: ReadTarget): boolean {
    if (!target.replica) return false
    const wasUsable = this.usable(target)
    this.#downUntil.set(target.name, this.#now() + this.retryMs)
    return wasUsable
  }

  /** A connection to the replica was made: it answers again. Returns whether it had been skipped. */
  markUp(target: ReadTarget): boolean {
    if (!target.replica) return false
    return this.#downUntil.delete(target.name)
  }

  /**
   * Whether a pooled connection to `target` may still serve a read: one to a skipped replica
   * may not, and neither may one to the primary once a replica may be used again (that
   * connection is closed, and the pool opens one to the replica: reads go back to it).
   */
  keeps(target: ReadTarget): boolean {
    if (target.replica) return this.usable(target)
    return this.replicas.length === 0 || !this.anyReplicaUsable()
  }
}

/**
 * Tables a replica does not have: UNLOGGED ones (derived search data, migrations 0021 and 0025)
 * are not streamed, and a standby answers "cannot access temporary or unlogged relations during
 * recovery". A read of one runs on the primary. tests/unit/database/read_routing.spec.ts checks
 * this list against the database's unlogged tables.
 */
export const PRIMARY_ONLY_RELATIONS = ['search_heads', 'search_prefixes'] as const

const PRIMARY_ONLY = new RegExp(`\\b(${PRIMARY_ONLY_RELATIONS.join('|')})\\b`, 'i')

/**
 * Whether raw SQL may run on a replica: a plain SELECT (or WITH … SELECT) that neither locks rows
 * nor calls a function with side effects, nor reads a table the replicas lack
 * (PRIMARY_ONLY_RELATIONS). Anything else runs on the primary (a replica refuses writes:
 * "cannot execute … in a read-only transaction").
 */
export function isReadOnlySql(text: string): boolean {
  if (!/^\s*(\(\s*)*(select|with)\b/i.test(text)) return false
  if (PRIMARY_ONLY.test(text)) return false
  return !/\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|pg_notify|set_config|txid_current|pg_current_xact_id)\b/i.test(
    text
  )
}
