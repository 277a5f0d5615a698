import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { VITE_MANIFEST } from '#config/vite'
import { APP_LOADER, APP_LOADER_CSP } from '#lib/app_loader'
import { appScriptsIn } from '#lib/page_preloads'
import { PAGES } from '#lib/route_table'

type Chunk = { file: string; imports?: string[]; css?: string[] }

/** The production build's manifest (the test runner builds the app when it is stale). */
function manifest(): Record<string, Chunk> {
  return JSON.parse(readFileSync(app.makePath(VITE_MANIFEST), 'utf8'))
}

test.group('The app loaded after the first paint (issue 26, LCP)', () => {
  test('the policy allows the inline loader by its hash, and no other inline script', async ({
    client,
    assert,
  }) => {
    assert.equal(
      APP_LOADER_CSP,
      `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`
    )
    assert.match(APP_LOADER, /^\(function boot\(script\) \{[\s\S]*\}\)\(document\.currentScript\)$/)
    assert.notInclude(APP_LOADER, '</')
    const response = await client.get(PAGES.home.en)
    response.assertStatus(200)
    const policy = response.header('content-security-policy')!
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'))!
    assert.include(scriptSrc, APP_LOADER_CSP)
    assert.notInclude(scriptSrc, 'unsafe-inline')
  })

  test('the entry’s own chunks come first, the page’s after, each once; stylesheets of the whole entry', async ({
    assert,
  }) => {
    const chunks = manifest()
    const scripts = appScriptsIn(chunks, 'storefront/catalog', '/assets')
    const modules = scripts.modules.split(' ')
    assert.lengthOf(new Set(modules), modules.length)
    assert.notInclude(modules, scripts.entry)
    const page = `/assets/${chunks['inertia/pages/storefront/catalog.tsx'].file}`
    const own = (chunks['inertia/app.tsx'].imports ?? []).map(
      (key) => `/assets/${chunks[key].file}`
    )
    assert.isAbove(own.length, 0)
    for (const href of own) assert.isBelow(modules.indexOf(href), modules.indexOf(page))
    assert.deepEqual(
      scripts.stylesheets,
      (chunks['inertia/app.tsx'].css ?? []).map((css) => `/assets/${css}`)
    )
    /** A component without a chunk still gets the app. */
    const none = appScriptsIn(chunks, 'storefront/no_such_page', '/assets')
    assert.equal(none.entry, scripts.entry)
    for (const href of own) assert.include(none.modules.split(' '), href)
    assert.notInclude(none.modules.split(' '), page)
  })
})
