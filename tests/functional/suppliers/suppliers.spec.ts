import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LOCALES, PAGES, type Locale } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

const APP_URL = 'http://localhost:3333'
const NOT_FOUND = {
  az: 'Səhifə tapılmadı',
  en: 'Page not found',
  ru: 'Страница не найдена',
} as const
const TOO_MANY = {
  az: 'Həddindən çox sorğu',
  en: 'Too many requests',
  ru: 'Слишком много запросов',
} as const

/** Condition (over `companies as c`) of a publicly listed supplier: active, with a published product. */
const LISTED = `c.status = 'active' AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.status = 'published')`

/** Ids of listed companies (active, with a published product) matching `where`, as a sorted list. */
async function activeIds(where?: (query: any) => void) {
  const query = db
    .from('companies as c')
    .leftJoin('districts as d', 'd.id', 'c.district_id')
    .leftJoin('economic_regions as r', 'r.id', 'd.economic_region_id')
    .whereRaw(LISTED)
    .select('c.id')
  where?.(query)
  return (await query).map((row) => row.id as number).sort((a, b) => a - b)
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** Published product count per company id. */
async function productCounts() {
  const rows = await db
    .from('products')
    .where('status', 'published')
    .groupBy('company_id')
    .select('company_id')
    .count('* as n')
  return new Map(rows.map((row) => [row.company_id as number, Number(row.n)]))
}

/** A seeded company by its data key (database/data/suppliers.json). */
async function company(code: string) {
  return db.from('companies').where('code', code).firstOrFail()
}

/**
 * Creates a company owned by one test (code `test-sup-…`, removed by removeTestCompanies) in
 * district `districtCode`, with az/en/ru texts and `products` published products (default 1:
 * a supplier without one is not shown in public).
 */
async function createCompany(
  key: string,
  fields: {
    name: string
    status?: 'active' | 'suspended'
    type?: 'legal' | 'individual'
    districtCode?: string
    phone?: string
    website?: string
    products?: number
  }
) {
  const district = await db
    .from('districts')
    .where('code', fields.districtCode ?? 'SZZ-02')
    .firstOrFail()
  const type = fields.type ?? 'individual'
  const taxId = `${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}${type === 'legal' ? 1 : 2}`
  const [{ id }] = await db
    .table('companies')
    .insert({
      code: `test-sup-${key}`,
      name: fields.name,
      slug: `test-${key}`,
      company_type: type,
      tax_id: taxId,
      district_id: district.id,
      phone: fields.phone ?? '+994 55 123 45 67',
      website: fields.website ?? null,
      status: fields.status ?? 'active',
    })
    .returning('id')
  await db.table('company_translations').multiInsert(
    LOCALES.map((locale) => ({
      company_id: id,
      locale,
      description: `${locale} description ${key}`,
      legal_address: `${locale} address ${key}`,
    }))
  )
  const products = fields.products ?? 1
  if (products > 0) await createProducts(id, products)
  return { id: id as number, slug: `test-${key}`, taxId }
}

/** Publishes `count` products of company `companyId` (codes `TSUP-…`, az/en/ru names); prices rise with the index. */
async function createProducts(companyId: number, count: number) {
  const category = await db.from('categories').whereNotNull('parent_id').orderBy('id').firstOrFail()
  const ids: number[] = []
  for (let i = 1; i <= count; i++) {
    const price = (count - i + 1) * 1000
    const [{ id }] = await db
      .table('products')
      .insert({
        company_id: companyId,
        category_id: category.id,
        product_code: `TSUP-${companyId}-${i}`,
        price_minor: price,
        effective_price_minor: price,
        stock: 10,
        status: 'published',
        first_published_at: new Date(Date.now() - i * 60_000),
      })
      .returning('id')
    await db.table('product_translations').multiInsert(
      LOCALES.map((locale) => ({
        product_id: id,
        locale,
        name: `Test product ${i} ${locale}`,
        slug: `tsup-${companyId}-${i}-${locale}`,
      }))
    )
    ids.push(id)
  }
  return ids
}

/** Deletes every company created by these tests, with their products. */
async function removeTestCompanies() {
  const companies = db.from('companies').where('code', 'like', 'test-sup-%').select('id')
  await db.from('products').whereIn('company_id', companies).delete()
  await db.from('companies').where('code', 'like', 'test-sup-%').delete()
}

test.group('Suppliers list', (group) => {
  group.each.setup(async () => {
    await removeTestCompanies()
  })
  group.teardown(removeTestCompanies)

  test('is served in az, en and ru with counts from the database', async ({ client, assert }) => {
    const all = await activeIds()
    const counts = await productCounts()
    const baku = { az: 'Bakı', en: 'Baku', ru: 'Баку' } as const
    for (const locale of LOCALES) {
      const path = PAGES.suppliers[locale]
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      assert.equal(page.component, 'storefront/suppliers')
      assert.equal(page.props.locale, locale)
      assert.include(html, `<html lang="${locale}">`)
      assert.include(html, `rel="canonical" href="${APP_URL}${path}"`)
      assert.equal(page.props.view.pagination.total, all.length)
      assert.lengthOf(page.props.suppliers, Math.min(24, all.length))
      for (const card of page.props.suppliers) {
        assert.equal(card.productCount, counts.get(card.id) ?? 0, `product count of ${card.name}`)
        assert.equal(
          card.url,
          url('supplier_info.show', locale, { slugId: card.url.split('/').pop() })
        )
      }
      const azersun = await company('P01')
      const card = page.props.suppliers.find((c: any) => c.id === azersun.id)
      assert.equal(card.district, baku[locale])
      assert.lengthOf(page.props.view.regions, 14)
    }
  })

  test('name search ignores case and Azerbaijani letters', async ({ client, assert }) => {
    const gilan = await activeIds((q) => q.whereILike('c.name', '%gilan%'))
    assert.isAtLeast(gilan.length, 2)
    const search = async (q: string) => {
      const page = inertiaPage(
        (await client.get(`/en/suppliers?q=${encodeURIComponent(q)}`)).text()
      )
      return {
        ids: sorted(page.props.suppliers.map((s: any) => s.id)),
        total: page.props.view.pagination.total,
        page,
      }
    }
    assert.deepEqual((await search('gilan')).ids, gilan)
    assert.deepEqual((await search('GILAN')).ids, gilan)

    const sheki = await activeIds((q) => q.where('c.name', 'like', '%Şəki%'))
    assert.isAtLeast(sheki.length, 2)
    assert.deepEqual((await search('seki')).ids, sheki)
    assert.deepEqual((await search('Şəki')).ids, sheki)
    assert.deepEqual((await search('ŞƏKİ')).ids, sheki)

    const own = await createCompany('sahdag', { name: 'Şahdağ Dağ Balı Təsərrüfatı' })
    for (const q of ['sahdag', 'Şahdağ', 'shahdag', 'dag bali']) {
      assert.deepEqual((await search(q)).ids, [own.id], `?q=${q}`)
    }
    const none = await search('%')
    assert.equal(none.total, 0)
    assert.lengthOf(none.page.props.suppliers, 0)
    assert.equal(none.page.props.view.filters.q, '%')
  })

  test('region and district filters show only suppliers of that place', async ({
    client,
    assert,
  }) => {
    const szq = await activeIds((q) => q.where('r.code', 'SZQ'))
    assert.isAtLeast(szq.length, 3)
    const page = inertiaPage(
      (await client.get(url('suppliers', 'ru', undefined, { qs: { region: 'SZQ' } }))).text()
    )
    assert.deepEqual(sorted(page.props.suppliers.map((s: any) => s.id)), szq)
    assert.equal(page.props.view.pagination.total, szq.length)
    const region = await db.from('economic_regions').where('code', 'SZQ').firstOrFail()
    for (const card of page.props.suppliers) assert.equal(card.region, region.name_ru)
    assert.equal(page.props.view.filters.region, 'SZQ')
    assert.equal(page.props.view.filters.placeLabel, region.name_ru)
    assert.isTrue(page.props.view.regions.find((r: any) => r.code === 'SZQ').current)

    const sheki = await activeIds((q) => q.where('d.code', 'SZQ-05'))
    const byDistrict = inertiaPage(
      (await client.get(url('suppliers', 'az', undefined, { qs: { district: 'SZQ-05' } }))).text()
    )
    assert.deepEqual(sorted(byDistrict.props.suppliers.map((s: any) => s.id)), sheki)
    const district = await db.from('districts').where('code', 'SZQ-05').firstOrFail()
    assert.equal(byDistrict.props.view.filters.placeLabel, district.name_az)

    const empty = inertiaPage(
      (await client.get(url('suppliers', 'en', undefined, { qs: { region: 'SZZ' } }))).text()
    )
    const szz = await activeIds((q) => q.where('r.code', 'SZZ'))
    assert.equal(empty.props.view.pagination.total, szz.length)
  })

  test('the individual / corporate filter', async ({ client, assert }) => {
    for (const type of ['individual', 'legal'] as const) {
      const expected = await activeIds((q) => q.where('c.company_type', type))
      const page = inertiaPage(
        (await client.get(url('suppliers', 'en', undefined, { qs: { type } }))).text()
      )
      assert.equal(page.props.view.pagination.total, expected.length)
      for (const card of page.props.suppliers) assert.equal(card.type, type)
      assert.isTrue(page.props.view.types.find((option: any) => option.key === type).current)
    }
    const combined = inertiaPage(
      (
        await client.get(
          url('suppliers', 'en', undefined, { qs: { type: 'individual', region: 'SZQ' } })
        )
      ).text()
    )
    const expected = await activeIds((q) =>
      q.where('c.company_type', 'individual').where('r.code', 'SZQ')
    )
    assert.deepEqual(sorted(combined.props.suppliers.map((s: any) => s.id)), expected)
  })

  test('24 per page, pages do not overlap, load more merges', async ({ client, assert }) => {
    const all = await activeIds()
    assert.isAbove(all.length, 24)
    const first = inertiaPage((await client.get(url('suppliers', 'en'))).text())
    const second = inertiaPage(
      (await client.get(url('suppliers', 'en', undefined, { qs: { page: '2' } }))).text()
    )
    const firstIds = first.props.suppliers.map((s: any) => s.id)
    const secondIds = second.props.suppliers.map((s: any) => s.id)
    assert.lengthOf(firstIds, 24)
    assert.lengthOf(secondIds, Math.min(24, all.length - 24))
    assert.isEmpty(firstIds.filter((id: number) => secondIds.includes(id)))
    if (all.length <= 48) assert.deepEqual(sorted([...firstIds, ...secondIds]), all)
    assert.equal(first.props.view.pagination.nextUrl, '/en/suppliers?page=2')

    const partial = await client
      .get(url('suppliers', 'en', undefined, { qs: { page: '2' } }))
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', first.version)
      .header('X-Inertia-Partial-Component', 'storefront/suppliers')
      .header('X-Inertia-Partial-Data', 'suppliers,view')
    partial.assertStatus(200)
    assert.include(partial.body().mergeProps, 'suppliers')
    assert.deepEqual(
      partial.body().props.suppliers.map((s: any) => s.id),
      secondIds
    )

    const far = await client.get(url('suppliers', 'en', undefined, { qs: { page: '40' } }))
    far.assertStatus(200)
    assert.lengthOf(inertiaPage(far.text()).props.suppliers, 0)
  })

  test('junk parameters are ignored, never a 500', async ({ client, assert }) => {
    const all = await activeIds()
    for (const query of [
      '?page=-1&type=x&region=<script>',
      '?page=abc&district=ZZZ-99',
      '?region=XYZ',
      '?q[]=1&type[]=legal',
      '?page=1e9',
      `?q=${'%27'.repeat(300)}`,
      '?__proto__[x]=1',
    ]) {
      const response = await client.get(`/en/suppliers${query}`)
      response.assertStatus(200)
      assert.notInclude(response.text(), '<script>alert')
      const page = inertiaPage(response.text())
      if (!query.includes('q=')) assert.equal(page.props.view.pagination.total, all.length, query)
    }
    const hostile = inertiaPage(
      (await client.get('/en/suppliers?page=-1&type=x&region=<script>')).text()
    )
    assert.isNull(hostile.props.view.filters.region)
    assert.isNull(hostile.props.view.filters.type)
  })

  test('no supplier found state', async ({ client, assert }) => {
    const response = await client.get(
      url('suppliers', 'ru', undefined, { qs: { q: 'nothing-like-this-exists' } })
    )
    response.assertStatus(200)
    assert.equal(inertiaPage(response.text()).props.view.pagination.total, 0)
    assert.include(response.text(), 'Производители не найдены')
  })
})

test.group('Supplier page', (group) => {
  group.each.setup(async () => {
    await removeTestCompanies()
    await db.from('rate_limits').delete()
  })
  group.teardown(async () => {
    await removeTestCompanies()
    await db.from('rate_limits').delete()
  })

  test('is served in each language with its data', async ({ client, assert }) => {
    const row = await company('P01')
    const district = await db.from('districts').where('id', row.district_id).firstOrFail()
    const region = await db
      .from('economic_regions')
      .where('id', district.economic_region_id)
      .firstOrFail()
    const types = { az: 'Hüquqi şəxs', en: 'Corporate', ru: 'Юридическое лицо' } as const
    for (const locale of LOCALES) {
      const path = url('supplier_info.show', locale, { slugId: `${row.slug}-${row.id}` })
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      const texts = await db
        .from('company_translations')
        .where({ company_id: row.id, locale })
        .firstOrFail()
      assert.equal(page.component, 'storefront/supplier')
      assert.equal(page.props.supplier.name, row.name)
      assert.equal(page.props.supplier.taxId, row.tax_id)
      assert.equal(page.props.supplier.description, texts.description)
      assert.equal(page.props.supplier.legalAddress, texts.legal_address)
      assert.equal(page.props.supplier.typeLabel, types[locale])
      assert.equal(page.props.supplier.region, region[`name_${locale}`])
      assert.equal(page.props.supplier.district, district[`name_${locale}`])
      assert.equal(page.props.supplier.foundedYear, row.founded_year)
      assert.include(html, row.tax_id)
      assert.include(html, `<html lang="${locale}">`)
      assert.include(html, `rel="canonical" href="${APP_URL}${path}"`)
      for (const other of LOCALES) {
        assert.include(
          html,
          `hrefLang="${other}" href="${APP_URL}${url('supplier_info.show', other, { slugId: `${row.slug}-${row.id}` })}"`
        )
      }
      assert.match(
        html,
        new RegExp(
          `<title[^>]*>${row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - Karvan</title>`
        )
      )
    }
    assert.equal(
      `/en/supplier-info/${row.slug}-${row.id}`,
      `/en/supplier-info/azersun-holding-${row.id}`
    )
  })

  test('a wrong or missing slug redirects permanently to the canonical URL', async ({
    client,
    assert,
  }) => {
    const row = await company('P10')
    const canonical = url('supplier_info.show', 'ru', { slugId: `${row.slug}-${row.id}` })
    for (const tail of [`wrong-slug-${row.id}`, `${row.id}`]) {
      const response = await client.get(`${PAGES.supplier_info.ru}/${tail}`).redirects(0)
      response.assertStatus(301)
      assert.equal(response.header('location'), canonical)
    }
    const withQuery = await client.get(`/en/supplier-info/x-${row.id}?sort=price_asc`).redirects(0)
    withQuery.assertStatus(301)
    assert.equal(
      withQuery.header('location'),
      `/en/supplier-info/${row.slug}-${row.id}?sort=price_asc`
    )

    const bare = await client.get(url('supplier_info', 'en')).redirects(0)
    assert.equal(bare.header('location'), '/en/suppliers')
  })

  test('unknown and suspended suppliers are the localized 404 page', async ({ client, assert }) => {
    const suspended = await createCompany('paused', {
      name: 'Paused Test Supplier',
      status: 'suspended',
    })
    for (const locale of LOCALES) {
      for (const tail of [
        'no-such-supplier-999999',
        `${suspended.slug}-${suspended.id}`,
        'x-99999999999',
        'not-a-supplier',
      ]) {
        const response = await client.get(`${PAGES.supplier_info[locale]}/${tail}`)
        response.assertStatus(404)
        assert.include(response.text(), NOT_FOUND[locale])
        assert.equal(inertiaPage(response.text()).component, 'errors/not_found')
      }
    }
    const list = inertiaPage(
      (await client.get(url('suppliers', 'en', undefined, { qs: { q: 'paused' } }))).text()
    )
    assert.lengthOf(list.props.suppliers, 0)
  })

  test('the website is shown only when it is a safe http(s) link', async ({ client, assert }) => {
    const cases = [
      ['site', 'www.example.az', { href: 'https://www.example.az/', label: 'www.example.az' }],
      [
        'site-path',
        'http://example.com/about',
        { href: 'http://example.com/about', label: 'example.com/about' },
      ],
      ['site-js', 'javascript:alert(1)', null],
    ] as const
    for (const [key, website, expected] of cases) {
      const own = await createCompany(key, { name: `Website Test ${key}`, website })
      const page = inertiaPage(
        (
          await client.get(url('supplier_info.show', 'az', { slugId: `${own.slug}-${own.id}` }))
        ).text()
      )
      assert.deepEqual(page.props.supplier.website, expected, website)
    }
    const seeded = await company('P01')
    const page = inertiaPage(
      (
        await client.get(url('supplier_info.show', 'az', { slugId: `${seeded.slug}-${seeded.id}` }))
      ).text()
    )
    assert.equal(page.props.supplier.website, seeded.website)
  })

  test('the page shows only the short phone; the full number comes from the phone endpoint', async ({
    client,
    assert,
  }) => {
    const own = await createCompany('phone', {
      name: 'Phone Test Supplier',
      phone: '+994 12 987 65 43',
    })
    const path = url('supplier_info.show', 'en', { slugId: `${own.slug}-${own.id}` })
    const html = (await client.get(path)).text()
    const page = inertiaPage(html)
    assert.equal(page.props.supplier.phone.short, '+994 12 987 •• ••')
    assert.equal(page.props.supplier.phone.url, `${path}/phone`)
    assert.notInclude(html, '987 65 43')
    assert.notInclude(html, '9876543')
    assert.notInclude(html, '65 43')

    const response = await client.get(`${path}/phone`).header('Accept', 'application/json')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { phone: '+994 12 987 65 43', href: 'tel:+994129876543' })
    assert.include(response.header('cache-control') ?? '', 'no-store')

    const unknown = await client
      .get('/en/supplier-info/x-99999999/phone')
      .header('Accept', 'application/json')
    unknown.assertStatus(404)
    assert.equal(unknown.body().message, 'The phone number is not available.')
  })

  test('the phone endpoint is rate limited per client with a localized message', async ({
    client,
    assert,
  }) => {
    const row = await company('P01')
    for (let i = 0; i < 30; i++) {
      const ok = await client
        .get(url('supplier_info.phone', 'en', { slugId: `${row.slug}-${row.id}` }))
        .header('Accept', 'application/json')
      ok.assertStatus(200)
    }
    for (const locale of LOCALES) {
      const blocked = await client
        .get(url('supplier_info.phone', locale, { slugId: `${row.slug}-${row.id}` }))
        .header('Accept', 'application/json')
      blocked.assertStatus(429)
      assert.include(blocked.body().errors[0].message, TOO_MANY[locale])
      assert.notInclude(JSON.stringify(blocked.body()), row.phone)
    }
  })

  test('products on the supplier page all belong to it, with sort and load more', async ({
    client,
    assert,
  }) => {
    const own = await createCompany('products', { name: 'Products Test Supplier', products: 0 })
    const created = await createProducts(own.id, 30)
    const path = url('supplier_info.show', 'en', { slugId: `${own.slug}-${own.id}` })
    const first = inertiaPage((await client.get(path)).text())
    const ids: number[] = first.props.products.map((p: any) => p.id)
    assert.deepEqual(ids, created.slice(0, 24), 'newest first')
    assert.equal(first.props.supplier.productCount, 30)
    assert.equal(first.props.productPages.sort, 'new')
    assert.equal(first.props.productPages.nextUrl, `${path}?page=2`)

    const partial = await client
      .get(`${path}?page=2`)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', first.version)
      .header('X-Inertia-Partial-Component', 'storefront/supplier')
      .header('X-Inertia-Partial-Data', 'products,productPages')
    partial.assertStatus(200)
    assert.include(partial.body().mergeProps, 'products')
    const nextIds: number[] = partial.body().props.products.map((p: any) => p.id)
    assert.deepEqual(nextIds, created.slice(24))
    assert.isNull(partial.body().props.productPages.nextUrl)
    assert.notProperty(partial.body().props, 'supplier')

    const cheap = inertiaPage((await client.get(`${path}?sort=price_asc`)).text())
    assert.deepEqual(
      cheap.props.products.map((p: any) => p.id),
      [...created].reverse().slice(0, 24)
    )
    assert.equal(cheap.props.productPages.nextUrl, `${path}?sort=price_asc&page=2`)

    const junk = await client.get(`${path}?sort=<script>&page=-3`)
    junk.assertStatus(200)
    assert.equal(inertiaPage(junk.text()).props.productPages.sort, 'new')
  })

  test('a seeded supplier page lists only its own published products', async ({
    client,
    assert,
  }) => {
    for (const code of ['P01', 'P10', 'D03']) {
      const row = await company(code)
      const published = Number(
        (
          await db
            .from('products')
            .where({ company_id: row.id, status: 'published' })
            .count('* as n')
        )[0].n
      )
      const page = inertiaPage(
        (
          await client.get(url('supplier_info.show', 'ru', { slugId: `${row.slug}-${row.id}` }))
        ).text()
      )
      const ids: number[] = page.props.products.map((p: any) => p.id)
      assert.lengthOf(ids, Math.min(24, published))
      const owners = await db.from('products').whereIn('id', ids).select('company_id', 'status')
      for (const owner of owners)
        assert.deepEqual([owner.company_id, owner.status], [row.id, 'published'])
    }
  })

  test('"more" lists other suppliers of the same economic region', async ({ client, assert }) => {
    const row = await company('D03')
    const page = inertiaPage(
      (
        await client.get(url('supplier_info.show', 'az', { slugId: `${row.slug}-${row.id}` }))
      ).text()
    )
    const sameRegion = await activeIds((q) => q.where('r.code', 'SZQ').whereNot('c.id', row.id))
    const others: number[] = page.props.others.map((s: any) => s.id)
    assert.lengthOf(others, Math.min(6, sameRegion.length))
    for (const id of others) assert.include(sameRegion, id)
    assert.notInclude(others, row.id)
    assert.equal(page.props.supplier.regionUrl, '/istehsalci?region=SZQ')
  })
})

test.group('Manufacturers for regions', (group) => {
  group.each.setup(async () => {
    await removeTestCompanies()
  })
  group.teardown(removeTestCompanies)

  test('lists the 14 economic regions with supplier counts equal to the database', async ({
    client,
    assert,
  }) => {
    await createCompany('region-count', { name: 'Counted Test Supplier', districtCode: 'SZZ-02' })
    await createCompany('region-hidden', {
      name: 'Suspended Test Supplier',
      districtCode: 'SZZ-02',
      status: 'suspended',
    })
    const regions = await db
      .from('economic_regions')
      .orderBy('sort_order')
      .select('id', 'code', 'name_az', 'name_en', 'name_ru')
    const perDistrict = new Map(
      (
        await db
          .from('companies as c')
          .whereRaw(LISTED)
          .whereNotNull('c.district_id')
          .groupBy('c.district_id')
          .select('c.district_id')
          .count('* as n')
      ).map((row) => [row.district_id as number, Number(row.n)])
    )
    const districts = await db.from('districts').select('id', 'code', 'economic_region_id')
    for (const locale of LOCALES) {
      const response = await client.get(PAGES.manufacturers_for_regions[locale])
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'storefront/regions')
      assert.lengthOf(page.props.regions, 14)
      assert.deepEqual(
        page.props.regions.map((r: any) => r.code),
        regions.map((r) => r.code)
      )
      let total = 0
      for (const [index, region] of page.props.regions.entries()) {
        const own = districts.filter((d) => d.economic_region_id === regions[index].id)
        const expected = own.reduce((sum, d) => sum + (perDistrict.get(d.id) ?? 0), 0)
        assert.equal(region.name, regions[index][`name_${locale}` as `name_${Locale}`])
        assert.equal(region.supplierCount, expected, region.code)
        assert.lengthOf(region.districts, own.length)
        for (const district of region.districts) {
          const id = own.find((d) => d.code === district.code)!.id
          assert.equal(district.supplierCount, perDistrict.get(id) ?? 0, district.code)
          assert.equal(
            district.url,
            url('suppliers', locale, undefined, { qs: { district: district.code } })
          )
        }
        assert.equal(
          region.url,
          url('suppliers', locale, undefined, { qs: { region: region.code } })
        )
        total += expected
      }
      assert.equal(page.props.total, total)
    }
    const szz = inertiaPage(
      (await client.get(url('manufacturers_for_regions', 'en'))).text()
    ).props.regions.find((r: any) => r.code === 'SZZ')
    assert.isAtLeast(szz.supplierCount, 1)
  })
})

test.group('Home manufacturers', () => {
  test('link to their supplier pages', async ({ client, assert }) => {
    const page = inertiaPage((await client.get(url('home', 'ru'))).text())
    assert.isAtLeast(page.props.manufacturers.length, 1)
    for (const maker of page.props.manufacturers.slice(0, 4)) {
      const row = await db.from('companies').where('id', maker.id).firstOrFail()
      assert.equal(maker.href, `/ru/informatsiya-o-postavshchike/${row.slug}-${row.id}`)
      const response = await client.get(maker.href).redirects(0)
      response.assertStatus(200)
    }
  })
})

test.group('Suppliers without a published product are not public', (group) => {
  group.each.setup(async () => {
    await removeTestCompanies()
  })
  group.teardown(removeTestCompanies)

  test('they are absent from the list and its total, region counts, home, sitemap, API and have no page', async ({
    client,
    assert,
  }) => {
    const shown = await createCompany('listed', { name: 'Zzlisted Shown Supplier' })
    const empty = await createCompany('empty', { name: 'Zzlisted Empty Supplier', products: 0 })
    const drafts = await createCompany('drafts', { name: 'Zzlisted Drafts Supplier' })
    await db.from('products').where('company_id', drafts.id).update({ status: 'draft' })
    const hidden = [empty.id, drafts.id]

    const list = inertiaPage(
      (await client.get(url('suppliers', 'en', undefined, { qs: { q: 'zzlisted' } }))).text()
    ).props
    assert.deepEqual(
      list.suppliers.map((s: any) => s.id),
      [shown.id]
    )
    assert.equal(list.view.pagination.total, 1)

    const district = await db.from('districts').where('code', 'SZZ-02').firstOrFail()
    const regions = inertiaPage((await client.get(url('manufacturers_for_regions', 'en'))).text())
      .props.regions
    const counted = regions
      .flatMap((region: any) => region.districts)
      .find((d: any) => d.code === district.code).supplierCount
    const listedInDistrict = await activeIds((q) => q.where('c.district_id', district.id))
    assert.equal(counted, listedInDistrict.length)
    assert.include(listedInDistrict, shown.id)
    for (const id of hidden) assert.notInclude(listedInDistrict, id)

    for (const { id, slug } of [empty, drafts]) {
      const page = await client.get(url('supplier_info.show', 'en', { slugId: `${slug}-${id}` }))
      page.assertStatus(404)
      ;(await client.get(`/api/v1/suppliers/${id}`)).assertStatus(404)
    }
    ;(
      await client.get(url('supplier_info.show', 'en', { slugId: `${shown.slug}-${shown.id}` }))
    ).assertStatus(200)

    const api = await client.get('/api/v1/suppliers').qs({ q: 'zzlisted', limit: 100 })
    api.assertStatus(200)
    assert.deepEqual(
      api.body().data.map((item: any) => item.id),
      [shown.id]
    )

    const { sitemapEntries } = await import('#services/seo/sitemap_entries')
    const paths: string[] = []
    for await (const entry of sitemapEntries('suppliers')) paths.push(...Object.values(entry.paths))
    assert.isTrue(paths.some((path) => path.endsWith(`-${shown.id}`)))
    for (const id of hidden) assert.isFalse(paths.some((path) => path.endsWith(`-${id}`)))

    const { manufacturers } = await import('#services/catalog/home_content')
    const makers = (await manufacturers('en', 1000)).map((row: any) => row.id)
    for (const id of hidden) assert.notInclude(makers, id)
  })
})
