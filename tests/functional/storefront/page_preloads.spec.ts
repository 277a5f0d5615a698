import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { VITE_MANIFEST } from '#config/vite'
import { modulePreloadsIn } from '#lib/page_preloads'

type Chunk = { file: string; imports?: string[] }

/** The production build's manifest (the test runner builds the app when it is stale). */
function manifest(): Record<string, Chunk> {
  return JSON.parse(readFileSync(app.makePath(VITE_MANIFEST), 'utf8'))
}

/** Every chunk `key` imports statically, itself included. */
function closure(chunks: Record<string, Chunk>, key: string, into = new Set<string>()) {
  if (into.has(key) || !chunks[key]) return into
  into.add(key)
  for (const imported of chunks[key].imports ?? []) closure(chunks, imported, into)
  return into
}

test.group('Page chunks preloaded with the page (issue 26)', () => {
  test('a page names its component chunk and every chunk it imports, once, not the app entry’s', async ({
    assert,
  }) => {
    const chunks = manifest()
    const entry = closure(chunks, 'inertia/app.tsx')
    for (const component of ['storefront/home', 'storefront/catalog', 'storefront/product']) {
      const preloads = modulePreloadsIn(chunks, component, '/assets')
      const needed = [...closure(chunks, `inertia/pages/${component}.tsx`)].filter(
        (key) => !entry.has(key) && chunks[key].file.endsWith('.js')
      )
      assert.isAbove(needed.length, 1, component)
      assert.sameMembers(
        preloads,
        needed.map((key) => `/assets/${chunks[key].file}`),
        component
      )
      assert.include(preloads, `/assets/${chunks[`inertia/pages/${component}.tsx`].file}`)
      assert.lengthOf(new Set(preloads), preloads.length, component)
    }
    assert.deepEqual(modulePreloadsIn(chunks, 'storefront/no_such_page', '/assets'), [])
  })
})
