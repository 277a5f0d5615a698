import { TEST_PASSWORD } from '#tests/helpers/accounts'
import type { AccountType } from '#models/user'

/**
 * A browser's cookies against a running server (a minimal jar: name → value, fed with
 * Set-Cookie headers; an expired cookie is removed), for tests that talk HTTP to a built server.
 */
export class BrowserSession {
  readonly jar = new Map<string, string>()

  constructor(public base: string) {}

  /** Another browser holding the same cookies (a copy: later cookies of either stay apart). */
  copy() {
    const other = new BrowserSession(this.base)
    for (const [name, value] of this.jar) other.jar.set(name, value)
    return other
  }

  /** The Cookie header this browser sends. */
  cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Takes the response's cookies into the jar. */
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.jar.delete(name)
      else this.jar.set(name, pair.slice(at + 1).trim())
    }
    return response
  }

  /** A GET with this browser's cookies (redirects not followed); cookies are taken unless `keep` is false. */
  async get(path: string, headers: Record<string, string> = {}, keep = true) {
    const response = await fetch(this.base + path, {
      redirect: 'manual',
      headers: { ...headers, Cookie: this.cookie() },
    })
    if (keep) this.take(response)
    return response
  }

  /** A form post as the Inertia client sends it (JSON, X-XSRF-TOKEN from the cookie). */
  async post(path: string, body: Record<string, unknown>) {
    if (!this.jar.has('XSRF-TOKEN')) this.take(await fetch(`${this.base}/csrf`))
    const response = await fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'X-Inertia': 'true',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
        'Cookie': this.cookie(),
      },
      body: JSON.stringify(body),
    })
    return this.take(response)
  }

  /** Signs `email` in through the sign-in form (password TEST_PASSWORD); throws unless redirected. */
  async signIn(email: string, accountType: AccountType) {
    const response = await this.post('/en/login', {
      account_type: accountType,
      email,
      password: TEST_PASSWORD,
    })
    if (response.status !== 302 && response.status !== 303)
      throw new Error(`signing ${email} in answered ${response.status}`)
  }
}
