import { pageBoundaryTtlMs } from '#config/app'
import { preparedRawRows } from '#services/database/prepared'
import { declareCache } from '#services/cache/registry'

/**
 * Page boundaries of browsing listings (issue: catalog, "page 50 and page 1 within 1.5×, no
 * deep OFFSET"): where each page of a listing starts, so page N is read after a cursor (keyset)
 * instead of walking past (N − 1) × 24 rows.
 *
 * - A listing (its filter SQL and values, and its sort) has its boundaries computed in one
 *   statement: the sort value and id of the last row of pages 1, 2, … up to the page asked for
 *   (at least settings.minPages pages, one index walk). Concurrent requests share it.
 * - They are kept for settings.ttlMs per process (0: off, the default in tests; then callers
 *   use OFFSET). Within that time a product that is published, withdrawn or re-sorted (a sale,
 *   a new price) may shift one page's start by a row or two until the next count: the same
 *   drift OFFSET pages show between two visits. forgetPageBoundaries() drops them at once
 *   (catalog changes in this process).
 * - Older boundaries (up to settings.staleMs) still answer the request that starts their
 *   recount (and any arriving while it runs), so a listing nobody opened for a while costs its
 *   next visitor no wait; the visitors after it get the new ones. These recounts run one at a
 *   time per process: after a quiet spell many listings expire together, and a burst of them
 *   would hold the pool's connections while visitors' pages wait.
 * - At most settings.maxListings listings are kept (the oldest go first).
 */
export const pageBoundarySettings = {
  ttlMs: pageBoundaryTtlMs,
  staleMs: 5 * 60_000,
  minPages: 50,
  maxListings: 1_000,
}

/** Last row of a page: its sort value as text (exact, cast back by the reader) and its id. */
export type PageCursor = readonly [value: string, id: number]

interface Boundaries {
  at: number
  /** cursors[k] ends page k + 1. */
  cursors: PageCursor[]
  /** The listing ends within the counted pages: a page past the last cursor + 1 is empty. */
  complete: boolean
}

const kept = new Map<string, Boundaries>()
const counting = new Map<string, Promise<Boundaries>>()
/** Recounts of expired boundaries waiting for their turn (one runs at a time), by listing key. */
const queued = new Set<string>()
let lastQueued: Promise<unknown> = Promise.resolve()
/** Boundary statements run by this process (tests, diagnostics). */
let counts = 0
/** Look-ups answered fresh, stale (a recount queued behind them) or after counting (the cache registry). */
const lookups = { hits: 0, stale: 0, misses: 0 }
declareCache(kept, {
  name: 'catalog.page_boundaries',
  max: pageBoundarySettings.maxListings,
  ttlMs: pageBoundarySettings.ttlMs,
  staleMs: pageBoundarySettings.staleMs,
  clearedBy: ['catalog'],
  clear: () => forgetPageBoundaries(),
  stats: () => ({ entries: kept.size, ...lookups }),
})

/** What a listing is for its boundaries: its rows' filter SQL on products `p` and values, its order and sort column. */
export interface BoundaryListing {
  /** Condition SQL on products `p` with `?` placeholders. */
  where: string
  values: unknown[]
  /** ORDER BY of the listing (with the id tie-break). */
  order: string
  /** The sort column (the first ORDER BY column). */
  column: string
  pageSize: number
}

/**
 * Where page `page` (≥ 2) of `listing` starts: the cursor ending the page before it, `'end'`
 * when the listing has fewer pages, or null when boundaries are off (settings.ttlMs = 0).
 */
export async function pageStart(
  listing: BoundaryListing,
  page: number,
  maxPage: number
): Promise<PageCursor | 'end' | null> {
  if (!pageBoundarySettings.ttlMs || page < 2) return null
  const key = `${listing.order}|${listing.where}|${JSON.stringify(listing.values)}`
  const needed = page - 1
  let boundaries = kept.get(key)
  /** A recount covers at least the pages counted before, so deeper pages stay covered. */
  const pages = Math.min(
    maxPage - 1,
    Math.max(pageBoundarySettings.minPages, needed, boundaries?.cursors.length ?? 0)
  )
  const age = boundaries ? Date.now() - boundaries.at : Infinity
  const covers = !!boundaries && (boundaries.complete || boundaries.cursors.length >= needed)
  if (covers && age >= pageBoundarySettings.ttlMs && age < pageBoundarySettings.staleMs) {
    lookups.stale += 1
    recountLater(key, listing, pages)
  } else if (!covers || age >= pageBoundarySettings.ttlMs) {
    lookups.misses += 1
    boundaries = await count(key, listing, pages)
  } else lookups.hits += 1
  if (boundaries!.cursors.length >= needed) return boundaries!.cursors[needed - 1]
  return boundaries!.complete ? 'end' : null
}

/** Counts the first `pages` boundaries of `listing` once for all concurrent callers and keeps them. */
function count(key: string, listing: BoundaryListing, pages: number): Promise<Boundaries> {
  const running = counting.get(key)
  if (running) return running
  counts += 1
  const pending = readBoundaries(listing, pages)
    .then((cursors) => {
      const boundaries: Boundaries = { at: Date.now(), cursors, complete: cursors.length < pages }
      kept.delete(key)
      if (kept.size >= pageBoundarySettings.maxListings) kept.delete(kept.keys().next().value!)
      kept.set(key, boundaries)
      return boundaries
    })
    .finally(() => counting.delete(key))
  counting.set(key, pending)
  return pending
}

/** Queues a recount of expired boundaries behind the others (at most one runs at a time). */
function recountLater(key: string, listing: BoundaryListing, pages: number) {
  if (queued.has(key) || counting.has(key)) return
  queued.add(key)
  lastQueued = lastQueued.then(() => {
    if (!queued.delete(key)) return
    return count(key, listing, pages).catch(() => {})
  })
}

/**
 * One walk of the listing's index (generic plan: the same whatever the category or depth):
 * every pageSize-th row of the first `pages` pages, its sort value as text and its id.
 */
async function readBoundaries(listing: BoundaryListing, pages: number): Promise<PageCursor[]> {
  const rows = await preparedRawRows<{ v: string; id: number }>(
    `SELECT s.v::text AS v, s.id FROM (
       SELECT ${listing.column} AS v, p.id, row_number() OVER (ORDER BY ${listing.order}) AS n
       FROM products p WHERE ${listing.where} ORDER BY ${listing.order} LIMIT ?
     ) s WHERE s.n % ${listing.pageSize} = 0 ORDER BY s.n`,
    [...listing.values, pages * listing.pageSize],
    'generic'
  )
  return rows.map((row) => [row.v, row.id] as const)
}

/** Forgets every listing's boundaries (catalog changes in this process, tests). */
export function forgetPageBoundaries() {
  kept.clear()
  counting.clear()
  queued.clear()
}

/** Listings whose boundaries are kept, and boundary statements run (tests, diagnostics). */
export function pageBoundaryStats() {
  return { listings: kept.size, counts }
}
