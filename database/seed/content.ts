import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { slugify } from '#lib/slugify'
import { LOCALE_LIST, readData, upsert, type Trilingual } from './data_files.js'

/** Translation rows for `locale`-keyed fields: { title: {az,en,ru}, … } → row for one locale. */
function pick(fields: Record<string, Trilingual>, locale: (typeof LOCALE_LIST)[number]) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value[locale]]))
}

/** News, sliders, home highlights, static pages and FAQ (written for Karvan), upserted by code. */
export async function seedContent(trx: TransactionClientContract) {
  const news = await readData<
    {
      key: string
      hostile?: boolean
      published_at: string
      title: Trilingual
      summary: Trilingual
      body: Trilingual
      color: string
    }[]
  >('news.json')
  for (const item of news) {
    if (item.hostile && !app.inTest) continue
    const id = await upsert(
      trx,
      'news',
      { code: item.key, published_at: item.published_at, color: item.color },
      'code'
    )
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'news_translations',
        {
          news_id: id,
          locale,
          ...pick({ title: item.title, summary: item.summary, body: item.body }, locale),
          slug: `${slugify(item.title[locale]) || 'news'}`,
        },
        ['news_id', 'locale']
      )
    }
  }

  const sliders = await readData<
    {
      key: string
      title: Trilingual
      subtitle: Trilingual
      cta: Trilingual
      target: string
      color_from: string
      color_to: string
    }[]
  >('sliders.json')
  for (const [order, slide] of sliders.entries()) {
    const id = await upsert(
      trx,
      'sliders',
      {
        code: slide.key,
        sort_order: order,
        target_page: slide.target,
        color_from: slide.color_from,
        color_to: slide.color_to,
      },
      'code'
    )
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'slider_translations',
        {
          slider_id: id,
          locale,
          ...pick({ title: slide.title, subtitle: slide.subtitle, cta: slide.cta }, locale),
        },
        ['slider_id', 'locale']
      )
    }
  }

  const features =
    await readData<{ key: string; icon: string; title: Trilingual; text: Trilingual }[]>(
      'features.json'
    )
  for (const [order, feature] of features.entries()) {
    const id = await upsert(
      trx,
      'highlights',
      { code: feature.key, icon: feature.icon, sort_order: order },
      'code'
    )
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'highlight_translations',
        { highlight_id: id, locale, ...pick({ title: feature.title, text: feature.text }, locale) },
        ['highlight_id', 'locale']
      )
    }
  }

  const pages =
    await readData<Record<string, { title: Trilingual; body: Trilingual }>>('pages.json')
  for (const [code, page] of Object.entries(pages)) {
    const id = await upsert(trx, 'static_pages', { code }, 'code')
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'static_page_translations',
        { static_page_id: id, locale, ...pick({ title: page.title, body: page.body }, locale) },
        ['static_page_id', 'locale']
      )
    }
  }

  const faq =
    await readData<{ key: string; question: Trilingual; answer: Trilingual }[]>('faq.json')
  for (const [order, item] of faq.entries()) {
    const id = await upsert(trx, 'faq_items', { code: item.key, sort_order: order }, 'code')
    for (const locale of LOCALE_LIST) {
      await upsert(
        trx,
        'faq_item_translations',
        {
          faq_item_id: id,
          locale,
          ...pick({ question: item.question, answer: item.answer }, locale),
        },
        ['faq_item_id', 'locale']
      )
    }
  }
}
