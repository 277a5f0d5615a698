import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'

/** Code of the seller terms in `static_pages` (seeded by database/seed/seller_terms.ts). */
export const SELLER_TERMS_CODE = 'seller_terms'

/** The seller terms in `locale`: title, body (static-page text format) and last update, or null when not seeded. */
export default class GetSellerTerms {
  async handle(locale: Locale): Promise<{ title: string; body: string; updated_at: Date } | null> {
    const row = await db
      .from('static_pages as p')
      .join('static_page_translations as t', (join) =>
        join.on('t.static_page_id', 'p.id').andOnVal('t.locale', locale)
      )
      .where('p.code', SELLER_TERMS_CODE)
      .select('t.title', 't.body', 'p.updated_at')
      .first()
    return row ?? null
  }
}
