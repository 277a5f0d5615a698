import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'

/**
 * Stores a visitor's comment on a published product as `pending` (SPEC §4: it appears only after
 * admin approval). Returns the new comment id, or null when the product is not published.
 */
export default class SubmitComment {
  async handle(
    productId: number,
    input: { author_name: string; body: string },
    locale: Locale
  ): Promise<number | null> {
    return db.transaction(async (trx) => {
      const product = await trx
        .from('products')
        .where({ id: productId, status: 'published' })
        .select('id')
        .first()
      if (!product) return null
      const [row] = await trx
        .table('comments')
        .insert({
          product_id: productId,
          author_name: input.author_name,
          body: input.body,
          locale,
          status: 'pending',
        })
        .returning('id')
      return Number(row.id ?? row)
    })
  }
}
