import type { HttpContext } from '@adonisjs/core/http'
import { PAGES, pathFor, type PageKey } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import * as home from '#services/catalog/home_content'
import { bestsellers, featured, newest } from '#services/catalog/product_cards'
import { latestRates } from '#services/rates/exchange_rates'
import { toProductCard, type ProductCardRow } from '#transformers/product_card_transformer'
import { supplierTailOf } from '#transformers/supplier_transformer'

/** Home (SPEC §2): sliders, highlights, categories, brands, manufacturers, news, product lists. */
export default class HomeController {
  async show({ inertia, locale, i18n }: HttpContext) {
    /** A slider's target: a page of the route table (a key from the database), or null while it is not served. */
    const pageLink = (page: string) => (page in PAGES && isServed(page as PageKey) ? pathFor(page as PageKey, locale) : null)
    const cards = async (rows: Promise<ProductCardRow[]>) => {
      const [list, rates] = await Promise.all([rows, latestRates()])
      return list.map((row) => toProductCard(row, locale, rates))
    }

    const [sliders, highlights, categories, brands, makers, news] = await Promise.all([
      home.activeSliders(locale),
      home.highlights(locale),
      home.mainCategories(locale),
      home.brandsWithProducts(),
      home.manufacturers(locale),
      home.latestNews(locale),
    ])

    return inertia.render('storefront/home', {
      sliders: sliders.map((s) => ({
        id: s.id,
        title: s.title,
        subtitle: s.subtitle,
        cta: s.cta,
        href: pageLink(s.target_page),
        colorFrom: s.color_from,
        colorTo: s.color_to,
      })),
      highlights: highlights.map((h) => ({ id: h.id, icon: h.icon, title: h.title, text: h.text })),
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        color: c.color,
        productCount: c.product_count,
        href: isServed('category') ? urlTo('category.show', locale, { slug: c.slug }) : null,
      })),
      brands: brands.map((b) => ({ id: b.id, name: b.name, color: b.color })),
      manufacturers: makers.map((m) => ({
        id: m.id,
        name: m.name,
        type: i18n.t(`enums.company_type.${m.company_type}`),
        district: m.district,
        color: m.color,
        productCount: m.product_count,
        href: isServed('supplier_info') ? urlTo('supplier_info.show', locale, { slugId: supplierTailOf(m) }) : null,
      })),
      news: news.map((n) => ({
        id: n.id,
        title: n.title,
        summary: n.summary,
        date: i18n.formatDate(n.published_at, { dateStyle: 'long' }),
        color: n.color,
        href: isServed('news') ? urlTo('news_item', locale, { slugId: `${n.slug}-${n.id}` }) : null,
      })),
      bestsellers: inertia.defer(() => cards(bestsellers(locale)), 'products'),
      featured: inertia.defer(() => cards(featured(locale)), 'products'),
      newest: inertia.defer(() => cards(newest(locale)), 'products'),
    })
  }
}
