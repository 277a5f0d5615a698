import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
// @ts-expect-error plain JavaScript launcher module (bin/), no type declarations
import { startEmbedded } from '../../../bin/embedded_db.js'
import { inertiaPage } from '#tests/helpers/inertia_page'
import {
  WARN,
  freePort,
  rawRequest,
  startBuiltServer,
  type BuiltServer,
  type RawResponse,
} from '#tests/helpers/built_server'

/** The "temporarily unavailable" heading per language (resources/lang/<locale>/ui.json). */
const HEADING = {
  az: 'Sayt müvəqqəti olaraq əlçatan deyil',
  en: 'The site is temporarily unavailable',
  ru: 'Сайт временно недоступен',
}

/** `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(response: RawResponse): Record<string, string> {
  const list = response.headers['set-cookie'] ?? []
  return Object.fromEntries(
    list
      .map((cookie) => cookie.split(';')[0])
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
  )
}

/** The 503 answer: status, Retry-After, not cached, the heading in `locale`. */
function assertUnavailable(
  assert: any,
  response: RawResponse,
  locale: keyof typeof HEADING,
  what: string
) {
  assert.equal(response.status, 503, what)
  assert.equal(response.headers['retry-after'], '30', what)
  assert.equal(response.headers['cache-control'], 'no-store', what)
  assert.include(String(response.headers['content-type']), 'text/html', what)
  assert.include(response.text, `<html lang="${locale}">`, what)
  assert.include(response.text, HEADING[locale], what)
}

test.group('Database outage (issue #22, 8)', (group) => {
  let scratch = ''
  let dataDir = ''
  let port = 0
  let cluster: { url: string; stop: () => Promise<void> } | undefined
  let server: BuiltServer | undefined

  group.setup(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'karvan-outage-'))
    /** Run as root, the cluster runs as the postgres user, which must reach its directory. */
    chmodSync(scratch, 0o755)
    dataDir = join(scratch, 'pg')
    mkdirSync(join(scratch, 'uploads'))
    return async () => {
      await server?.stop()
      await cluster?.stop().catch(() => {})
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  test('while PostgreSQL is down: 503, Retry-After, a localized page, one log line per request; then it recovers', async ({
    assert,
  }) => {
    port = await freePort()
    cluster = await startEmbedded({ dataDir, port, database: 'outage' })
    const env = {
      DATABASE_URL: cluster!.url,
      SESSION_DRIVER: 'database',
      UPLOADS_DIR: join(scratch, 'uploads'),
      APP_KEY: randomBytes(32).toString('base64url'),
    }
    const migrated = spawnSync(process.execPath, ['ace.js', 'migration:run', '--force'], {
      cwd: app.makePath('build'),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    })
    assert.equal(migrated.status, 0, migrated.stdout + migrated.stderr)
    server = await startBuiltServer(env)
    const base = server.url

    /** Before: pages answer, the visitor gets a session (stored in PostgreSQL). */
    const home = await rawRequest(base, { path: '/en' })
    assert.equal(home.status, 200)
    const version = inertiaPage(home.text).version
    const cookies = cookiesOf(await rawRequest(base, { path: '/csrf' }))
    assert.properties(cookies, ['karvan_session', 'XSRF-TOKEN'])
    const cookie = `karvan_session=${cookies.karvan_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`
    const inertia = {
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-Requested-With': 'XMLHttpRequest',
      'Accept': 'text/html, application/xhtml+xml',
    }

    await cluster!.stop()
    const from = server.logs.length

    const pages = [
      { what: 'az home with a session', locale: 'az', request: { path: '/', headers: { cookie } } },
      {
        what: 'en home with a session',
        locale: 'en',
        request: { path: '/en', headers: { cookie } },
      },
      { what: 'ru home without a session', locale: 'ru', request: { path: '/ru' } },
      {
        what: 'en cart page with a session',
        locale: 'en',
        request: { path: '/en/cart', headers: { cookie } },
      },
      {
        what: 'Inertia visit of a category',
        locale: 'en',
        request: { path: '/en/category?outage=1', headers: inertia },
      },
      {
        what: 'Inertia visit with a session',
        locale: 'ru',
        request: { path: '/ru', headers: { ...inertia, cookie } },
      },
      {
        what: 'contact form posted (Inertia, JSON)',
        locale: 'en',
        request: {
          method: 'POST',
          path: '/en/contact',
          headers: {
            ...inertia,
            cookie,
            'Content-Type': 'application/json',
            'X-XSRF-TOKEN': decodeURIComponent(cookies['XSRF-TOKEN']),
            'Referer': `${base}/en/contact`,
          },
          body: JSON.stringify({
            name: 'Aynur',
            email: 'aynur@example.az',
            message: 'Do you ship hazelnuts to Berlin?',
          }),
        },
      },
    ] as const
    for (const page of pages)
      assertUnavailable(assert, await rawRequest(base, page.request as any), page.locale, page.what)

    const json = await rawRequest(base, {
      path: '/en',
      headers: { Accept: 'application/json', cookie },
    })
    assert.equal(json.status, 503)
    assert.equal(json.headers['retry-after'], '30')
    assert.equal(
      JSON.parse(json.text).message,
      'The site is temporarily unavailable. We have a short technical problem. Please try again in a minute.'
    )

    /** At most one warn/error line per request, and none of the pool's or the session's own noise. */
    await new Promise((done) => setTimeout(done, 300))
    const lines = server.logs.slice(from).filter((line) => line.level >= WARN)
    const perRequest = new Map<string, number>()
    for (const line of lines)
      if (line.request_id)
        perRequest.set(line.request_id, (perRequest.get(line.request_id) ?? 0) + 1)
    assert.equal(perRequest.size, pages.length + 1, JSON.stringify(lines))
    for (const count of perRequest.values()) assert.equal(count, 1, JSON.stringify(lines))
    assert.notMatch(
      JSON.stringify(lines),
      /Session store has not been initiated|Acquire connection error|Connection Error/
    )
    assert.isTrue(
      lines
        .filter((line) => line.request_id)
        .every((line) => line.msg === 'database unavailable: answered 503'),
      JSON.stringify(lines)
    )

    /** PostgreSQL back: the same process answers normally again, with the visitor's session. */
    cluster = await startEmbedded({ dataDir, port, database: 'outage' })
    const deadline = Date.now() + 10_000
    let again = await rawRequest(base, { path: '/en', headers: { cookie } })
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100))
      again = await rawRequest(base, { path: '/en', headers: { cookie } })
    }
    assert.equal(again.status, 200)
    for (const path of ['/', '/ru', '/en/cart'])
      assert.equal((await rawRequest(base, { path, headers: { cookie } })).status, 200, path)
    const visit = await rawRequest(base, { path: '/en/category?outage=2', headers: inertia })
    assert.equal(visit.status, 200)
    assert.equal(JSON.parse(visit.text).component, 'storefront/catalog')
  }).timeout(180_000)
})
