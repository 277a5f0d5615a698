import type { IncomingHttpHeaders } from 'node:http'
import Tokens from 'csrf'
import { LRUCache } from 'lru-cache'
import { CookieClient, CookieParser } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import { ReadOnlyValuesStore } from '@adonisjs/session'
import type { SessionData } from '@adonisjs/session/types'
import User from '#models/user'
import { sessionCookieName, sessionVersionCookieName } from '#config/session'
import type { Locale } from '#lib/route_table'
import type { SharedProps } from '#transformers/shared_props'
import { authProp } from '#services/auth/auth_prop'
import { ABSOLUTE_SESSION_MS, SIGNED_IN_AT } from '#services/auth/session_lifetime'
import { keptListSummary } from '#services/cart/cart_store'
import { touchDue } from '#services/session/throttled_touch_store'
import { sessionData, userRows } from '#services/session/visitor_cache'

/** Session keys AdonisJS uses: the web guard's user id, shield's CSRF secret, the flash messages. */
const USER_KEY = 'auth_web'
const CSRF_SECRET = 'csrf-secret'
const FLASH_KEY = '__flash__'
/** Shield's XSRF cookie (encrypted, purpose = its name). */
const XSRF_COOKIE = 'XSRF-TOKEN'

const tokens = new Tokens()

/**
 * Verified cookie values: `name NUL value` → what AdonisJS's CookieClient made of it (the
 * unsigned session id, the decrypted XSRF token), or null when it does not verify. A pure
 * function of the value and APP_KEY, kept so that a visitor's every request does not verify
 * the same bytes again (an HMAC, and an AES decryption with an HMAC, per request).
 */
const verified = new LRUCache<string, { value: unknown }>({ max: 10_000 })
/** Longer values (none of AdonisJS's: ~80 and ~200 characters) are verified without being kept. */
const KEPT_VALUE_LENGTH = 512
let client: CookieClient | undefined
function opened(name: string, value: string | undefined, how: 'unsign' | 'decrypt'): unknown {
  if (!value) return null
  const key = `${name}\u0000${value}`
  let known = verified.get(key)
  if (!known) {
    client ??= new CookieClient(encryption.use())
    known = { value: client[how](name, value) ?? null }
    if (value.length <= KEPT_VALUE_LENGTH) verified.set(key, known)
  }
  return known.value
}

/**
 * Whether `token` is a CSRF token of `secret` (csrf's verify, as shield checks it: a hash and a
 * constant-time comparison that HMACs both sides with a fresh random key), kept per pair like
 * the cookie values above: a pure function of the two.
 */
const validTokens = new LRUCache<string, boolean>({ max: 10_000 })
function validToken(secret: string, token: string): boolean {
  if (secret.length + token.length > KEPT_VALUE_LENGTH) return tokens.verify(secret, token)
  const key = `${secret}\u0000${token}`
  let valid = validTokens.get(key)
  if (valid === undefined) validTokens.set(key, (valid = tokens.verify(secret, token)))
  return valid
}

/**
 * What a cached user row shows: the `auth` prop per locale and whether the account is disabled,
 * made from a model built once per row (cached_user_provider.ts keeps each row 10 s; a changed
 * account is a new row), instead of a Lucid model (its dates parsed into Luxon objects) per request.
 */
const rowViews = new WeakMap<
  object,
  { user: User; disabled: boolean; auth: Map<Locale, SharedProps['auth']> }
>()
function rowView(row: Record<string, unknown>) {
  let view = rowViews.get(row)
  if (!view) {
    const user = User.$createFromAdapterResult({ ...row })!
    view = { user, disabled: user.disabledAt !== null, auth: new Map() }
    rowViews.set(row, view)
  }
  return view
}

/** The shared props of a signed-in visitor that differ from an anonymous one's (docs/fast_paths.md). */
export interface VisitorProps {
  auth: SharedProps['auth']
  lists: SharedProps['lists']
}

/**
 * The signed-in visitor of a GET, told from its cookies and this process's caches alone, for the
 * signed-in listing fast path (listing_fast_path.ts), or null when AdonisJS must answer. Null
 * unless every step AdonisJS would take for that request is known to change nothing and to read
 * nothing this process does not hold:
 *
 * - the session cookie verifies (AdonisJS's CookieParser: signed with APP_KEY) and no
 *   `Authorization` header is sent;
 * - the session's data is cached under the version the `karvan_sv` cookie names (the same rule
 *   as the session store's read, throttled_touch_store.ts); a write by another process shows as
 *   another version;
 * - the session needs no expiry refresh (touchDue), so AdonisJS would send its cookie only to
 *   slide its expiry: at most a minute's lag, as with the throttled touch itself;
 * - it holds a signed-in user, a sign-in time within the absolute lifetime, shield's CSRF
 *   secret and no flash messages (a flash is consumed by the next page: a session write);
 * - the request carries an XSRF-TOKEN cookie that decrypts to a token of that secret (AdonisJS
 *   would send a new token of the same secret; without a valid one it must: handed back);
 * - the user's row is cached (cached_user_provider.ts) and not disabled, and a buyer's header
 *   counts are kept under the session's lists version (cart_store.ts keptListSummary).
 *
 * Nothing here sets a cookie or writes anything; all the caches it reads are forgotten in every
 * process on change (sign-out, password reset, disabling, cart changes).
 */
export function signedInVisitor(headers: IncomingHttpHeaders, locale: Locale): VisitorProps | null {
  if (headers.authorization) return null
  const header = headers.cookie
  if (!header) return null
  const cookies = new CookieParser(
    Array.isArray(header) ? header.join('; ') : header,
    encryption.use()
  ).list()
  const sessionId = opened(sessionCookieName, cookies[sessionCookieName], 'unsign')
  if (typeof sessionId !== 'string' || !sessionId) return null

  const cached = sessionData.get(sessionId)
  const version = cookies[sessionVersionCookieName] ?? ''
  if (!cached || cached.version !== version || touchDue(sessionId)) return null
  const values = JSON.parse(cached.json) as SessionData | null
  if (!values || values[FLASH_KEY] !== undefined) return null
  const session = new ReadOnlyValuesStore(values)

  const userId = session.get(USER_KEY)
  const signedInAt = Number(session.get(SIGNED_IN_AT) ?? 0)
  const secret = session.get(CSRF_SECRET)
  if ((typeof userId !== 'number' && typeof userId !== 'string') || typeof secret !== 'string')
    return null
  if (!signedInAt || Date.now() - signedInAt > ABSOLUTE_SESSION_MS) return null

  const xsrf = opened(XSRF_COOKIE, cookies[XSRF_COOKIE], 'decrypt')
  if (typeof xsrf !== 'string' || !validToken(secret, xsrf)) return null

  const row = userRows.get(String(userId))
  if (!row) return null
  const view = rowView(row)
  if (view.disabled) return null

  const lists = keptListSummary(session, view.user)
  if (lists === undefined) return null
  let auth = view.auth.get(locale)
  if (!auth) view.auth.set(locale, (auth = authProp(view.user, locale)))
  return { auth, lists }
}
