import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { IMAGE_VARIANTS_RUN } from '#shared/images'

/** While AVIF is not ready, how often a process looks for the recorded run again. */
const RECHECK_MS = 30_000

let ready = false
let checkedAt = Number.NEGATIVE_INFINITY
let checking: Promise<boolean> | undefined

/**
 * Looks up the complete variant run (maintenance_runs, IMAGE_VARIANTS_RUN) now and returns whether
 * pages may offer AVIF. Once true it stays true: the run is recorded only when every stored
 * picture has its AVIF files, and every picture stored since is written in both formats.
 */
export function refreshAvifReady(): Promise<boolean> {
  checkedAt = Date.now()
  checking ??= db
    .from('maintenance_runs')
    .where('name', IMAGE_VARIANTS_RUN)
    .first()
    .then(
      (row) => (ready = ready || Boolean(row)),
      (error) => {
        logger.warn({ err: error }, 'image variants: the maintenance run could not be read')
        return ready
      }
    )
    .finally(() => (checking = undefined))
  return checking
}

/**
 * Whether product pictures may be offered as AVIF (shared prop `avif`; `<picture>` sources of
 * inertia/components/catalog/product_picture.tsx). False until `ace images:variants` has recorded its run for the current
 * widths and formats: a picture stored before AVIF existed may lack the file, and a `<source>`
 * the browser picks is not replaced by the `<img>` fallback when it is missing. Answers from
 * memory; while false it looks again in the background at most every 30 s, so web processes
 * learn of a run finished by another process.
 */
export function avifReady(): boolean {
  if (!ready && Date.now() - checkedAt >= RECHECK_MS) void refreshAvifReady()
  return ready
}

/** Forgets what was looked up (tests that record or delete the run). */
export function resetAvifReady(): void {
  ready = false
  checkedAt = Number.NEGATIVE_INFINITY
}
