import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { LOCALES, PAGES, type Locale } from '#lib/route_table'
import { utf8, utf8Joined } from '#lib/utf8'
import {
  categoryPage,
  type ListingPage,
  searchPage,
  specialOffersPage,
} from '#services/catalog/listing_pages'
import type { ListingView } from '#services/catalog/listing_page'
import type { ListingPageProps } from '#services/catalog/listing_pages'
import type { SharedProps } from '@adonisjs/inertia/types'
import {
  type Head,
  identified,
  inertiaHeaders,
  keepAndWrite,
  keyOf,
  writeWithHead,
  onKeep,
  onRawMiss,
  pageCacheSettings,
} from '#services/page_cache/page_cache'
import { parsedQuery, splitUrl } from '#services/page_cache/raw_request'
import { PRIVATE_PAGE_CACHE_CONTROL } from '#lib/compression'
import { signedInVisitor, type VisitorProps } from '#services/session/signed_in_visitor'

/**
 * Anonymous listing fast path (issue: catalog, "category JSON ≥ 0.8× the probe", "search p95"):
 * an Inertia visit of a listing page (category, search, special offers) by a visitor without a
 * session or credentials — no partial reload — is answered without AdonisJS: no HttpContext,
 * router, session, shield or Inertia rendering.
 *
 * - The page's props come from the functions CatalogController renders (listing_pages.ts).
 * - Everything else is a template taken from the last response AdonisJS rendered for the same
 *   locale and Inertia request headers and kept in the micro-cache: the response headers (CSP
 *   with the nonce marked, security headers, Vary, X-Inertia) and the page object around the
 *   props (component, version, once-props, shared prop names and the shared props of an
 *   anonymous visitor: no user, no flash, no errors). Only `url`, the page's props and
 *   `alternates` (the one shared prop that depends on the page) are replaced.
 * - Templates are kept per page (category, search, special offers), language and Inertia
 *   request headers. A template is used for TEMPLATE_TTL_MS; after that the next miss goes
 *   through AdonisJS and renews it, so a deploy or a change of shared props is picked up.
 *   Without a template (a cold process, another version header) AdonisJS answers.
 * - The page is written into the template's JSON frame (frameOf, pageBytes): the frame with the
 *   shared props is encoded once per template, a scope's facets and sort options once per
 *   counts; only the url and the page's own props are serialized and encoded per request.
 * - Redirects (another language's slug), unknown slugs, URLs AdonisJS would decode or split
 *   differently and any failure go to AdonisJS before anything is written.
 * - The answer is stored in the micro-cache like AdonisJS's would be, so the next visitors of
 *   that URL get the cached bytes.
 *
 * tests/functional/performance/listing_fast_path.spec.ts compares its answers with AdonisJS's.
 */

/** How long a template (from a response rendered by AdonisJS) is used. */
export const TEMPLATE_TTL_MS = 60_000

interface Template {
  at: number
  head: Head
  page: Record<string, unknown> & { props: Record<string, unknown> }
  /** The page object as JSON around its url and props, and the shared props' members (see frameOf). */
  frame: Frame | null
  /** The same without the visitor's props (SIGNED_IN_PROPS), for signed-in visitors; made on first use. */
  signedInFrame?: Frame | null
  /** The head with a signed-in page's Cache-Control; made on first use. */
  signedInHead?: Head
}

/**
 * A template's page object as UTF-8 bytes to write a page into: `open` + url + `between` +
 * the page's props + `close`. `between` ends with the shared props — the template's props
 * but those the page sets (`pageKeys`) — inside the props object's `{`; `close` begins with
 * its `}`. Encoded once per template instead of on every request.
 */
interface Frame {
  open: Buffer
  between: Buffer
  close: Buffer
  /** Whether `between` ends with a shared prop (the page's first prop then needs a comma). */
  shared: boolean
  pageKeys: Set<string>
}

/**
 * The props a listing page sets (listing_pages.ts `ListingPageProps`): written per request. A
 * prop added to or removed from ListingPageProps fails to compile here.
 */
export const LISTING_PAGE_PROPS = {
  kind: true,
  heading: true,
  breadcrumbs: true,
  jsonLd: true,
  products: true,
  pagination: true,
  total: true,
  filters: true,
  facets: true,
  sorts: true,
  correction: true,
  searchHelp: true,
} as const satisfies Record<keyof ListingPageProps, true>

/**
 * What the fast path assumes of each shared prop (InertiaMiddleware.share), for an anonymous
 * visitor: `anonymous` — the same for every visitor without a session (no user, flash, errors,
 * lists); `locale` — the same for every page of one language (templates are kept per language);
 * `same` — the same everywhere; `page` — depends on the page, so the fast path writes it per
 * request. A shared prop added to or removed from the middleware fails to compile here (and
 * tests/functional/performance/fast_path_contract.spec.ts compares it with a rendered page).
 */
export const SHARED_PROPS = {
  auth: 'anonymous',
  locale: 'locale',
  locales: 'same',
  messages: 'locale',
  nav: 'locale',
  alternates: 'page',
  appUrl: 'same',
  avif: 'same',
  support: 'same',
  searchPath: 'locale',
  cartUrls: 'locale',
  routes: 'locale',
  lists: 'anonymous',
  sellerRfqs: 'anonymous',
  errors: 'anonymous',
  flash: 'anonymous',
} as const satisfies Record<keyof SharedProps, 'anonymous' | 'locale' | 'same' | 'page'>

/**
 * What the signed-in listing fast path assumes of each `anonymous` shared prop for a signed-in
 * visitor whose session holds no flash messages (signed_in_visitor.ts): `visitor` — written per
 * request from the visitor's cached session, user and counts; `anonymous` — the same as an
 * anonymous visitor's (no flash, no errors; `sellerRfqs` is null outside seller pages). A
 * shared prop classified `anonymous` above and missing here fails to compile.
 */
export const SIGNED_IN_PROPS = {
  auth: 'visitor',
  lists: 'visitor',
  sellerRfqs: 'anonymous',
  errors: 'anonymous',
  flash: 'anonymous',
} as const satisfies Record<
  {
    [K in keyof typeof SHARED_PROPS]: (typeof SHARED_PROPS)[K] extends 'anonymous' ? K : never
  }[keyof typeof SHARED_PROPS],
  'visitor' | 'anonymous'
>
/** The visitor's props of a signed-in page: written per request like the page's props. */
const VISITOR_KEYS = Object.entries(SIGNED_IN_PROPS).flatMap(([name, kind]) =>
  kind === 'visitor' ? [name] : []
)

/** The props written per request: the page's own and the shared props that depend on the page; every other prop comes from the template. */
const PAGE_KEYS = [
  ...Object.keys(LISTING_PAGE_PROPS),
  ...Object.entries(SHARED_PROPS).flatMap(([name, kind]) => (kind === 'page' ? [name] : [])),
]
/** Stand-ins for the url and props in a frame's JSON (NUL characters, which JSON escapes and no page holds). */
const URL_MARK = '\u0000karvan-url\u0000'
const PROPS_MARK = '\u0000karvan-props\u0000'

/** The frame of a captured page object, or null when its JSON does not split as expected. */
function frameOf(page: Template['page'], visitorKeys: string[] = []): Frame | null {
  const text = JSON.stringify({ ...page, url: URL_MARK, props: PROPS_MARK })
  const url = JSON.stringify(URL_MARK)
  const props = JSON.stringify(PROPS_MARK)
  const urlAt = text.indexOf(url)
  const propsAt = text.indexOf(props)
  if (
    urlAt === -1 ||
    propsAt < urlAt ||
    text.indexOf(url, urlAt + 1) !== -1 ||
    text.indexOf(props, propsAt + 1) !== -1
  )
    return null
  const pageKeys = new Set([...PAGE_KEYS, ...visitorKeys])
  const shared = JSON.stringify(
    Object.fromEntries(Object.entries(page.props).filter(([name]) => !pageKeys.has(name)))
  ).slice(1, -1)
  return {
    open: Buffer.from(text.slice(0, urlAt)),
    between: Buffer.from(`${text.slice(urlAt + url.length, propsAt)}{${shared}`),
    close: Buffer.from(`}${text.slice(propsAt + props.length)}`),
    shared: shared !== '',
    pageKeys,
  }
}

/**
 * JSON bytes of prop values that listing pages share between requests (the facets and sort
 * options of a scope are the same objects while their counts last: listing_page.ts): encoded once.
 */
const jsonOfShared = new WeakMap<object, Buffer>()
function sharedJson(value: object): Buffer {
  let json = jsonOfShared.get(value)
  if (json === undefined) jsonOfShared.set(value, (json = Buffer.from(JSON.stringify(value))))
  return json
}
/** Pages written into a template's frame (the others were stringified whole). */
let framed = 0

/** Props whose values are shared objects (sharedJson); the others are new on every request. */
const SHARED_VALUES = new Set(['facets', 'sorts'])

/**
 * The page as UTF-8 bytes in a template's frame: the frame and the shared values as encoded
 * before, the url and the page's own props encoded now, each on its own (utf8Joined) — a page
 * prop the frame does not know (never, for listing pages) falls back to one stringify.
 */
function pageBytes(
  template: Template,
  url: string,
  props: Record<string, unknown>,
  frame = template.frame
): Buffer {
  if (!frame || Object.keys(props).some((name) => !frame.pageKeys.has(name))) {
    return utf8(
      JSON.stringify({ ...template.page, url, props: { ...template.page.props, ...props } })
    )
  }
  framed += 1
  const parts: (string | Buffer)[] = [frame.open, JSON.stringify(url), frame.between]
  let comma = frame.shared
  for (const name in props) {
    const value = props[name]
    if (value === undefined) continue
    parts.push(`${comma ? ',' : ''}${JSON.stringify(name)}:`)
    parts.push(
      SHARED_VALUES.has(name) && typeof value === 'object' && value !== null
        ? sharedJson(value)
        : (JSON.stringify(value) ?? 'null')
    )
    comma = true
  }
  parts.push(frame.close)
  return utf8Joined(parts)
}

/** Templates per `<page>|<locale>|<Inertia request headers>`, at most MAX_TEMPLATES (the oldest go first). */
const templates = new Map<string, Template>()
/** Browsers send a handful of header sets per page and locale; odd headers of other clients must not grow the map. */
export const MAX_TEMPLATES = 48

/** The listing pages the fast path answers, with the function giving their props (`slug`: category only). */
const FAST_PAGES = {
  category: (view: ListingView, slug: string | undefined, qs: Record<string, unknown>) =>
    categoryPage(view, slug, qs),
  search: (view: ListingView, _slug: string | undefined, qs: Record<string, unknown>) =>
    searchPage(view, qs),
  special_offers: (view: ListingView, _slug: string | undefined, qs: Record<string, unknown>) =>
    specialOffersPage(view, qs),
} satisfies Record<
  string,
  (view: ListingView, slug: string | undefined, qs: Record<string, unknown>) => Promise<ListingPage>
>
type FastPage = keyof typeof FAST_PAGES
const FAST_PAGE_KEYS = Object.keys(FAST_PAGES) as FastPage[]

/** Each listing page's path per locale (`/kateqoriya`, `/en/search-product`, …). */
const bases = new Map<string, { page: FastPage; locale: Locale }>(
  FAST_PAGE_KEYS.flatMap((page) =>
    LOCALES.map((locale): [string, { page: FastPage; locale: Locale }] => [
      PAGES[page][locale] as string,
      { page, locale },
    ])
  )
)
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** One I18n per locale (the fast path only translates with it; it never switches locale). */
const i18ns = new Map<Locale, I18n>()
function i18nOf(locale: Locale) {
  let i18n = i18ns.get(locale)
  if (!i18n) i18ns.set(locale, (i18n = i18nManager.locale(locale)))
  return i18n
}

/** A listing page path (`/en/search-product`, `/en/category` or `/en/category/nuts`): page, locale and slug; null for anything else. */
function listingPath(
  path: string
): { page: FastPage; locale: Locale; slug: string | undefined } | null {
  const exact = bases.get(path)
  if (exact) return { ...exact, slug: undefined }
  const slash = path.lastIndexOf('/')
  if (slash <= 0) return null
  const base = bases.get(path.slice(0, slash))
  const slug = path.slice(slash + 1)
  return base?.page === 'category' && SLUG.test(slug) ? { ...base, slug } : null
}

/** Whether the request asks for anything but a whole page: a partial reload or a reset of merged props. */
function partial(headers: IncomingMessage['headers']) {
  for (const name in headers)
    if (name.startsWith('x-inertia-partial') || name.startsWith('x-inertia-reset')) return true
  return false
}

/**
 * Template capture (page_cache's keep listener): an anonymous Inertia visit of a listing page
 * rendered by AdonisJS and kept in the micro-cache.
 */
function capture(ctx: HttpContext, page: Record<string, unknown>, head: Head) {
  if (!ctx.anonymousPageCache || ctx.request.header('x-inertia') !== 'true') return
  const fastPage = FAST_PAGE_KEYS.find((key) => ctx.route?.name?.startsWith(`${key}.`))
  if (!fastPage || page.component !== 'storefront/catalog') return
  if (partial(ctx.request.headers()) || typeof page.props !== 'object' || page.props === null)
    return
  const key = `${fastPage}|${ctx.locale}${inertiaHeaders(ctx.request.headers())}`
  templates.delete(key)
  if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value!)
  const captured = { ...page, props: { ...(page.props as Record<string, unknown>) } }
  templates.set(key, { at: Date.now(), head, page: captured, frame: frameOf(captured) })
}

/** The fast path itself (a RawFastPath, asked after the micro-cache had no fresh entry). */
function answer(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
  if (req.method !== 'GET' || req.headers['x-inertia'] !== 'true' || !pageCacheSettings.ttlMs)
    return false
  const url = req.url ?? '/'
  const { path, query } = splitUrl(url)
  if (path.includes('%') || path.includes(';') || query.includes('#')) return false
  const target = listingPath(path)
  if (!target || partial(req.headers)) return false
  const templateKey = `${target.page}|${target.locale}${inertiaHeaders(req.headers)}`
  const template = templates.get(templateKey)
  if (!template) return false
  if (Date.now() - template.at >= TEMPLATE_TTL_MS) {
    templates.delete(templateKey)
    return false
  }
  /** A request with a session or credentials: answered only for a signed-in visitor known from the caches. */
  let visitor: VisitorProps | null = null
  if (identified(req.headers)) {
    visitor = signedInVisitor(req.headers, target.locale)
    if (!visitor) return false
  }

  void render(req, res, template, target, path, query, keyOf(url, req.headers), fallback, visitor)
  return true
}

/** A template's head as a signed-in page's (private Cache-Control, as the compression middleware sets it). */
function signedInHeadOf(template: Template): Head {
  if (template.signedInHead) return template.signedInHead
  const headers: Head['headers'] = [
    ...template.head.headers.filter(([name]) => name !== 'cache-control'),
    ['cache-control', PRIVATE_PAGE_CACHE_CONTROL],
  ]
  const raw: Head['raw'] = [
    ...template.head.raw.filter(([name]) => name !== 'cache-control'),
    ['cache-control', PRIVATE_PAGE_CACHE_CONTROL, false],
  ]
  return (template.signedInHead = { headers, raw })
}

/** Renders and writes the page (compressed as `req` accepts); anything else (redirect, not found, a failure) goes to AdonisJS unwritten. */
async function render(
  req: IncomingMessage,
  res: ServerResponse,
  template: Template,
  target: { page: FastPage; locale: Locale; slug: string | undefined },
  path: string,
  query: string,
  key: string,
  fallback: () => void,
  visitor: VisitorProps | null
) {
  try {
    const view = { locale: target.locale, i18n: i18nOf(target.locale) }
    const page = await FAST_PAGES[target.page](view, target.slug, parsedQuery(query))
    if (page.kind !== 'page') return fallback()
    const url = query ? `${path}?${query}` : path
    const props = { ...page.props, alternates: page.alternates }
    if (visitor) {
      /** A signed-in page: the visitor's props written per request, never stored, no cookie. */
      if (template.signedInFrame === undefined)
        template.signedInFrame = frameOf(template.page, VISITOR_KEYS)
      const body = pageBytes(template, url, { ...props, ...visitor }, template.signedInFrame)
      writeWithHead(res, signedInHeadOf(template), body, req)
      signedIn += 1
    } else keepAndWrite(res, key, template.head, pageBytes(template, url, props), req)
    answered += 1
  } catch {
    if (!res.headersSent) fallback()
    else res.destroy()
  }
}

let answered = 0
let signedIn = 0
/**
 * Requests answered by the fast path in this process (`signedIn` of them for signed-in
 * visitors), those written into a frame, templates held (tests, diagnostics).
 */
export function listingFastPathStats() {
  return { answered, signedIn, framed, templates: templates.size }
}

onKeep(capture)
onRawMiss(answer)

/** Forgets the templates (tests). */
export function forgetListingTemplates() {
  templates.clear()
}
