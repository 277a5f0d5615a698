import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

/** Text in the three interface languages. */
export type Trilingual = { az: string; en: string; ru: string }

/** Reads a JSON file from database/data (facts from shared/data and demo content written for Karvan). */
export async function readData<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(app.makePath('database', 'data', name), 'utf8')) as T
}

export const LOCALE_LIST = ['az', 'en', 'ru'] as const

/**
 * Inserts `row` into `table` or, when `conflict` columns already match a row, updates it.
 * Returns the row's id. Seeds are idempotent through this helper.
 */
export async function upsert(
  trx: import('@adonisjs/lucid/types/database').TransactionClientContract,
  table: string,
  row: Record<string, unknown>,
  conflict: string | string[]
): Promise<number> {
  const [result] = await trx
    .knexQuery()
    .table(table)
    .insert(row)
    .onConflict(conflict as string[])
    .merge()
    .returning('id')
  return Number(result.id)
}
