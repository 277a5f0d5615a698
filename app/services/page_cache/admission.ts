/**
 * The micro-cache's admission on second use (page_cache.ts, `pageCacheSettings.minUses = 2`):
 * the keys rendered once recently, in two generations of at most SEEN_KEYS keys and SEEN_CHARS
 * characters of keys (URLs may be long). The current generation is replaced when it is full or
 * a window old, so a key counts as seen for one to two windows and the sets stay bounded (a few
 * MB) whatever URLs are asked.
 */
const SEEN_KEYS = 8192
const SEEN_CHARS = 1_000_000
let seenNow = new Set<string>()
let seenBefore = new Set<string>()
let seenSince = Date.now()
let seenChars = 0

/** Notes a use of `key`; true when it was used before within one to two windows of `windowMs`. */
export function usedBefore(key: string, windowMs: number): boolean {
  const now = Date.now()
  if (seenNow.size >= SEEN_KEYS || seenChars >= SEEN_CHARS || now - seenSince >= windowMs) {
    seenBefore = seenNow
    seenNow = new Set()
    seenSince = now
    seenChars = 0
  }
  if (seenNow.has(key)) return true
  seenNow.add(key)
  seenChars += key.length
  return seenBefore.has(key)
}

/** Forgets every noted use (tests, with the cache). */
export function forgetUses() {
  seenNow.clear()
  seenBefore.clear()
  seenChars = 0
}

/** Keys noted and their characters (tests, diagnostics). */
export function usesNoted() {
  return {
    keys: seenNow.size + seenBefore.size,
    chars: seenChars + [...seenBefore].reduce((sum, key) => sum + key.length, 0),
  }
}
