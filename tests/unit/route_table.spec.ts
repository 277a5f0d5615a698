import { test } from '@japa/runner'
import { LOCALES, PAGES, alternatesFor, localeOfPath, pathFor } from '#lib/route_table'
import { urlTo } from '#services/urls'

/** SPEC §2's table, verbatim (FAQ in az/ru is ours: SPEC shows only /en/faq). */
const SPEC_TABLE: Record<string, [string, string, string]> = {
  home: ['/', '/en', '/ru'],
  category: ['/kateqoriya', '/en/category', '/ru/kategoriya'],
  product: ['/mehsul', '/en/product', '/ru/produkt'],
  terms: ['/qaydalar-ve-sertler', '/en/terms', '/ru/usloviya-i-polozheniya'],
  about: ['/haqqimizda', '/en/about', '/ru/o-nas'],
  feature: ['/ustunlukler', '/en/feature', '/ru/osobennost'],
  contact: ['/elaqe', '/en/contact', '/ru/kontakt'],
  news: ['/xeberler', '/en/news', '/ru/novosti'],
  suppliers: ['/istehsalci', '/en/suppliers', '/ru/postavshchiki'],
  supplier_info: ['/istehsalci-haqqinda', '/en/supplier-info', '/ru/informatsiya-o-postavshchike'],
  manufacturers_for_regions: [
    '/istehsalci-rayonlar',
    '/en/manufacturers-for-regions',
    '/ru/proizvoditeli-dlya-regionov',
  ],
  wishlist: ['/beyendiklerim', '/en/wishlist', '/ru/spisok-zhelaniy'],
  cart: ['/sebet', '/en/cart', '/ru/korzina'],
  checkout: ['/sifarish', '/en/checkout', '/ru/zakonchit-zakaz'],
  order_confirmation: ['/order-confirmation', '/en/order-confirmation', '/ru/order-confirmation'],
  track_delivery: [
    '/sifarish-izle',
    '/en/track-delivery-status',
    '/ru/otslezhivat-status-dostavki',
  ],
  search: ['/mehsul-axtarishi', '/en/search-product', '/ru/poiskovyy-produkt'],
  user_dashboard: ['/user-dashboard', '/en/user-dashboard', '/ru/user-dashboard'],
  special_offers: ['/xususi-teklifler', '/en/special-offers', '/ru/spetsialnyye-predlozheniya'],
}

test.group('Route table (SPEC §2)', () => {
  test('holds all 20 SPEC pages with SPEC paths in az, en and ru', ({ assert }) => {
    assert.includeMembers(Object.keys(PAGES), Object.keys(SPEC_TABLE).concat('faq'))
    for (const [page, [az, en, ru]] of Object.entries(SPEC_TABLE)) {
      assert.deepEqual(PAGES[page as keyof typeof PAGES], { az, en, ru }, page)
    }
    assert.equal(PAGES.faq.en, '/en/faq')
    assert.match(PAGES.faq.ru, /^\/ru\//)
    assert.notMatch(PAGES.faq.az, /^\/(en|ru)\//)
  })

  test('every path is unique and carries its language prefix', ({ assert }) => {
    const all = Object.values(PAGES).flatMap((paths) => LOCALES.map((l) => paths[l]))
    assert.equal(new Set(all).size, all.length)
    for (const paths of Object.values(PAGES)) {
      assert.match(paths.en, /^\/en(\/|$)/)
      assert.match(paths.ru, /^\/ru(\/|$)/)
      assert.notMatch(paths.az, /^\/(en|ru)(\/|$)/)
    }
  })

  test('the locale comes from the first segment and falls back to az', ({ assert }) => {
    assert.equal(localeOfPath('/'), 'az')
    assert.equal(localeOfPath('/en'), 'en')
    assert.equal(localeOfPath('/en/about?x=1'), 'en')
    assert.equal(localeOfPath('/ru/o-nas'), 'ru')
    assert.equal(localeOfPath('/de/about'), 'az')
    assert.equal(localeOfPath('/english'), 'az')
    assert.equal(localeOfPath('/haqqimizda'), 'az')
  })

  test('entity paths are built by route name; alternates list every language', ({ assert }) => {
    assert.equal(urlTo('product', 'az', { slugId: 'findiq-yagi-12' }), '/mehsul/findiq-yagi-12')
    assert.equal(urlTo('product', 'en', ['findiq-yagi-12']), '/en/product/findiq-yagi-12')
    assert.equal(urlTo('home', 'az'), '/')
    assert.equal(pathFor('about', 'ru'), '/ru/o-nas')
    assert.deepEqual(alternatesFor('about'), {
      az: '/haqqimizda',
      en: '/en/about',
      ru: '/ru/o-nas',
    })
  })
})
