import env from '#start/env'
import app from '@adonisjs/core/services/app'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { defineConfig } from '@adonisjs/core/http'

/** Key for cookies, signed URLs and encryption. */
export const appKey = env.get('APP_KEY')

/** Public base URL (canonical links, hreflang, e-mails). */
export const appUrl = (env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`).replace(
  /\/$/,
  ''
)

/** Cookies are Secure (and the session cookie `__Host-`) whenever the site is served over HTTPS. */
export const secureCookies = appUrl.startsWith('https://')

/** Lifetime of micro-cached anonymous catalog pages (HTML and page JSON) in ms (0 = off; off in tests unless set). */
export const pageCacheTtlMs = env.get('PAGE_CACHE_TTL_MS') ?? (app.inTest ? 0 : 10_000)

/**
 * Whether the fast paths answer requests before AdonisJS (bin/server.ts, docs/fast_paths.md):
 * micro-cache replays, the anonymous listing pages and the typeahead. Off (FAST_PATHS=0), AdonisJS
 * answers every request with the same bodies; the micro-cache still answers through its middleware.
 */
export const fastPathsEnabled = env.get('FAST_PATHS') ?? true

/** How long counted page boundaries of browsing listings are used, in ms (0 = off: OFFSET pages; off in tests unless set). */
export const pageBoundaryTtlMs = env.get('PAGE_BOUNDARY_TTL_MS') ?? (app.inTest ? 0 : 30_000)

/** How long the public API's JSON answers are reused per URL, in ms (0 = off; off in tests unless set). */
export const apiCacheTtlMs = env.get('API_CACHE_TTL_MS') ?? (app.inTest ? 0 : 10_000)

/** How long the result ids of one search and one typeahead prefix are reused per process, in ms (0 = off; off in tests unless set). */
export const searchCacheTtlMs = env.get('SEARCH_CACHE_TTL_MS') ?? (app.inTest ? 0 : 10_000)

/**
 * Response bodies: plain JSON.stringify (the default safeStringify walks every value first and
 * cost ~10 % of a catalog response); BigInt values become strings. Circular data is a bug and throws.
 */
export function serializeJSON(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch (error) {
    if (!(error instanceof TypeError) || !String(error.message).includes('BigInt')) throw error
    return JSON.stringify(value, (_key, item) =>
      typeof item === 'bigint' ? item.toString() : item
    )
  }
}

/**
 * How long an idle keep-alive connection stays open, in ms (default 65 s). Node's own default
 * (5 s) is below the idle time of common proxies and load balancers (nginx upstream keepalive
 * 60 s, AWS ALB 60 s): the server would close a connection the proxy is about to reuse, and the
 * proxy would see a reset (a sporadic 502). The server must outwait the proxy.
 */
export const keepAliveTimeoutMs = env.get('HTTP_KEEP_ALIVE_TIMEOUT_MS') ?? 65_000

/**
 * Time limit for receiving a request's headers, in ms (default: the keep-alive time + 1 s, 66 s).
 * Kept above the keep-alive time so a request arriving at the end of an idle period is not cut
 * off while its headers come in.
 */
export const headersTimeoutMs = env.get('HTTP_HEADERS_TIMEOUT_MS') ?? keepAliveTimeoutMs + 1000

/** Marks a request already handed back by onBadUrl (once is enough: its path is then valid). */
const RETRIED = Symbol('karvan.badUrlRetried')

/**
 * A request whose path holds a malformed percent-escape (`%`, `%C0%AE` — an overlong dot —, a
 * lone `%E2%80`) cannot name a page or a file. Instead of AdonisJS's bare text "400 Bad Request",
 * it is handled again with the path's `%` signs taken literally (`%` → `%25`): it then reaches the
 * router like any unknown path and gets the localized "Page not found" (404; issue #22, 7).
 */
function onBadUrl(req: IncomingMessage, res: ServerResponse) {
  const request = req as IncomingMessage & { [RETRIED]?: boolean }
  if (request[RETRIED] || !req.url) {
    res.writeHead(400, { 'Content-Type': 'text/plain' })
    return res.end('Bad Request')
  }
  request[RETRIED] = true
  const queryAt = req.url.indexOf('?')
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
  req.url = path.replaceAll('%', '%25') + (queryAt === -1 ? '' : req.url.slice(queryAt))
  import('@adonisjs/core/services/server')
    .then(({ default: server }) => server.handle(req, res))
    .catch(() => res.headersSent || res.writeHead(400).end())
}

/** TRUSTED_PROXIES' addresses, split once: trustProxy runs for every hop of every request. */
const trustedProxies = env
  .get('TRUSTED_PROXIES')
  ?.split(',')
  .map((address) => address.trim())

export const http = defineConfig({
  onBadUrl,
  generateRequestId: true,
  /** Applied by AdonisJS to the Node server (bin/server.ts, the bench cluster's workers, the test server). */
  keepAliveTimeout: keepAliveTimeoutMs,
  headersTimeout: headersTimeoutMs,
  serializeJSON,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  trustProxy: trustedProxies ? (address: string) => trustedProxies.includes(address) : () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})
