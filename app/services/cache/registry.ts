/**
 * Every per-process cache of the app, declared in one place with its name, bounds and lifetime,
 * what empties it (a topic of the cache invalidation bus: app/services/cache/invalidation.ts),
 * and its counts. `cacheStats()` lists them (tests, diagnostics; `logCacheStats` writes them to
 * the log). A module that owns a cache declares it when it loads.
 */
import logger from '@adonisjs/core/services/logger'
import { keptValue } from '#lib/kept_value'
import { ttlCache, type TtlCacheOptions } from '#lib/ttl_cache'

/**
 * Why caches are emptied before their time, across every app process:
 * - `pages`: something shown on catalog pages changed (a published product saved or unpublished,
 *   a comment approved, a seller's profile or logo, product images);
 * - `catalog`: a product entered or left the public catalog (review decisions): the pages and
 *   everything counted over the listed products;
 * - `rates`: exchange rates were synced.
 */
export type CacheTopic = 'pages' | 'catalog' | 'rates'

/**
 * Per-visitor entries emptied one key at a time (app/services/session/visitor_cache.ts):
 * `session` (a session id: destroyed), `user` (a user id: the account changed), `lists` (a user
 * id: cart or wish list changed).
 */
export type KeyedTopic = 'session' | 'user' | 'lists'

/** One declared cache. Sizes: `max` keys (or entries), `maxBytes` when it has a byte budget; lifetimes in ms. */
export interface CacheDeclaration {
  name: string
  max: number
  maxBytes?: number
  ttlMs: number
  staleMs?: number
  /** Topics that empty it (none: it only expires). */
  clearedBy: readonly CacheTopic[]
  clear(): void
  /** Keyed caches: the topic whose keys they hold and how to forget one (forgetKey). */
  keyedBy?: KeyedTopic
  forget?(key: string): void
  /** Entries held now, their bytes (byte-budgeted caches) and the lookups so far. */
  stats(): { entries: number; bytes?: number; hits: number; misses: number; stale?: number }
}

/** A declared cache's state (cacheStats). */
export type CacheStats = Omit<CacheDeclaration, 'clear' | 'stats'> &
  ReturnType<CacheDeclaration['stats']>

const declared = new Map<string, CacheDeclaration>()

/** Declares a cache (a module's own, as it loads); a second declaration of a name replaces the first. Returns `cache`. */
export function declareCache<C>(cache: C, declaration: CacheDeclaration): C {
  declared.set(declaration.name, declaration)
  return cache
}

/** Empties this process's caches of `topic` (the invalidation bus calls it; use `invalidate` to reach every process). */
export function clearCaches(topic: CacheTopic) {
  for (const cache of declared.values()) if (cache.clearedBy.includes(topic)) cache.clear()
}

/** Forgets `key` of the caches keyed by `topic` in this process (use `invalidateKey` to reach every process). */
export function forgetKey(topic: KeyedTopic, key: string) {
  for (const cache of declared.values()) if (cache.keyedBy === topic) cache.forget?.(key)
}

/** Empties every cache keyed by `topic` in this process (the bus, after messages may have been missed). */
export function clearKeyedCaches(topic: KeyedTopic) {
  for (const cache of declared.values()) if (cache.keyedBy === topic) cache.clear()
}

/** Every declared cache with its bounds and counts, by name. */
export function cacheStats(): Record<string, CacheStats> {
  const out: Record<string, CacheStats> = {}
  for (const { stats, ...declaration } of declared.values()) {
    const { clear, forget, ...described } = declaration
    void clear
    void forget
    out[declaration.name] = { ...described, ...stats() }
  }
  return out
}

/** A ttlCache (app/lib/ttl_cache.ts, over lru-cache) declared as `name`, emptied by `clearedBy`. */
export function declaredTtlCache<T>(
  name: string,
  options: TtlCacheOptions<T>,
  clearedBy: readonly CacheTopic[] = []
) {
  const cache = ttlCache<T>(options)
  return declareCache(cache, {
    name,
    max: options.max,
    ...(options.maxSize ? { maxBytes: options.maxSize } : {}),
    ttlMs: options.ttlMs,
    staleMs: options.staleMs ?? STALE_DEFAULT_MS,
    clearedBy,
    clear: cache.clear,
    stats: () => {
      const { entries, size, ...counts } = cache.stats()
      return { entries, ...(options.maxSize ? { bytes: size } : {}), ...counts }
    },
  })
}

/** A keptValue (app/lib/kept_value.ts: one value read and kept) declared as `name`, emptied by `clearedBy`. */
export function declaredKeptValue<T>(
  name: string,
  read: () => Promise<T>,
  ttlMs: number,
  staleMs: number,
  clearedBy: readonly CacheTopic[] = []
) {
  const kept = keptValue(read, ttlMs, staleMs)
  return declareCache(kept, {
    name,
    max: 1,
    ttlMs,
    staleMs,
    clearedBy,
    clear: kept.forget,
    stats: () => {
      const { entries, hits, misses, stale } = kept.stats()
      return { entries, hits, misses, stale }
    },
  })
}

/** ttlCache's default stale window (app/lib/ttl_cache.ts). */
const STALE_DEFAULT_MS = 10 * 60_000

/** Writes every cache's counts to the log at debug level (diagnostics: `LOG_LEVEL=debug`). */
export function logCacheStats() {
  logger.debug({ caches: cacheStats() }, 'cache stats')
}
