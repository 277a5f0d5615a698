import { test } from '@japa/runner'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  PAGE_BUNDLES,
  bundleOfComponent,
  inBundle,
  isReferenced,
  type MessageBundle,
} from '#lib/message_bundles'
import { importClosure, messageUsage, referencesIn, storefrontComponents } from '#lib/message_usage'
import { catalogueFor, forgetMessageAssets, pageMessageUsage } from '#lib/message_assets'

const INERTIA = app.makePath('inertia')
const NAMESPACES = Object.keys(i18nManager.getTranslationsFor('en')).reduce<string[]>(
  (names, key) => (names.includes(key.split('.')[0]) ? names : [...names, key.split('.')[0]]),
  []
)

test.group('Message bundles', (group) => {
  group.each.teardown(() => forgetMessageAssets())

  test('landing pages get the storefront bundle, product, supplier and buying pages their own, every other page the whole catalogue', ({
    assert,
  }) => {
    assert.equal(bundleOfComponent('storefront/catalog'), 'storefront')
    assert.equal(bundleOfComponent('storefront/home'), 'storefront')
    assert.equal(bundleOfComponent('errors/not_found'), 'storefront')
    assert.equal(bundleOfComponent('storefront/product'), 'product')
    assert.equal(bundleOfComponent('storefront/supplier'), 'suppliers')
    for (const page of ['cart', 'wishlist', 'checkout', 'order_confirmation', 'track_delivery'])
      assert.equal(bundleOfComponent(`storefront/${page}`), 'checkout', page)
    assert.equal(bundleOfComponent('admin/home'), 'all')
    assert.equal(bundleOfComponent('seller/products/edit'), 'all')
    assert.equal(bundleOfComponent(undefined), 'all')
    assert.isFalse(
      inBundle('validator.shared.required', 'all', null),
      'validation messages are never sent'
    )
    assert.isTrue(inBundle('validator.shared.fields.email', 'all', null))
    assert.isTrue(inBundle('admin.home.title', 'storefront', null), 'no usage: the whole catalogue')
  })

  test('key references are read from literals, prefixes from keys built at run time, through static and lazy imports', ({
    assert,
  }) => {
    const modal = join(INERTIA, 'components', 'gtin', 'gtin_lookup_modal.tsx')
    const button = join(INERTIA, 'components', 'gtin', 'gtin_lookup_button.tsx')
    assert.include(importClosure(INERTIA, [button]), modal, 'a lazy import is followed')
    const references = referencesIn(
      [join(INERTIA, 'pages', 'storefront', 'catalog.tsx')],
      NAMESPACES
    )
    assert.include(references.exact, 'catalog.sort.label')
    assert.isTrue(references.prefixes.every((prefix) => !references.exact.includes(prefix)))
    assert.includeMembers(storefrontComponents(INERTIA), [
      'storefront/catalog',
      'storefront/cart',
      'errors/not_found',
    ])
  })

  test('each page bundle holds every message its pages, the shell and what they import show, and nothing else', ({
    assert,
  }) => {
    const usage = messageUsage(INERTIA, NAMESPACES)
    const english = i18nManager.getTranslationsFor('en')
    for (const bundle of PAGE_BUNDLES) {
      const catalogue = catalogueFor('en', bundle)
      for (const key of usage[bundle].exact) {
        assert.isTrue(key in english, `${key} (${bundle}) is not a message`)
        assert.isTrue(key in catalogue, `${key} is missing from the ${bundle} bundle`)
      }
      for (const prefix of usage[bundle].prefixes)
        assert.isTrue(
          Object.keys(catalogue).some((key) => key.startsWith(prefix)),
          `no message under ${prefix} in the ${bundle} bundle`
        )
      for (const key of Object.keys(catalogue))
        assert.isTrue(
          isReferenced(key, usage[bundle]),
          `${key} in ${bundle} is used by none of its pages`
        )
      /** The shell's messages ride with every page. */
      assert.isTrue('ui.nav.home' in catalogue, bundle)
    }
    assert.deepEqual(pageMessageUsage(), usage, 'the server reads the same usage from the sources')
  })

  test('a landing page does not carry what only the product, supplier, cart and checkout pages show', ({
    assert,
  }) => {
    const keys = (bundle: MessageBundle) => Object.keys(catalogueFor('ru', bundle))
    const storefront = keys('storefront')
    for (const key of ['checkout.fields.email', 'tracking.form.submit', 'enquiries.form.submit'])
      assert.notInclude(storefront, key)
    assert.include(keys('product'), 'enquiries.form.submit')
    assert.include(keys('checkout'), 'checkout.fields.email')
    const all = keys('all').length
    for (const bundle of PAGE_BUNDLES)
      assert.isBelow(keys(bundle).length, all * 0.4, `${bundle} leaves the workspace messages out`)
    assert.isBelow(
      JSON.stringify(catalogueFor('ru', 'storefront')).length,
      JSON.stringify(catalogueFor('ru', 'checkout')).length * 0.7
    )
  })
})
