import { LRUCache } from 'lru-cache'

/** A cached value older than the TTL but younger than this is still answered while it is refreshed. */
const STALE_MS = 10 * 60_000

/** Lookups of a cache since the process started: fresh answers, stale answers (a refresh ran behind them), misses (the caller waited). */
export interface CacheCounts {
  hits: number
  stale: number
  misses: number
}

export interface TtlCacheOptions<T> {
  /** How long a computed value is answered as it is, in ms. 0 with `enabled` unset: no caching at all. */
  ttlMs: number
  /** Up to this age (ms) an older value is answered at once while one refresh runs (default 10 minutes). */
  staleMs?: number
  /** At most this many keys (the least recently used go first). */
  max: number
  /** A budget for the sum of `sizeOf` of the values (the least recently used go first); a larger value is not kept. */
  maxSize?: number
  sizeOf?: (value: T, key: string) => number
  /** Cache even with `ttlMs` 0 (every value then answers stale while it is refreshed: keptValue). */
  enabled?: boolean
}

/** A TtlCache: get by key with the computation to run on a miss; clear; sizes and counts. */
export type TtlCache<T> = ReturnType<typeof ttlCache<T>>

/**
 * A small per-process cache of computed values per key (identical searches, typeahead prefixes,
 * filter counts), over lru-cache: fresh for `ttlMs`, at most `max` keys (and `maxSize`); an older
 * entry (up to `staleMs`) is answered at once while one refresh runs; callers asking for a key
 * being computed share that computation instead of repeating it. A failed computation is not
 * kept (and drops the stale value it was refreshing). clear() forgets every value, and a
 * computation started before it is not kept (its callers still get its value).
 * Ages are measured with Date.now() (tests move it); lru-cache's own TTL only frees memory.
 */
export function ttlCache<T>(options: TtlCacheOptions<T>) {
  const staleMs = options.staleMs ?? STALE_MS
  const enabled = options.enabled ?? options.ttlMs > 0
  const sizeOf = options.sizeOf
  const values = new LRUCache<string, { at: number; value: T }>({
    max: options.max,
    ttl: Math.max(options.ttlMs, staleMs, 1),
    ...(options.maxSize && sizeOf
      ? {
          maxSize: options.maxSize,
          maxEntrySize: options.maxSize,
          sizeCalculation: (entry, key) => Math.max(1, Math.ceil(sizeOf(entry.value, key))),
        }
      : {}),
  })
  const pending = new Map<string, Promise<T>>()
  const counts: CacheCounts = { hits: 0, stale: 0, misses: 0 }
  let generation = 0

  function refresh(key: string, compute: () => Promise<T>): Promise<T> {
    const started = generation
    const promise: Promise<T> = compute().then(
      (value) => {
        if (started === generation) values.set(key, { at: Date.now(), value })
        return value
      },
      (error) => {
        if (started === generation) values.delete(key)
        throw error
      }
    )
    pending.set(key, promise)
    const done = () => {
      if (pending.get(key) === promise) pending.delete(key)
    }
    promise.then(done, done)
    return promise
  }

  return {
    /** The value of `key`: fresh or stale from the cache, the running computation's, or `compute`d now. */
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      if (!enabled) {
        counts.misses += 1
        return compute()
      }
      const entry = values.get(key, { allowStale: true })
      const age = entry ? Date.now() - entry.at : Infinity
      if (age < options.ttlMs) {
        counts.hits += 1
        return entry!.value
      }
      const running = pending.get(key)
      if (age < staleMs) {
        counts.stale += 1
        if (!running) refresh(key, compute).catch(() => {})
        return entry!.value
      }
      counts.misses += 1
      return running ?? refresh(key, compute)
    },
    /**
     * The fresh value of `key` (younger than ttlMs), counted as a hit, or undefined (nothing
     * counted: the caller then asks get()). Lets a caller tell a hit from a miss before it
     * commits to answering.
     */
    peek(key: string): T | undefined {
      if (!enabled) return undefined
      const entry = values.get(key, { allowStale: true })
      if (!entry || Date.now() - entry.at >= options.ttlMs) return undefined
      counts.hits += 1
      return entry.value
    },
    /** Forgets every value; computations under way are not kept. */
    clear() {
      generation += 1
      values.clear()
      pending.clear()
    },
    /** Bumped by every clear() (keptValue tells a read that started before one). */
    generation: () => generation,
    /** Keys held, their summed size (maxSize caches) and the lookups so far. */
    stats: () => ({ entries: values.size, size: values.calculatedSize, ...counts }),
  }
}
