import type { HttpContext } from '@adonisjs/core/http'
import * as home from '#services/catalog/home_content'
import { bestsellers, featured, newest } from '#services/catalog/product_cards'
import { latestRates } from '#services/rates/exchange_rates'
import { toProductCard, type ProductCardRow } from '#transformers/product_card_transformer'
import { toHomeContent } from '#transformers/home_transformer'
import { SITE_NAME, webSiteJsonLd } from '#services/seo/json_ld'

/** Home (SPEC §2): sliders, highlights, categories, brands, manufacturers, news, product lists. */
export default class HomeController {
  async show({ inertia, locale, i18n }: HttpContext) {
    /**
     * The product lists are in the first answer, not deferred props: a buyer (and a crawler) gets
     * them with the page, and the browser has no second request and no whole-page re-render
     * after hydration (issue 26: TBT on a phone). The page is micro-cached like the others.
     * One read of the rates prices all three lists, so a product shows one price on the page.
     */
    const [sliders, highlights, categories, brands, makers, news, top, chosen, recent, rates] =
      await Promise.all([
        home.activeSliders(locale),
        home.highlights(locale),
        home.mainCategories(locale),
        home.brandsWithProducts(),
        home.manufacturers(locale),
        home.latestNews(locale),
        bestsellers(locale),
        featured(locale),
        newest(locale),
        latestRates(),
      ])
    const cards = (rows: ProductCardRow[]) => rows.map((row) => toProductCard(row, locale, rates))

    return inertia.render('storefront/home', {
      ...toHomeContent({ sliders, highlights, categories, brands, makers, news }, locale, i18n),
      bestsellers: cards(top),
      featured: cards(chosen),
      newest: cards(recent),
      jsonLd: [webSiteJsonLd(locale, SITE_NAME)],
    })
  }
}
