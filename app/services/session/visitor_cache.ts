import { LRUCache } from 'lru-cache'
import { declareCache, type KeyedTopic } from '#services/cache/registry'

/**
 * Per-process caches that make a signed-in visitor's page view cost about what an anonymous
 * one does (issue 27): the session's data, the signed-in user's row and the shell's counts
 * (cart, wish list), each kept for seconds and forgotten, here and in every other process
 * (invalidateKey), when it changes. Values are kept as copies (JSON text, plain rows): a
 * request never shares a mutable object with another.
 */
export interface VisitorCache<T> {
  /** The value of `key` if younger than the cache's TTL. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  /** Forgets one key (this process only; invalidateKey reaches every process). */
  forget(key: string): void
  clear(): void
}

/** A bounded cache of `max` keys whose entries live `ttlMs`, declared as `name`, keyed by `topic`. */
function visitorCache<T extends {}>(
  name: string,
  topic: KeyedTopic,
  max: number,
  ttlMs: number
): VisitorCache<T> {
  const values = new LRUCache<string, T>({ max, ttl: ttlMs })
  let hits = 0
  let misses = 0
  const cache: VisitorCache<T> = {
    get(key) {
      const value = values.get(key)
      if (value === undefined) misses += 1
      else hits += 1
      return value
    },
    set: (key, value) => void values.set(key, value),
    forget: (key) => void values.delete(key),
    clear: () => values.clear(),
  }
  return declareCache(cache, {
    name,
    max,
    ttlMs,
    clearedBy: [],
    keyedBy: topic,
    forget: cache.forget,
    clear: cache.clear,
    stats: () => ({ entries: values.size, hits, misses }),
  })
}

/**
 * A session's data (JSON text) with the version the visitor's cookie named when it was stored
 * (throttled_touch_store.ts). 30 s bounds how long a change made outside the visitor's own
 * requests could go unseen if its invalidation message were lost.
 */
export const sessionData = visitorCache<{ version: string; json: string }>(
  'sessions.data',
  'session',
  50_000,
  30_000
)

/** Signed-in users' rows (column names, as read) by user id, for the session guard (cached_user_provider.ts). */
export const userRows = visitorCache<Record<string, unknown>>(
  'sessions.users',
  'user',
  20_000,
  10_000
)

/** A buyer's header counts (cart lines, wished ids) by user id (cart_store.ts listSummary); `null` entries are kept as `{ summary: null }`. */
export const listSummaries = visitorCache<{ version: string; summary: unknown }>(
  'sessions.lists',
  'lists',
  20_000,
  10_000
)
