import { Head, Link } from '@inertiajs/react'
import HeroSlider from '~/components/catalog/hero_slider'
import NewsSlider from '~/components/news/news_slider'
import ProductRail from '~/components/catalog/product_rail'
import type { ProductCardData } from '~/components/catalog/product_card'
import HighlightIcon from '~/components/highlight_icon'
import Monogram from '~/components/monogram'
import { useT } from '~/lib/i18n'
import type { HomeContent } from '#transformers/home_transformer'
import JsonLdScripts from '~/components/seo/json_ld'
import type { JsonLd } from '#shared/json_ld'

type HomeProps = HomeContent & {
  bestsellers: ProductCardData[]
  featured: ProductCardData[]
  newest: ProductCardData[]
  jsonLd: JsonLd[]
}

/** Home page (SPEC §2). */
export default function Home(props: HomeProps) {
  const t = useT()
  return (
    <>
      <Head title={t('ui.pages.home')} />
      <JsonLdScripts documents={props.jsonLd} />
      <HeroSlider slides={props.sliders} />

      <section aria-label={t('ui.home.features')} className="container-page mt-8">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {props.highlights.map((h) => (
            <li
              key={h.id}
              className="flex gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
            >
              <HighlightIcon name={h.icon} />
              <div>
                <h2 className="text-sm font-semibold">{h.title}</h2>
                <p className="mt-1 text-sm text-muted">{h.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="main-categories" className="container-page mt-12">
        <h2 id="main-categories" className="section-title">
          {t('ui.home.main_categories')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {props.categories.map((c) => {
            const tile = (
              <>
                <Monogram
                  name={c.name}
                  color={c.color}
                  className="h-12 w-12 rounded-full text-sm"
                />
                <span className="text-sm font-medium">{c.name}</span>
                <span className="text-xs text-muted">
                  {t('ui.home.products_count', { count: c.productCount })}
                </span>
              </>
            )
            const className =
              'flex h-full flex-col items-center gap-2 rounded-[var(--radius-card)] border border-line bg-white p-4 text-center'
            return (
              <li key={c.id}>
                {c.href ? (
                  <Link href={c.href} className={`${className} hover:shadow-md`}>
                    {tile}
                  </Link>
                ) : (
                  <div className={className}>{tile}</div>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <ProductRail
        name="bestsellers"
        title={t('ui.home.bestsellers')}
        products={props.bestsellers}
      />
      <ProductRail name="featured" title={t('ui.home.featured')} products={props.featured} />
      <ProductRail name="newest" title={t('ui.home.newest')} products={props.newest} />

      <section
        aria-labelledby="brands"
        className="below-fold container-page mt-12 [--fold-height:50rem] sm:[--fold-height:26rem] lg:[--fold-height:20rem]"
      >
        <h2 id="brands" className="section-title">
          {t('ui.home.brands')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {props.brands.map((b) => (
            <li
              key={b.id}
              className="flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-4 pl-1.5"
            >
              <Monogram name={b.name} color={b.color} className="h-8 w-8 rounded-full text-xs" />
              <span className="text-sm font-medium">{b.name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="manufacturers"
        className="below-fold container-page mt-12 [--fold-height:70rem] sm:[--fold-height:38rem] lg:[--fold-height:24rem]"
      >
        <h2 id="manufacturers" className="section-title">
          {t('ui.home.manufacturers')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {props.manufacturers.map((m) => {
            const content = (
              <>
                <Monogram name={m.name} color={m.color} className="h-11 w-11 rounded-lg text-sm" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{m.name}</p>
                  <p className="text-xs text-muted">
                    {[m.district, m.type, t('ui.home.products_count', { count: m.productCount })]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </>
            )
            const className =
              'flex h-full items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-3'
            return (
              <li key={m.id} data-testid="manufacturer">
                {m.href ? (
                  <Link href={m.href} className={`${className} hover:shadow-md`}>
                    {content}
                  </Link>
                ) : (
                  <div className={className}>{content}</div>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <section
        aria-labelledby="news"
        className="below-fold container-page mt-12 [--fold-height:26rem]"
      >
        <h2 id="news" className="section-title">
          {t('ui.home.news')}
        </h2>
        <NewsSlider news={props.news} headingId="news" />
      </section>
    </>
  )
}
