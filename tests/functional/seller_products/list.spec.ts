import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { insertProduct, sellerWithAddress } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** The list page's props for `query` as `seller`. */
async function listProps(
  client: any,
  seller: any,
  query = '',
  path: string = PAGES.seller_products.en
) {
  const response = await client.get(`${path}${query}`).loginAs(seller)
  response.assertStatus(200)
  const page = inertiaPage(response.text())
  if (page.component !== 'seller/products/index')
    throw new Error(`Unexpected page ${page.component}`)
  return page.props
}

const names = (props: any) => props.products.map((product: any) => product.name)

test.group('Seller products: list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test("lists the company's products newest update first, with status badges, the rejection reason and actions", async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const company = seller.companyId!
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)
    await insertProduct(company, { name: 'Fındıq', status: 'draft', updated_at: minutesAgo(5) })
    await insertProduct(company, {
      name: 'Bal',
      status: 'rejected',
      rejection_reason: 'The photos show another product',
      updated_at: minutesAgo(1),
    })
    await insertProduct(company, {
      name: 'Çay',
      status: 'published',
      changed_since_approval: true,
      updated_at: minutesAgo(3),
    })
    await insertProduct(company, { name: 'Kişmiş', status: 'archived', updated_at: minutesAgo(10) })

    const props = await listProps(client, seller)
    assert.deepEqual(names(props), ['Bal en', 'Çay en', 'Fındıq en', 'Kişmiş en'])
    const [rejected, changed, draft, archived] = props.products
    assert.equal(rejected.state.label, 'Rejected')
    assert.equal(rejected.state.rejectionReason, 'The photos show another product')
    assert.deepEqual(rejected.actions, ['edit', 'submit', 'archive', 'duplicate'])
    assert.isTrue(changed.state.changed)
    assert.equal(changed.state.label, 'Published')
    assert.deepEqual(changed.actions, ['edit', 'archive', 'duplicate'])
    assert.match(changed.publicUrl, /^\/en\/product\/product-/)
    assert.deepEqual(draft.actions, ['edit', 'submit', 'archive', 'duplicate', 'delete'])
    assert.deepEqual(archived.actions, ['edit', 'restore', 'duplicate'])
    assert.equal(props.counts.total, 4)
    assert.equal(props.counts.byStatus.rejected, 1)
    assert.equal(props.counts.changed, 1)
    assert.include(draft.price, '10.00')
    assert.equal(draft.completeLanguages, 3)
  })

  test('search finds a name in any language (letters folded), a product code and a barcode', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const company = seller.companyId!
    const sugar = await insertProduct(company, { name: 'Şəkər tozu', product_code: 'SUG-001' })
    await db
      .from('product_translations')
      .where({ product_id: sugar, locale: 'ru' })
      .update({ name: 'Сахарный песок' })
    await insertProduct(company, { name: 'Duz', product_code: 'SALT-77', barcode: '4006381333931' })
    await insertProduct(company, { name: 'Un 100%_off', product_code: 'FLR-1' })

    assert.deepEqual(names(await listProps(client, seller, '?q=seker')), ['Şəkər tozu en'])
    assert.deepEqual(
      names(await listProps(client, seller, '?q=%D0%BF%D0%B5%D1%81%D0%BE%D0%BA')),
      ['Şəkər tozu en'],
      'Russian name'
    )
    assert.deepEqual(names(await listProps(client, seller, '?q=salt-7')), ['Duz en'])
    assert.deepEqual(names(await listProps(client, seller, '?q=6381333')), ['Duz en'])
    assert.deepEqual(
      names(await listProps(client, seller, '?q=100%25_')),
      ['Un 100%_off en'],
      '% and _ are literal'
    )
    const none = await listProps(client, seller, '?q=nothing-like-this')
    assert.lengthOf(none.products, 0)
    assert.equal(none.pagination.total, 0)
  })

  test('filters by status and by "changed since approval"; unknown values fall back to the defaults', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const company = seller.companyId!
    await insertProduct(company, { name: 'Draft one', status: 'draft' })
    await insertProduct(company, { name: 'Live', status: 'published' })
    await insertProduct(company, {
      name: 'Live edited',
      status: 'published',
      changed_since_approval: true,
    })

    assert.sameMembers(names(await listProps(client, seller, '?status=published')), [
      'Live en',
      'Live edited en',
    ])
    assert.deepEqual(names(await listProps(client, seller, '?status=changed')), ['Live edited en'])
    assert.deepEqual(names(await listProps(client, seller, '?status=draft')), ['Draft one en'])
    const fallback = await listProps(client, seller, '?status=approved&sort=evil&page=-3')
    assert.lengthOf(fallback.products, 3)
    assert.deepEqual(fallback.filters, { q: '', status: 'all', sort: 'updated', page: 1 })
  })

  test('sorts by name, price and stock', async ({ client, assert }) => {
    const { seller } = await sellerWithAddress()
    const company = seller.companyId!
    await insertProduct(company, { name: 'Bravo', price_minor: 500, stock: 30 })
    await insertProduct(company, { name: 'alpha', price_minor: 1500, stock: 10 })
    await insertProduct(company, { name: 'Charlie', price_minor: 100, stock: 20 })

    assert.deepEqual(names(await listProps(client, seller, '?sort=name')), [
      'alpha en',
      'Bravo en',
      'Charlie en',
    ])
    assert.deepEqual(names(await listProps(client, seller, '?sort=price_asc')), [
      'Charlie en',
      'Bravo en',
      'alpha en',
    ])
    assert.deepEqual(names(await listProps(client, seller, '?sort=price_desc')), [
      'alpha en',
      'Bravo en',
      'Charlie en',
    ])
    assert.deepEqual(names(await listProps(client, seller, '?sort=stock_asc')), [
      'alpha en',
      'Charlie en',
      'Bravo en',
    ])
    assert.deepEqual(names(await listProps(client, seller, '?sort=stock_desc')), [
      'Bravo en',
      'Charlie en',
      'alpha en',
    ])
  })

  test('pages by 20, keeping the filters in the page links; a page past the end shows the last page', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    for (let i = 0; i < 23; i++)
      await insertProduct(seller.companyId!, {
        name: `Item ${String(i).padStart(2, '0')}`,
        status: 'draft',
      })
    await insertProduct(seller.companyId!, { name: 'Published one', status: 'published' })

    const first = await listProps(client, seller, '?status=draft&sort=name')
    assert.lengthOf(first.products, 20)
    assert.equal(first.pagination.total, 23)
    assert.equal(first.pagination.lastPage, 2)
    assert.equal(
      first.pagination.next,
      url('seller_products', 'en', undefined, { qs: { status: 'draft', sort: 'name', page: '2' } })
    )

    const second = await listProps(client, seller, '?status=draft&sort=name&page=2')
    assert.deepEqual(names(second), ['Item 20 en', 'Item 21 en', 'Item 22 en'])
    const beyond = await listProps(client, seller, '?status=draft&sort=name&page=9')
    assert.equal(beyond.pagination.page, 2)
    assert.equal(
      beyond.back,
      url('seller_products', 'en', undefined, { qs: { status: 'draft', sort: 'name', page: '2' } })
    )
  })

  test('the list and its labels follow the page language; a name missing in it falls back to another language', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { name: 'Nar', status: 'in_review' })
    await db.from('product_translations').where({ product_id: id, locale: 'ru' }).delete()
    const props = await listProps(client, seller, '', PAGES.seller_products.ru)
    assert.deepEqual(names(props), ['Nar az'])
    assert.equal(props.products[0].state.label, 'На проверке')
    assert.equal(props.products[0].completeLanguages, 2)
    assert.equal(props.products[0].urls.edit, `/ru/panel-prodavtsa/tovary/${id}/edit`)
    const untitled = await db
      .table('products')
      .insert({ company_id: seller.companyId, product_code: `EMPTY-${id}`, price_minor: 0 })
      .returning('id')
    const again = await listProps(client, seller, '', PAGES.seller_products.ru)
    const empty = again.products.find(
      (product: any) => product.id === Number(untitled[0].id ?? untitled[0])
    )
    assert.isNull(empty.name)
    assert.isNull(empty.price)
  })
})
