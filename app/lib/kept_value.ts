import { ttlCache } from '#lib/ttl_cache'

/**
 * A value read (from the database) and kept per process, for data many requests read and few
 * change (category tree, exchange rates), as a one-key ttlCache (lru-cache):
 * - fresh for `ttlMs`: answered as kept;
 * - older, up to `staleMs`: answered as kept while one read runs in the background;
 * - older still, or never read: the caller waits for the read.
 * Concurrent callers share one read. forget() drops the value (after edits, in tests); a read
 * started before it neither keeps its result nor answers, the caller reads again.
 * A failed read keeps nothing and rejects the callers that waited for it.
 */
export function keptValue<T>(read: () => Promise<T>, ttlMs: number, staleMs: number) {
  const cache = ttlCache<T>({ ttlMs, staleMs, max: 1, enabled: true })

  async function get(): Promise<T> {
    const generation = cache.generation()
    const value = await cache.get('', read)
    return generation === cache.generation() ? value : get()
  }

  return {
    get,
    forget: () => cache.clear(),
    /** Whether a value is held, and the lookups so far (the cache registry). */
    stats: () => cache.stats(),
  }
}
