import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ensureDemoAccounts } from '#database/seed/demo_accounts'
import { productCodeStems } from '#database/seed/products'
import User from '#models/user'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { errorsOf, productPaths, saveForm } from './helpers.js'

/** Product codes the seeder gives products.json's items (database/seed/products.ts). */
function seededCodes(): string[] {
  const products = JSON.parse(
    readFileSync(app.makePath('database/data/products.json'), 'utf8')
  ) as { key: string; variants: unknown[] }[]
  const stems = productCodeStems(products.map((product) => product.key))
  return products.flatMap((product) =>
    product.variants.map((_, index) => `KRV-${stems.get(product.key)}-${index + 1}`)
  )
}

/**
 * Issue #22: a demo seller who opens a seeded product and presses "Save" got "Address is
 * important", "Brand is important"… — the demo catalog lacked what a listed product needs.
 * Every seeded product goes through the real editor: its values as the editor loads them, sent
 * back unchanged by a seller of its company (the demo accounts where they are the seller).
 */
test.group('Seeded demo products can be saved by their sellers as they are', (group) => {
  let dir = ''
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    dir = mkdtempSync(join(os.tmpdir(), 'karvan-demo-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('every seeded product: the editor values, saved unchanged, give no message and change nothing', async ({
    client,
    assert,
  }) => {
    await ensureDemoAccounts(join(dir, 'demo_accounts.json'))
    const codes = seededCodes()
    const products = await db
      .from('products')
      .whereIn('product_code', codes)
      .orderBy('id')
      .select('id', 'company_id', 'product_code')
    assert.equal(new Set(codes).size, codes.length, 'one code per variant')
    assert.equal(products.length, codes.length, 'every item of products.json is seeded')

    /** The demo sellers for their companies, else the supplier's own seller account. */
    const sellers = new Map<number, User>()
    const sellerOf = async (companyId: number) => {
      if (!sellers.has(companyId)) {
        const row = await db
          .from('users')
          .where({ company_id: companyId, account_type: 'seller' })
          .orderByRaw(`email LIKE '%@demo.karvan.az' AND email NOT LIKE 'sales+%' DESC, id`)
          .first()
        assert.exists(row, `company ${companyId} has a seller account`)
        sellers.set(companyId, await User.findOrFail(row.id))
      }
      return sellers.get(companyId)!
    }
    const demoSeller = await db
      .from('users')
      .where({ email: 'seller@demo.karvan.az', account_type: 'seller' })
      .firstOrFail()
    assert.equal((await sellerOf(demoSeller.company_id)).id, demoSeller.id)

    const refused: string[] = []
    for (const product of products) {
      const seller = await sellerOf(product.company_id)
      const page = inertiaPage(
        (await client.get(productPaths(product.id).edit).loginAs(seller)).text()
      )
      assert.equal(page.component, 'seller/products/edit')
      const values = page.props.values
      const response = await saveForm(client, seller, product.id, { ...values, intent: 'draft' })
      const errors = errorsOf(response)
      if (
        response.status() !== 303 ||
        Object.keys(errors).length > 0 ||
        response.flashMessages().success !== 'Saved.'
      ) {
        refused.push(
          `${product.product_code}: ${response.status()} ${JSON.stringify(errors)} ${response.flashMessages().success ?? ''}`
        )
      }
    }
    assert.deepEqual(
      refused,
      [],
      `${refused.length} of ${products.length} seeded products could not be saved as they are`
    )

    const after = await db
      .from('products')
      .whereIn('product_code', codes)
      .select('status', 'changed_since_approval', 'location_address_id', 'brand_id')
    assert.isTrue(
      after.every((row) => row.status === 'published' && row.changed_since_approval === false)
    )
    assert.isTrue(after.every((row) => row.location_address_id !== null && row.brand_id !== null))
  }).timeout(600_000)
})
