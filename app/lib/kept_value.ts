/**
 * A value read (from the database) and kept per process, for data many requests read and few
 * change (category tree, exchange rates):
 * - fresh for `ttlMs`: answered as kept;
 * - older, up to `staleMs`: answered as kept while one read runs in the background;
 * - older still, or never read: the caller waits for the read.
 * Concurrent callers share one read. forget() drops the value (after edits, in tests); a read
 * started before it neither keeps its result nor answers, the caller reads again.
 * A failed read keeps nothing and rejects the callers that waited for it.
 */
export function keptValue<T>(read: () => Promise<T>, ttlMs: number, staleMs: number) {
  let kept: { at: number; value: T } | null = null
  let reading: Promise<T> | null = null
  let generation = 0

  function refresh(): Promise<T> {
    if (reading) return reading
    const started = generation
    const pending: Promise<T> = read()
      .then((value) => {
        if (started !== generation) return get()
        kept = { at: Date.now(), value }
        return value
      })
      .finally(() => {
        if (reading === pending) reading = null
      })
    reading = pending
    return pending
  }

  async function get(): Promise<T> {
    const age = kept ? Date.now() - kept.at : Infinity
    if (age < ttlMs) return kept!.value
    const pending = refresh()
    if (age < staleMs) {
      pending.catch(() => {})
      return kept!.value
    }
    return pending
  }

  return {
    get,
    forget() {
      kept = null
      reading = null
      generation += 1
    },
  }
}
