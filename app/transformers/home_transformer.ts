import type { I18n } from '@adonisjs/i18n'
import { PAGES, pathFor, type Locale, type PageKey } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type * as home from '#services/catalog/home_content'
import { supplierTailOf } from '#transformers/supplier_transformer'
import { formatDate } from '#shared/dates'

type Rows<F extends (...args: any[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>

/** The home page's content rows as read by #services/catalog/home_content. */
export type HomeRows = {
  sliders: Rows<typeof home.activeSliders>
  highlights: Rows<typeof home.highlights>
  categories: Rows<typeof home.mainCategories>
  brands: Rows<typeof home.brandsWithProducts>
  makers: Rows<typeof home.manufacturers>
  news: Rows<typeof home.latestNews>
}

/** One slide of the home slider; `href` null while its target page is not served. */
export type HomeSlide = {
  id: number
  title: string
  subtitle: string
  cta: string
  href: string | null
  colorFrom: string
  colorTo: string
}

/**
 * The home page (SPEC §2) apart from its deferred product lists: sliders, highlights, categories,
 * brands, manufacturers and news, with links only to the pages that are served (null otherwise).
 * Written out because the content queries return untyped rows.
 */
export type HomeContent = {
  sliders: HomeSlide[]
  highlights: { id: number; icon: string; title: string; text: string }[]
  categories: {
    id: number
    name: string
    color: string | null
    productCount: number
    href: string | null
  }[]
  brands: { id: number; name: string; color: string | null }[]
  manufacturers: {
    id: number
    name: string
    type: string
    district: string | null
    color: string | null
    productCount: number
    href: string | null
  }[]
  news: {
    id: number
    title: string
    summary: string
    date: string
    color: string | null
    href: string | null
  }[]
}

/** The home page's content in `locale` (see HomeContent). */
export function toHomeContent(rows: HomeRows, locale: Locale, i18n: I18n): HomeContent {
  /** A slider's target: a page of the route table (a key from the database), or null while it is not served. */
  const pageLink = (page: string) =>
    page in PAGES && isServed(page as PageKey) ? pathFor(page as PageKey, locale) : null
  return {
    sliders: rows.sliders.map((s) => ({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      cta: s.cta,
      href: pageLink(s.target_page),
      colorFrom: s.color_from,
      colorTo: s.color_to,
    })),
    highlights: rows.highlights.map((h) => ({
      id: h.id,
      icon: h.icon,
      title: h.title,
      text: h.text,
    })),
    categories: rows.categories.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.color,
      productCount: c.product_count,
      href: isServed('category') ? urlTo('category.show', locale, { slug: c.slug }) : null,
    })),
    brands: rows.brands.map((b) => ({ id: b.id, name: b.name, color: b.color })),
    manufacturers: rows.makers.map((m) => ({
      id: m.id,
      name: m.name,
      type: i18n.t(`enums.company_type.${m.company_type}`),
      district: m.district,
      color: m.color,
      productCount: m.product_count,
      href: isServed('supplier_info')
        ? urlTo('supplier_info.show', locale, { slugId: supplierTailOf(m) })
        : null,
    })),
    news: rows.news.map((n) => ({
      id: n.id,
      title: n.title,
      summary: n.summary,
      date: formatDate(n.published_at, i18n.locale, { dateStyle: 'long' }),
      color: n.color,
      href: isServed('news') ? urlTo('news_item', locale, { slugId: `${n.slug}-${n.id}` }) : null,
    })),
  }
}
