import db from '@adonisjs/lucid/services/db'
import { HS_SEARCH_LIMIT, hsPrefixes } from '#shared/export'

/** A pickable HS subheading: six digits and the nomenclature's English description. */
export interface HsCodeRow {
  code: string
  description: string
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * Six-digit HS subheadings for the picker (issue 24), at most HS_SEARCH_LIMIT, by code: a query
 * of digits (dots and spaces ignored, "0802.2") matches code prefixes; words match
 * descriptions containing every word (case-insensitive). A blank query finds nothing.
 */
export async function searchHsCodes(query: string): Promise<HsCodeRow[]> {
  const text = query.trim().slice(0, 100)
  const digits = text.replace(/[\s.]/g, '')
  const builder = db.from('hs_codes').where('level', 6)
  if (/^\d{1,6}$/.test(digits)) builder.where('code', 'like', `${digits}%`)
  else {
    const words = text
      .split(/\s+/)
      .filter((word) => word.length > 0)
      .slice(0, 6)
    if (words.length === 0) return []
    for (const word of words) builder.whereILike('description', `%${likeLiteral(word)}%`)
  }
  return builder.orderBy('code').limit(HS_SEARCH_LIMIT).select('code', 'description')
}

/**
 * Subheadings suggested for a product of category `categoryId`: those under the indicative HS
 * codes of the category or, without any, of its parent (category tree data), at most
 * HS_SEARCH_LIMIT, by code. Hints only: the binding classification is the customs authority's.
 */
export async function suggestedHsCodes(categoryId: number | null): Promise<HsCodeRow[]> {
  if (categoryId === null) return []
  const category = await db
    .from('categories as c')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .where('c.id', categoryId)
    .select('c.hs_indicative as own', 'p.hs_indicative as parent')
    .first()
  const prefixes = hsPrefixes(category?.own || category?.parent)
  if (prefixes.length === 0) return []
  return db
    .from('hs_codes')
    .where('level', 6)
    .where((query) => {
      for (const prefix of prefixes) query.orWhere('code', 'like', `${prefix}%`)
    })
    .orderBy('code')
    .limit(HS_SEARCH_LIMIT)
    .select('code', 'description')
}
