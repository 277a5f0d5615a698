/**
 * The route table of SPEC §2 as data: page key → path per locale (DESIGN §4).
 * The router registers every page from it (start/routes/localized.ts); URLs of pages with
 * params or actions are built by route name (#services/urls `urlTo`), never by joining tails.
 * Paths are SPEC's literal strings; FAQ in az/ru (not shown in SPEC) follows the same style.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.js'

/** Relative import: Playwright loads this module too (app/lib/route_urls.ts). */
export { DEFAULT_LOCALE, LOCALES, type Locale }

export const PAGES = {
  home: { az: '/', en: '/en', ru: '/ru' },
  category: { az: '/kateqoriya', en: '/en/category', ru: '/ru/kategoriya' },
  product: { az: '/mehsul', en: '/en/product', ru: '/ru/produkt' },
  terms: { az: '/qaydalar-ve-sertler', en: '/en/terms', ru: '/ru/usloviya-i-polozheniya' },
  about: { az: '/haqqimizda', en: '/en/about', ru: '/ru/o-nas' },
  feature: { az: '/ustunlukler', en: '/en/feature', ru: '/ru/osobennost' },
  /** SPEC §2 Shell "export declaration" (not in SPEC's path table: same style as the others). */
  export_declaration: {
    az: '/ixrac-beyannamesi',
    en: '/en/export-declaration',
    ru: '/ru/eksportnaya-deklaratsiya',
  },
  contact: { az: '/elaqe', en: '/en/contact', ru: '/ru/kontakt' },
  faq: { az: '/tez-tez-verilen-suallar', en: '/en/faq', ru: '/ru/chasto-zadavayemyye-voprosy' },
  news: { az: '/xeberler', en: '/en/news', ru: '/ru/novosti' },
  suppliers: { az: '/istehsalci', en: '/en/suppliers', ru: '/ru/postavshchiki' },
  supplier_info: {
    az: '/istehsalci-haqqinda',
    en: '/en/supplier-info',
    ru: '/ru/informatsiya-o-postavshchike',
  },
  manufacturers_for_regions: {
    az: '/istehsalci-rayonlar',
    en: '/en/manufacturers-for-regions',
    ru: '/ru/proizvoditeli-dlya-regionov',
  },
  wishlist: { az: '/beyendiklerim', en: '/en/wishlist', ru: '/ru/spisok-zhelaniy' },
  cart: { az: '/sebet', en: '/en/cart', ru: '/ru/korzina' },
  checkout: { az: '/sifarish', en: '/en/checkout', ru: '/ru/zakonchit-zakaz' },
  order_confirmation: {
    az: '/order-confirmation',
    en: '/en/order-confirmation',
    ru: '/ru/order-confirmation',
  },
  track_delivery: {
    az: '/sifarish-izle',
    en: '/en/track-delivery-status',
    ru: '/ru/otslezhivat-status-dostavki',
  },
  search: { az: '/mehsul-axtarishi', en: '/en/search-product', ru: '/ru/poiskovyy-produkt' },
  user_dashboard: { az: '/user-dashboard', en: '/en/user-dashboard', ru: '/ru/user-dashboard' },
  special_offers: {
    az: '/xususi-teklifler',
    en: '/en/special-offers',
    ru: '/ru/spetsialnyye-predlozheniya',
  },
  login: { az: '/daxil-ol', en: '/en/login', ru: '/ru/vkhod' },
  register: { az: '/qeydiyyat', en: '/en/register', ru: '/ru/registratsiya' },
  logout: { az: '/cixis', en: '/en/sign-out', ru: '/ru/vykhod' },
  forgot_password: {
    az: '/shifreni-unutmusham',
    en: '/en/forgot-password',
    ru: '/ru/zabyli-parol',
  },
  reset_password: { az: '/shifreni-yenile', en: '/en/reset-password', ru: '/ru/sbros-parolya' },
  mobile_signature: { az: '/asan-imza', en: '/en/mobile-signature', ru: '/ru/mobilnaya-podpis' },
  user_info: {
    az: '/user-dashboard/melumatlarim',
    en: '/en/user-dashboard/user-info',
    ru: '/ru/user-dashboard/lichnyye-dannyye',
  },
  user_addresses: {
    az: '/user-dashboard/unvan-kitabcasi',
    en: '/en/user-dashboard/address-book',
    ru: '/ru/user-dashboard/adresnaya-kniga',
  },
  seller_dashboard: { az: '/satici-paneli', en: '/en/seller-dashboard', ru: '/ru/panel-prodavtsa' },
  seller_profile: {
    az: '/satici-paneli/profil',
    en: '/en/seller-dashboard/profile',
    ru: '/ru/panel-prodavtsa/profil',
  },
  seller_addresses: {
    az: '/satici-paneli/unvan-kitabcasi',
    en: '/en/seller-dashboard/address-book',
    ru: '/ru/panel-prodavtsa/adresnaya-kniga',
  },
  seller_terms: {
    az: '/satici-paneli/qaydalar-ve-sertler',
    en: '/en/seller-dashboard/terms-and-conditions',
    ru: '/ru/panel-prodavtsa/usloviya-i-polozheniya',
  },
  seller_enquiries: {
    az: '/satici-paneli/sorgular',
    en: '/en/seller-dashboard/enquiries',
    ru: '/ru/panel-prodavtsa/zaprosy',
  },
  seller_products: {
    az: '/satici-paneli/mehsullar',
    en: '/en/seller-dashboard/products',
    ru: '/ru/panel-prodavtsa/tovary',
  },
  order_failed: { az: '/sifarish-ugursuz', en: '/en/order-failed', ru: '/ru/zakaz-ne-oplachen' },
  user_orders: {
    az: '/user-dashboard/sifarishlerim',
    en: '/en/user-dashboard/orders',
    ru: '/ru/user-dashboard/zakazy',
  },
  user_invoice: {
    az: '/user-dashboard/qaime',
    en: '/en/user-dashboard/invoice',
    ru: '/ru/user-dashboard/schet',
  },
  seller_orders: {
    az: '/satici-paneli/sifarishler',
    en: '/en/seller-dashboard/orders',
    ru: '/ru/panel-prodavtsa/zakazy',
  },
  seller_invoice: {
    az: '/satici-paneli/qaime',
    en: '/en/seller-dashboard/invoice',
    ru: '/ru/panel-prodavtsa/schet',
  },
  /** Export desk (issue 24): a buyer's RFQ by its signed link (`/:token`), and a guest's confirmation link. */
  rfq_link: { az: '/sorgu', en: '/en/rfq', ru: '/ru/zapros' },
  rfq_confirm: {
    az: '/sorgu-tesdiqi',
    en: '/en/rfq-confirmation',
    ru: '/ru/podtverzhdenie-zaprosa',
  },
  /** A pro-forma invoice (`/:number`), for its buyer, seller and admins. */
  proforma: { az: '/proforma-hesab', en: '/en/proforma-invoice', ru: '/ru/proforma-schet' },
  user_rfqs: {
    az: '/user-dashboard/sorgular',
    en: '/en/user-dashboard/quote-requests',
    ru: '/ru/user-dashboard/zaprosy-kotirovok',
  },
  seller_rfqs: {
    az: '/satici-paneli/kotirovka-sorgulari',
    en: '/en/seller-dashboard/quote-requests',
    ru: '/ru/panel-prodavtsa/zaprosy-kotirovok',
  },
  /** Trusted abroad (issue 25): the seller's export documents pack. */
  seller_documents: {
    az: '/satici-paneli/senedler',
    en: '/en/seller-dashboard/documents',
    ru: '/ru/panel-prodavtsa/dokumenty',
  },
  admin_rfqs: { az: '/admin/sorgular', en: '/en/admin/quote-requests', ru: '/ru/admin/zaprosy' },
  admin: { az: '/admin', en: '/en/admin', ru: '/ru/admin' },
  admin_comments: { az: '/admin/serhler', en: '/en/admin/comments', ru: '/ru/admin/kommentarii' },
  admin_messages: {
    az: '/admin/mesajlar',
    en: '/en/admin/messages',
    ru: '/ru/admin/soobshcheniya',
  },
  admin_users: { az: '/admin/istifadeciler', en: '/en/admin/users', ru: '/ru/admin/polzovateli' },
  admin_products: { az: '/admin/mehsullar', en: '/en/admin/products', ru: '/ru/admin/tovary' },
  /** Export documents of every company, to hide one with a reason (issue 25). */
  admin_documents: { az: '/admin/senedler', en: '/en/admin/documents', ru: '/ru/admin/dokumenty' },
} as const satisfies Record<string, Record<Locale, string>>

export type PageKey = keyof typeof PAGES

/** Whether `value` is one of az, en, ru. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Locale of a request path from its first segment; anything else falls back to az (SPEC §2).
 * `/en/about` → en, `/ru` → ru, `/xyz` → az.
 */
export function localeOfPath(path: string): Locale {
  const first = path.split('?')[0].split('/')[1] ?? ''
  return first === 'en' || first === 'ru' ? first : DEFAULT_LOCALE
}

/**
 * Base path of a page in a locale: pathFor('about', 'en') → '/en/about'. For a page key known
 * only at run time (a slider's target); with params or actions use `urlTo` (#services/urls).
 */
export function pathFor(page: PageKey, locale: Locale): string {
  return PAGES[page][locale]
}

/** Route name used when registering a page in a locale: `about.en`. */
export function routeName(page: PageKey, locale: Locale): string {
  return `${page}.${locale}`
}

/**
 * Same page in every locale: `{ az: '/haqqimizda', en: '/en/about', ru: '/ru/o-nas' }` (the
 * default language-switcher targets); an entity page uses `alternatesOf` (#services/urls).
 */
export function alternatesFor(page: PageKey): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pathFor(page, locale)])) as Record<
    Locale,
    string
  >
}
