import { appUrl } from '#config/app'
import { LOCALES, PAGES, type PageKey } from '#lib/route_table'

/**
 * robots.txt (issue 25): every public page may be crawled; private areas (dashboards, cart,
 * checkout, account, admin, RFQ and pro-forma links, the API) and URLs whose query strings
 * multiply a page endlessly (search terms, filters, sorts, pages) may not.
 * Paths come from the route table in every language, so a renamed path follows.
 */

/** Pages no crawler has business in: private, per visitor, or reached by a secret link. */
const PRIVATE_PAGES: PageKey[] = [
  'wishlist',
  'cart',
  'checkout',
  'order_confirmation',
  'order_failed',
  'track_delivery',
  'user_dashboard',
  'login',
  'register',
  'logout',
  'forgot_password',
  'reset_password',
  'mobile_signature',
  'seller_dashboard',
  'rfq_link',
  'rfq_confirm',
  'proforma',
  'admin',
]

/**
 * Any URL with a query string: listing filters, sorts, pages and search terms multiply a page
 * endlessly, and every page the sitemaps list has none (Google and Bing read `*`).
 */
const WITH_QUERY = '/*?'

/** The robots.txt text; `Sitemap:` names the index on APP_URL. */
export function robotsTxt(): string {
  // A Disallow path is a prefix: `/satici-paneli` covers every seller page under it too.
  const disallow = new Set<string>([WITH_QUERY, '/api/', '/csrf'])
  for (const page of PRIVATE_PAGES) for (const locale of LOCALES) disallow.add(PAGES[page][locale])
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallow].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
