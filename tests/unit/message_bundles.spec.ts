import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { bundleOfComponent, inBundle } from '#lib/message_bundles'

const INERTIA = app.makePath('inertia')

/** A front-end import (`~/…` or relative) as a file path, or null for packages. */
function resolveImport(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('~/')) base = join(INERTIA, spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  for (const suffix of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = base + suffix
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

/** Every front-end file a storefront or error page (or a layout) imports, directly or not. */
function storefrontFiles(): string[] {
  const pages = ['pages/storefront', 'pages/errors', 'layouts'].flatMap((dir) =>
    readdirSync(join(INERTIA, dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => join(INERTIA, dir, name))
  )
  const seen = new Set<string>()
  const stack = [...pages]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g
    )) {
      const target = resolveImport(file, match[1])
      if (target && !seen.has(target)) stack.push(target)
    }
  }
  return [...seen]
}

test.group('Message bundles', () => {
  test('storefront and error pages get the storefront bundle, every other page the whole catalogue', ({
    assert,
  }) => {
    assert.equal(bundleOfComponent('storefront/catalog'), 'storefront')
    assert.equal(bundleOfComponent('errors/not_found'), 'storefront')
    assert.equal(bundleOfComponent('admin/home'), 'all')
    assert.equal(bundleOfComponent('seller/products/edit'), 'all')
    assert.equal(bundleOfComponent(undefined), 'all')
    assert.isFalse(
      inBundle('validator.shared.required', 'all'),
      'validation messages are never sent'
    )
    assert.isTrue(inBundle('validator.shared.fields.email', 'all'))
    assert.isFalse(inBundle('admin.home.title', 'storefront'))
    assert.isTrue(inBundle('admin.home.title', 'all'))
  })

  test('every message key the storefront pages, layouts and their components use is in the storefront bundle', ({
    assert,
  }) => {
    const namespaces = readdirSync(app.languageFilesPath('en')).map((name) =>
      name.replace(/\.json$/, '')
    )
    const keyLike = new RegExp(
      `['"\`]((?:${namespaces.join('|')})\\.[a-zA-Z0-9_.]*)(['"]|\\$\\{)`,
      'g'
    )
    const files = storefrontFiles()
    assert.isAbove(files.length, 20)
    const english = i18nManager.getTranslationsFor('en')
    const used: string[] = []
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyLike)) {
        const [, key, end] = match
        used.push(key)
        assert.isTrue(
          inBundle(key, 'storefront'),
          `${key} (${file.slice(INERTIA.length)}) is missing from the storefront bundle`
        )
        if (end !== '${' && !key.endsWith('.'))
          assert.isTrue(key in english, `${key} (${file.slice(INERTIA.length)}) is not a message`)
      }
    }
    assert.isAbove(used.length, 200)
    const all = Object.keys(english)
    const storefront = all.filter((key) => inBundle(key, 'storefront'))
    assert.isBelow(
      storefront.length,
      all.length * 0.6,
      'the storefront bundle leaves the workspace messages out'
    )
  })
})
