import db from '@adonisjs/lucid/services/db'
import queueConfig from '#config/queue'

const TABLE = `${queueConfig.schema}.job`

/**
 * The pg-boss job table read in the shape the specs check (one row per job): `id` (UUID),
 * `name`, `payload`, `attempts` (started so far), `max_attempts`, `run_at` (earliest next start),
 * `completed_at` / `failed_at` (null unless it ended so), `last_error` (text of the last failure).
 * A query builder: add where/orderBy/select/count as on any table.
 */
export function jobRows() {
  return db.query().from(
    // A derived table: Lucid's from() is typed for names, knex takes raw SQL there too.
    db.raw(`(
      SELECT id, name, data AS payload, created_on,
             CASE WHEN started_on IS NULL THEN 0 ELSE retry_count + 1 END AS attempts,
             retry_limit + 1 AS max_attempts,
             start_after AS run_at,
             CASE WHEN state = 'completed' THEN completed_on END AS completed_at,
             CASE WHEN state = 'failed' THEN completed_on END AS failed_at,
             CASE WHEN state IN ('retry', 'failed') THEN coalesce(output->>'error', output->>'message') END AS last_error
        FROM ${TABLE}
    ) AS jobs`) as unknown as string
  )
}

/** Deletes jobs: all, or those of `names`, or only those whose payload has `key` = `value`. */
export async function deleteJobs(
  names?: string | string[],
  payload?: { key: string; values: number[] }
) {
  const query = db.from(TABLE)
  if (names !== undefined) query.whereIn('name', Array.isArray(names) ? names : [names])
  if (payload) query.whereRaw(`(data->>?)::int = ANY(?::int[])`, [payload.key, payload.values])
  await query.delete()
}

/** Marks every waiting or running job of `names` completed now (as if a worker had run them). */
export async function completeJobs(names: string[]) {
  await db
    .from(TABLE)
    .whereIn('name', names)
    .whereIn('state', ['created', 'retry', 'active'])
    .update({ state: 'completed', completed_on: db.raw('now()') })
}

/** Makes job `id` due now (its retry backoff skipped). */
export async function makeJobDue(id: string) {
  await db
    .from(TABLE)
    .where('id', id)
    .update({ start_after: db.raw(`now() - interval '1 second'`) })
}
