import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'

/** A static page (about, feature, terms) in `locale`, or null when it has not been written. */
export function staticPage(code: 'about' | 'feature' | 'terms', locale: Locale) {
  return db
    .from('static_pages as p')
    .join('static_page_translations as t', (join) =>
      join.on('t.static_page_id', 'p.id').andOnVal('t.locale', locale)
    )
    .where('p.code', code)
    .select('p.code', 'p.updated_at', 't.title', 't.body')
    .first()
}

/** FAQ questions and answers in display order. */
export function faqItems(locale: Locale) {
  return db
    .from('faq_items as f')
    .join('faq_item_translations as t', (join) =>
      join.on('t.faq_item_id', 'f.id').andOnVal('t.locale', locale)
    )
    .orderBy('f.sort_order')
    .select('f.id', 'f.code', 't.question', 't.answer')
}
