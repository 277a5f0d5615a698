/** A cached value older than the TTL but younger than this is still answered while it is refreshed. */
const STALE_MS = 10 * 60_000

/**
 * A small per-process cache of computed values per key (identical searches, typeahead prefixes):
 * fresh for `ttlMs` (0: never cached), at most `maxEntries` (the oldest go first); an older entry
 * (up to STALE_MS) is answered at once while one refresh runs; callers asking for a key being
 * computed share that computation instead of repeating it. A failed computation is not kept.
 */
export function ttlCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value?: T; pending?: Promise<T> }>()
  const refresh = (key: string, compute: () => Promise<T>) => {
    const entry = entries.get(key) ?? { at: 0 }
    const pending = compute().then(
      (value) => {
        entries.delete(key)
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.set(key, { at: Date.now(), value })
        return value
      },
      (error) => {
        if (entries.get(key)?.pending === pending) entries.delete(key)
        throw error
      }
    )
    entries.set(key, { ...entry, pending })
    return pending
  }
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      if (!ttlMs) return compute()
      const entry = entries.get(key)
      const age = entry?.value !== undefined ? Date.now() - entry.at : Infinity
      if (age < ttlMs) return entry!.value!
      if (entry?.pending) return age < STALE_MS ? entry.value! : entry.pending
      const pending = refresh(key, compute)
      if (age < STALE_MS) {
        pending.catch(() => {})
        return entry!.value!
      }
      return pending
    },
    clear: () => entries.clear(),
  }
}
