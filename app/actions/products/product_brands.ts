import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { randomInt } from 'node:crypto'
import { slugify } from '#lib/slugify'

/**
 * The brand a producer typed by name: an existing brand with that name (case-insensitive) —
 * the company's own first, then any other — or a new brand row owned by `companyId` with a
 * unique code and slug derived from the name. Returns the brand id. Use inside the saving
 * transaction.
 */
export async function brandIdForName(
  client: QueryClientContract,
  companyId: number,
  name: string
): Promise<number> {
  const existing = await client
    .from('brands')
    .whereRaw('lower(name) = lower(?)', [name])
    .orderByRaw('(company_id = ?) DESC NULLS LAST', [companyId])
    .orderBy('id')
    .select('id')
    .first()
  if (existing) return Number(existing.id)

  const base = (slugify(name, 48) || 'brand').slice(0, 48)
  for (const candidate of [
    base,
    `${base}-${companyId}`,
    `${base}-${companyId}-${randomInt(1_000_000)}`,
  ]) {
    const clash = await client
      .from('brands')
      .where('slug', candidate)
      .orWhere('code', candidate)
      .first()
    if (clash) continue
    const [row] = await client
      .table('brands')
      .insert({ code: candidate, name, slug: candidate, company_id: companyId })
      .returning('id')
    return Number(row.id ?? row)
  }
  throw new Error(`Could not find a free brand slug for "${name}"`)
}

/** Brands for the product form: the company's own first (by name), then every other brand. */
export async function brandOptions(client: QueryClientContract, companyId: number) {
  const rows = await client
    .from('brands')
    .orderByRaw('(company_id = ?) DESC NULLS LAST', [companyId])
    .orderByRaw('lower(name)')
    .select('id', 'name', 'company_id')
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    own: row.company_id === companyId,
  }))
}
