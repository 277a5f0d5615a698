import type { IncomingHttpHeaders } from 'node:http'
import Tokens from 'csrf'
import { CookieParser } from '@adonisjs/core/http'
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
  )
  const sessionId = cookies.unsign(sessionCookieName)
  if (typeof sessionId !== 'string' || !sessionId) return null

  const cached = sessionData.get(sessionId)
  const version = cookies.list()[sessionVersionCookieName] ?? ''
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

  const xsrf = cookies.decrypt(XSRF_COOKIE)
  if (typeof xsrf !== 'string' || !tokens.verify(secret, xsrf)) return null

  const row = userRows.get(String(userId))
  if (!row) return null
  const user = User.$createFromAdapterResult({ ...row })
  if (!user || user.disabledAt !== null) return null

  const lists = keptListSummary(session, user)
  if (lists === undefined) return null
  return { auth: authProp(user, locale), lists }
}
