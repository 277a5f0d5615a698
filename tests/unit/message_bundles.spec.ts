import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { bundleOfComponent, inBundle, type MessageBundle } from '#lib/message_bundles'

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

/** The storefront and error pages (with the shell layout) of `bundle`, as files. */
function pagesOf(bundle: MessageBundle): string[] {
  return ['pages/storefront', 'pages/errors', 'layouts'].flatMap((dir) =>
    readdirSync(join(INERTIA, dir))
      .filter((name) => name.endsWith('.tsx'))
      .filter(
        (name) =>
          dir === 'layouts' ||
          bundleOfComponent(`${dir.slice('pages/'.length)}/${name.slice(0, -4)}`) === bundle
      )
      .map((name) => join(INERTIA, dir, name))
  )
}

/** Every front-end file `pages` import, directly or not (the pages included). */
function importClosure(pages: string[]): string[] {
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
  test('landing pages get the storefront bundle, buying pages the checkout bundle, every other page the whole catalogue', ({
    assert,
  }) => {
    assert.equal(bundleOfComponent('storefront/catalog'), 'storefront')
    assert.equal(bundleOfComponent('storefront/product'), 'storefront')
    assert.equal(bundleOfComponent('errors/not_found'), 'storefront')
    for (const page of ['cart', 'wishlist', 'checkout', 'order_confirmation', 'track_delivery'])
      assert.equal(bundleOfComponent(`storefront/${page}`), 'checkout', page)
    assert.equal(bundleOfComponent('admin/home'), 'all')
    assert.equal(bundleOfComponent('seller/products/edit'), 'all')
    assert.equal(bundleOfComponent(undefined), 'all')
    assert.isFalse(
      inBundle('validator.shared.required', 'all'),
      'validation messages are never sent'
    )
    assert.isTrue(inBundle('validator.shared.fields.email', 'all'))
    assert.isFalse(inBundle('admin.home.title', 'storefront'))
    assert.isFalse(inBundle('admin.home.title', 'checkout'))
    assert.isTrue(inBundle('admin.home.title', 'all'))
    assert.isFalse(inBundle('checkout.fields.email', 'storefront'))
    assert.isTrue(inBundle('checkout.fields.email', 'checkout'))
    assert.isTrue(inBundle('catalog.sort.new', 'checkout'), 'checkout holds the storefront too')
  })

  for (const bundle of ['storefront', 'checkout'] as const) {
    test(`every message key the ${bundle} pages, the shell and their components use is in the ${bundle} bundle`, ({
      assert,
    }) => {
      const namespaces = readdirSync(app.languageFilesPath('en')).map((name) =>
        name.replace(/\.json$/, '')
      )
      const keyLike = new RegExp(
        `['"\`]((?:${namespaces.join('|')})\\.[a-zA-Z0-9_.]*)(['"]|\\$\\{)`,
        'g'
      )
      const files = importClosure(pagesOf(bundle))
      assert.isAbove(files.length, 20)
      const english = i18nManager.getTranslationsFor('en')
      const used: string[] = []
      for (const file of files) {
        for (const match of readFileSync(file, 'utf8').matchAll(keyLike)) {
          const [, key, end] = match
          used.push(key)
          assert.isTrue(
            inBundle(key, bundle),
            `${key} (${file.slice(INERTIA.length)}) is missing from the ${bundle} bundle`
          )
          if (end !== '${' && !key.endsWith('.'))
            assert.isTrue(key in english, `${key} (${file.slice(INERTIA.length)}) is not a message`)
        }
      }
      assert.isAbove(used.length, 150)
    })
  }

  test('each bundle leaves out what its pages never show', ({ assert }) => {
    const all = Object.keys(i18nManager.getTranslationsFor('en'))
    const size = (bundle: MessageBundle) => all.filter((key) => inBundle(key, bundle)).length
    assert.isBelow(size('checkout'), all.length * 0.6, 'the workspace messages are left out')
    assert.isBelow(
      size('storefront'),
      size('checkout') * 0.7,
      'a landing page does not carry the cart, checkout, payment and tracking messages'
    )
  })
})
