import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory } from '#config/mail'
import { formatMoney } from '#lib/money'
import { LOCALES, type Locale } from '#lib/route_table'
import { readOutbox } from '#services/mail/outbox_transport'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { QUEUE, createReviewProduct, productRow, publicPath, searchPath } from './helpers.js'
import { url } from '#tests/helpers/urls'
import { jobRows } from '#tests/helpers/jobs'

async function queue(client: any, admin: any, query = '', base: string = QUEUE.en) {
  const response = await client.get(`${base}${query}`).loginAs(admin)
  response.assertStatus(200)
  const page = inertiaPage(response.text())
  if (page.component !== 'admin/products') throw new Error(`unexpected component ${page.component}`)
  return page
}

async function reviewPage(client: any, admin: any, id: number, locale: Locale = 'en') {
  const response = await client.get(url('admin_products.show', locale, { id })).loginAs(admin)
  response.assertStatus(200)
  return inertiaPage(response.text())
}

function post(client: any, admin: any, path: string, form: Record<string, string> = {}) {
  return client.post(path).form(form).withCsrfToken().loginAs(admin).redirects(0)
}

async function searchIds(client: any, locale: (typeof LOCALES)[number], q: string) {
  const response = await client.get(searchPath(locale, q))
  response.assertStatus(200)
  return inertiaPage(response.text()).props.products.map((product: any) => product.id) as number[]
}

/** The form errors a redirect flashed (field → messages, or `form` → message). */
function errorsOf(response: any) {
  return response.flashMessages().inputErrorsBag as Record<string, any>
}

/** Review-mail jobs queued for a product. */
function reviewJobs(productId: number) {
  return jobRows()
    .where('name', 'product.review_mail')
    .whereRaw(`(payload->>'productId')::int = ?`, [productId])
    .orderBy('created_on')
}

async function mailsTo(email: string) {
  return (await readOutbox(outboxDirectory)).filter((message) =>
    message.to.some((to) => to.includes(email))
  )
}

test.group('Admin: product review queue', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return testUtils.db().withGlobalTransaction()
  })

  test('awaiting review lists submitted and changed products, oldest first, and never drafts', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const older = await createReviewProduct({
      submittedAt: new Date('2020-01-02T08:00:00Z'),
      image: true,
    })
    const changed = await createReviewProduct({
      status: 'published',
      changedSinceApproval: true,
      submittedAt: new Date('2020-01-03T08:00:00Z'),
      firstPublishedAt: new Date('2019-12-01T00:00:00Z'),
    })
    const newer = await createReviewProduct({ submittedAt: new Date('2020-01-04T08:00:00Z') })
    const draft = await createReviewProduct({ status: 'draft', submittedAt: null })
    const rejected = await createReviewProduct({
      status: 'rejected',
      rejectionReason: 'Photos are blurry, please retake them.',
    })
    const live = await createReviewProduct({ status: 'published', firstPublishedAt: new Date() })

    const page = await queue(client, admin)
    assert.equal(page.props.tab, 'awaiting')
    const ids = page.props.products.map((product: any) => product.id)
    assert.includeMembers(ids, [older.id, changed.id, newer.id])
    assert.notInclude(ids, draft.id)
    assert.notInclude(ids, rejected.id)
    assert.notInclude(ids, live.id)
    const order = [older.id, changed.id, newer.id].map((id) => ids.indexOf(id))
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      'oldest submission first'
    )

    const row = page.props.products.find((product: any) => product.id === older.id)
    assert.deepEqual(row.names, [
      { locale: 'az', name: older.names.az },
      { locale: 'en', name: older.names.en },
      { locale: 'ru', name: older.names.ru },
    ])
    assert.equal(row.title, older.names.en)
    assert.equal(row.company.name, older.company.name)
    assert.equal(row.company.taxId, older.company.tax_id)
    const category = await db
      .from('category_translations as t')
      .join('categories as c', 'c.id', 't.category_id')
      .where({ 'c.code': 'nuts', 't.locale': 'en' })
      .select('t.name')
      .firstOrFail()
    assert.equal(row.category, category.name)
    assert.equal(row.price, formatMoney(1250, 'AZN', 'en'))
    assert.equal(row.submitted, 'Jan 2, 2020, 12:00 PM', 'Baku time (UTC+4)')
    assert.match(row.image.src, new RegExp(`^/uploads/products/test-${older.marker}-480\\.webp$`))
    assert.isFalse(row.changedSinceApproval)
    assert.equal(row.href, url('admin_products.show', 'en', { id: older.id }))
    assert.isTrue(
      page.props.products.find((product: any) => product.id === changed.id).changedSinceApproval
    )
    assert.equal(row.statusLabel, 'In review')

    const counts = Object.fromEntries(page.props.tabs.map((tab: any) => [tab.tab, tab.count]))
    const awaiting = await db
      .from('products')
      .where('status', 'in_review')
      .orWhere((q) => q.where('status', 'published').where('changed_since_approval', true))
      .count('* as n')
    assert.equal(counts.awaiting, Number(awaiting[0].n))
    assert.equal(catalogueOf(page.props)['admin_products.tabs.awaiting'], 'Awaiting review')

    const rejectedTab = await queue(client, admin, '?tab=rejected')
    const rejectedRow = rejectedTab.props.products.find(
      (product: any) => product.id === rejected.id
    )
    assert.equal(rejectedRow.rejectionReason, 'Photos are blurry, please retake them.')
    assert.notInclude(
      rejectedTab.props.products.map((product: any) => product.id),
      older.id
    )
    const publishedTab = await queue(client, admin, '?tab=published')
    assert.include(
      publishedTab.props.products.map((product: any) => product.id),
      live.id
    )

    const az = await queue(client, admin, '', QUEUE.az)
    assert.equal(
      az.props.products.find((product: any) => product.id === older.id).title,
      older.names.az
    )
    assert.equal(catalogueOf(az.props)['admin_products.tabs.awaiting'], 'Yoxlama gözləyir')
    const ru = await queue(client, admin, '', QUEUE.ru)
    assert.equal(
      ru.props.products.find((product: any) => product.id === older.id).title,
      older.names.ru
    )

    const junk = await queue(client, admin, '?tab=<script>&page=-4')
    assert.equal(junk.props.tab, 'awaiting')
  })

  test('a GTIN licensee whose tax ID is not the company VÖEN is flagged in the queue and on the review page', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const mismatch = await createReviewProduct({ gtinLicenseeTaxId: '1234567891' })
    const own = await createReviewProduct()
    await db
      .from('products')
      .where('id', own.id)
      .update({ gtin_licensee_tax_id: own.company.tax_id })
    const page = await queue(client, admin)
    const flagged = page.props.products.find((product: any) => product.id === mismatch.id)
    assert.equal(
      flagged.gtinWarning,
      `The GTIN licensee's tax ID 1234567891 is not the company's VÖEN ${mismatch.company.tax_id}`
    )
    assert.isNull(page.props.products.find((product: any) => product.id === own.id).gtinWarning)
    const detail = await reviewPage(client, admin, mismatch.id)
    assert.equal(detail.props.product.gtinWarning, flagged.gtinWarning)
  })

  test('the review page shows everything the producer entered, three languages side by side', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct({ image: true })
    const page = await reviewPage(client, admin, product.id)
    assert.equal(page.component, 'admin/product_review')
    const detail = page.props.product
    assert.equal(detail.title, product.names.en)
    assert.deepEqual(
      detail.translations.map((entry: any) => [entry.locale, entry.name, entry.description]),
      LOCALES.map((locale) => [
        locale,
        product.names[locale],
        expectDescription(locale, product.marker),
      ])
    )
    assert.deepEqual(detail.attributes[1].cells, [
      { locale: 'az', name: 'Mənşə', value: 'Qəbələ' },
      { locale: 'en', name: 'Origin', value: 'Gabala' },
      { locale: 'ru', name: 'Происхождение', value: 'Габала' },
    ])
    assert.lengthOf(detail.images, 1)
    assert.isTrue(detail.images[0].main)
    const facts = Object.fromEntries(
      [...detail.general, ...detail.commercial].map((fact: any) => [fact.label, fact.value])
    )
    assert.equal(facts['Price'], formatMoney(1250, 'AZN', 'en'))
    assert.equal(facts['Stock count'], '40')
    assert.equal(facts['Minimum order quantity'], '2')
    assert.equal(facts['Weight'], '1.5 kg')
    assert.equal(facts['Size (width × length × height)'], '10 × 20 × 5 cm')
    assert.equal(facts['Barcode'], '4760000000017')
    assert.equal(detail.company.taxId, product.company.tax_id)
    assert.match(detail.version, /^[0-9a-f]{64}$/)
    assert.deepEqual(detail.actions, {
      approve: url('admin_products.approve', 'en', { id: product.id }),
      reject: url('admin_products.reject', 'en', { id: product.id }),
      approveBlocked: false,
    })
    assert.deepEqual(page.props.alternates, {
      az: url('admin_products.show', 'az', { id: product.id }),
      en: url('admin_products.show', 'en', { id: product.id }),
      ru: url('admin_products.show', 'ru', { id: product.id }),
    })

    const missing = await client.get(`${QUEUE.en}/999999999`).loginAs(admin)
    missing.assertStatus(404)
    assert.isNull(page.props.exportOffer, 'no export offer, no panel')
  })

  test('a product with an export offer shows the offer buyers will see (tiers, Incoterms with places)', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct({ image: true })
    await db.from('products').where('id', product.id).update({ sale_mode: 'both' })
    const [offer] = await db
      .table('export_offers')
      .insert({
        product_id: product.id,
        currency: 'USD',
        unit: 'carton',
        moq: 100,
        hs_code: '080222',
        from_price_minor: 2280,
      })
      .returning('id')
    const offerId = Number(offer.id ?? offer)
    await db.table('export_offer_tiers').multiInsert([
      { offer_id: offerId, min_quantity: 100, unit_price_minor: 2450 },
      { offer_id: offerId, min_quantity: 500, unit_price_minor: 2280 },
    ])
    await db
      .table('export_offer_incoterms')
      .insert({ offer_id: offerId, incoterm: 'FOB', named_place: 'Poti' })
    const page = await reviewPage(client, admin, product.id)
    const view = page.props.exportOffer
    assert.lengthOf(view.tiers, 2)
    assert.deepEqual(
      view.incoterms.map((row: any) => [row.code, row.place]),
      [['FOB', 'Poti']]
    )
  })

  test('product text is data: markup arrives escaped and cannot break the review pages', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const hostile = '</script><script>alert("x")</script><!--<script> <b>bold</b>'
    await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .update({ name: hostile, description: hostile })
    for (const path of [QUEUE.en, url('admin_products.show', 'en', { id: product.id })]) {
      const response = await client.get(path).loginAs(admin)
      response.assertStatus(200)
      assert.notInclude(response.text(), '<script>alert("x")</script>')
      assert.notInclude(response.text(), '<b>bold</b>')
      inertiaPage(response.text())
    }
    const detail = await reviewPage(client, admin, product.id)
    assert.equal(detail.props.product.translations[1].description, hostile)
  })
})

test.group('Admin: approving and rejecting products', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return testUtils.db().withGlobalTransaction()
  })

  test('approve publishes the product: public in az, en and ru, found by search and in its category', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct({
      rejectionReason: 'An earlier reason that was fixed',
      image: true,
    })
    for (const locale of LOCALES) {
      ;(await client.get(await publicPath(product.id, locale))).assertStatus(404)
      assert.notInclude(await searchIds(client, locale, product.marker), product.id)
    }
    const { version } = (await reviewPage(client, admin, product.id)).props.product

    const before = Date.now()
    const response = await post(
      client,
      admin,
      url('admin_products.approve', 'en', { id: product.id }),
      { version }
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), QUEUE.en)
    response.assertFlashMessage(
      'success',
      'The product is approved and now shown in the catalog in all three languages.'
    )

    const row = await productRow(product.id)
    assert.equal(row.status, 'published')
    assert.isAtLeast(new Date(row.first_published_at).getTime(), before - 1000)
    assert.isNotNull(row.reviewed_at)
    assert.equal(row.reviewed_by_user_id, admin.id)
    assert.isNull(row.rejection_reason)
    assert.isFalse(row.changed_since_approval)
    const extra = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .firstOrFail()
    assert.include(extra.search_extra, product.company.name)

    for (const locale of LOCALES) {
      const page = await client.get(await publicPath(product.id, locale))
      page.assertStatus(200)
      assert.equal(inertiaPage(page.text()).props.product.name, product.names[locale])
      assert.include(
        await searchIds(client, locale, product.marker),
        product.id,
        `search in ${locale}`
      )
    }
    const category = await db
      .from('category_translations as t')
      .join('categories as c', 'c.id', 't.category_id')
      .where('c.code', 'nuts')
      .where('t.locale', 'en')
      .select('t.slug')
      .firstOrFail()
    const listing = inertiaPage(
      (await client.get(url('category.show', 'en', { slug: category.slug }))).text()
    )
    assert.equal(listing.props.products[0].id, product.id, 'newest first in its category')

    const queueAfter = await queue(client, admin)
    assert.notInclude(
      queueAfter.props.products.map((p: any) => p.id),
      product.id
    )

    const jobs = await reviewJobs(product.id)
    assert.deepEqual(
      jobs.map((job) => job.payload),
      [{ decision: 'approved', productId: product.id, userId: product.seller.id }]
    )
    assert.lengthOf(await mailsTo(product.seller.email), 0, 'sent by the queue, not inline')
    await runQueuedJobs()
    assert.isNotNull((await reviewJobs(product.id))[0].completed_at)
    const mails = await mailsTo(product.seller.email)
    assert.lengthOf(mails, 1)
    assert.equal(
      mails[0].subject,
      `"${product.names.az}" məhsulunuz Karvan-da dərc olundu`,
      'in the seller account language (az)'
    )
    assert.include(
      mails[0].text!,
      `/mehsul/${(await db.from('product_translations').where({ product_id: product.id, locale: 'az' }).firstOrFail()).slug}-${product.id}`
    )
  })

  test('approving a changed published product keeps its first publication date and clears the flag', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const firstPublishedAt = new Date('2024-05-06T07:08:09Z')
    const product = await createReviewProduct({
      status: 'published',
      changedSinceApproval: true,
      firstPublishedAt,
    })
    ;(await client.get(await publicPath(product.id, 'en'))).assertStatus(200)
    const detail = (await reviewPage(client, admin, product.id)).props.product
    assert.isTrue(detail.changedSinceApproval)

    const response = await post(
      client,
      admin,
      url('admin_products.approve', 'en', { id: product.id }),
      { version: detail.version }
    )
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      'The changes are accepted; the product stays in the catalog.'
    )
    const row = await productRow(product.id)
    assert.equal(row.status, 'published')
    assert.equal(new Date(row.first_published_at).toISOString(), firstPublishedAt.toISOString())
    assert.isFalse(row.changed_since_approval)
    assert.equal(row.reviewed_by_user_id, admin.id)
    ;(await client.get(await publicPath(product.id, 'en'))).assertStatus(200)

    const again = await post(client, admin, url('admin_products.approve', 'en', { id: product.id }))
    again.assertStatus(302)
    assert.equal(again.header('location'), url('admin_products.show', 'en', { id: product.id }))
    assert.equal(
      errorsOf(again).form,
      'This product cannot be approved while its status is “Published”.'
    )
  })

  test('reject with a reason: rejected, reason stored and mailed, product not public', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const reason =
      '  The Russian description is copied from the English one.\nPlease translate it.  '
    const response = await post(
      client,
      admin,
      url('admin_products.reject', 'en', { id: product.id }),
      { rejection_reason: reason }
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), QUEUE.en)
    response.assertFlashMessage(
      'success',
      'The product is rejected. The producer sees your reason.'
    )
    const row = await productRow(product.id)
    assert.equal(row.status, 'rejected')
    assert.equal(row.rejection_reason, reason.trim())
    assert.equal(row.reviewed_by_user_id, admin.id)
    assert.isNull(row.first_published_at)
    for (const locale of LOCALES) {
      ;(await client.get(await publicPath(product.id, locale))).assertStatus(404)
      assert.notInclude(await searchIds(client, locale, product.marker), product.id)
    }
    const rejectedTab = await queue(client, admin, '?tab=rejected')
    assert.equal(
      rejectedTab.props.products.find((p: any) => p.id === product.id).rejectionReason,
      reason.trim()
    )
    const [job] = await reviewJobs(product.id)
    assert.deepEqual(job.payload, {
      decision: 'rejected',
      productId: product.id,
      userId: product.seller.id,
      reason: reason.trim(),
    })
    await runQueuedJobs()
    const mails = await mailsTo(product.seller.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0].text!, reason.trim())
    assert.include(mails[0].text!, `/satici-paneli/mehsullar/${product.id}/edit`)
    assert.include(mails[0].subject, product.names.az)
  })

  test('rejecting a changed published product takes it off the catalog', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const firstPublishedAt = new Date('2024-01-01T00:00:00Z')
    const product = await createReviewProduct({
      status: 'published',
      changedSinceApproval: true,
      firstPublishedAt,
    })
    ;(await client.get(await publicPath(product.id, 'ru'))).assertStatus(200)
    assert.include(await searchIds(client, 'ru', product.marker), product.id)

    const response = await post(
      client,
      admin,
      url('admin_products.reject', 'ru', { id: product.id }),
      { rejection_reason: 'Новые фотографии не соответствуют товару.' }
    )
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      'Товар отклонён и снят из каталога. Производитель видит вашу причину.'
    )
    const row = await productRow(product.id)
    assert.equal(row.status, 'rejected')
    assert.isFalse(row.changed_since_approval)
    assert.equal(new Date(row.first_published_at).toISOString(), firstPublishedAt.toISOString())
    ;(await client.get(await publicPath(product.id, 'ru'))).assertStatus(404)
    assert.notInclude(await searchIds(client, 'ru', product.marker), product.id)
  })

  test('a reject without a reason, or a too short one, comes back with the message and changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const path = url('admin_products.show', 'en', { id: product.id })
    const empty = await client
      .post(url('admin_products.reject', 'en', { id: product.id }))
      .header('referer', path)
      .form({ rejection_reason: '   ' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    empty.assertStatus(302)
    assert.equal(empty.header('location'), path)
    assert.deepEqual(errorsOf(empty).rejection_reason, [
      'Write the reason: the producer needs it to fix the product',
    ])
    const short = await post(
      client,
      admin,
      url('admin_products.reject', 'en', { id: product.id }),
      { rejection_reason: 'bad' }
    )
    assert.deepEqual(errorsOf(short).rejection_reason, [
      'Rejection reason must be at least 5 characters long',
    ])
    const long = await post(client, admin, url('admin_products.reject', 'en', { id: product.id }), {
      rejection_reason: 'x'.repeat(1001),
    })
    assert.deepEqual(errorsOf(long).rejection_reason, [
      'Rejection reason must be at most 1000 characters long',
    ])
    const az = await post(client, admin, url('admin_products.reject', 'az', { id: product.id }), {})
    assert.deepEqual(errorsOf(az).rejection_reason, [
      'Səbəbi yazın: istehsalçı məhsulu düzəltmək üçün onu bilməlidir',
    ])
    const ru = await post(client, admin, url('admin_products.reject', 'ru', { id: product.id }), {
      rejection_reason: 'нет',
    })
    assert.deepEqual(errorsOf(ru).rejection_reason, [
      'Поле «Причина отклонения» должно содержать не менее 5 символов',
    ])
    const row = await productRow(product.id)
    assert.equal(row.status, 'in_review')
    assert.isNull(row.rejection_reason)
    assert.isNull(row.reviewed_at)
    assert.lengthOf(await reviewJobs(product.id), 0)
  })

  test('a transition the state machine refuses gives a message and changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const draft = await createReviewProduct({ status: 'draft', submittedAt: null })
    const approve = await post(client, admin, url('admin_products.approve', 'en', { id: draft.id }))
    approve.assertStatus(302)
    assert.equal(approve.header('location'), url('admin_products.show', 'en', { id: draft.id }))
    assert.equal(
      errorsOf(approve).form,
      'This product cannot be approved while its status is “Draft”.'
    )
    const reject = await post(client, admin, url('admin_products.reject', 'az', { id: draft.id }), {
      rejection_reason: 'Not a product we can list.',
    })
    assert.equal(errorsOf(reject).form, 'Bu məhsulu rədd etmək olmaz: vəziyyəti "Qaralama".')
    const row = await productRow(draft.id)
    assert.equal(row.status, 'draft')
    assert.isNull(row.first_published_at)
    assert.isNull(row.reviewed_at)
    assert.isNull(row.rejection_reason)

    const archived = await createReviewProduct({ status: 'archived' })
    const rejected = await createReviewProduct({
      status: 'rejected',
      rejectionReason: 'Fix the photos please.',
    })
    const live = await createReviewProduct({ status: 'published', firstPublishedAt: new Date() })
    for (const product of [archived, rejected, live]) {
      const before = await productRow(product.id)
      for (const action of ['approve', 'reject'] as const) {
        const response = await post(
          client,
          admin,
          url(`admin_products.${action}`, 'en', { id: product.id }),
          { rejection_reason: 'Some valid reason.' }
        )
        response.assertStatus(302)
        assert.match(errorsOf(response).form, /^This product cannot be/)
      }
      assert.deepEqual(await productRow(product.id), before)
    }

    const page = await reviewPage(client, admin, draft.id)
    assert.deepEqual(page.props.product.actions, {
      approve: null,
      reject: null,
      approveBlocked: false,
    })
    for (const product of [draft, archived, rejected, live])
      assert.lengthOf(await reviewJobs(product.id), 0)

    const unknown = await post(client, admin, `${QUEUE.en}/999999999/approve`)
    unknown.assertStatus(404)
  })

  test('an edit made while the admin was reviewing is not approved unseen', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const { version } = (await reviewPage(client, admin, product.id)).props.product
    await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .update({ description: 'Edited by the producer meanwhile.' })
    const response = await post(
      client,
      admin,
      url('admin_products.approve', 'en', { id: product.id }),
      { version }
    )
    assert.equal(
      errorsOf(response).form,
      'The producer changed this product while you were reviewing it. Look at it again before deciding.'
    )
    assert.equal((await productRow(product.id)).status, 'in_review')
    const reject = await post(
      client,
      admin,
      url('admin_products.reject', 'en', { id: product.id }),
      { version, rejection_reason: 'Stale decision attempt.' }
    )
    assert.match(errorsOf(reject).form, /changed this product/)
    assert.equal((await productRow(product.id)).status, 'in_review')

    const fresh = (await reviewPage(client, admin, product.id)).props.product.version
    assert.notEqual(fresh, version)
    ;(
      await post(client, admin, url('admin_products.approve', 'en', { id: product.id }), {
        version: fresh,
      })
    ).assertStatus(302)
    assert.equal((await productRow(product.id)).status, 'published')
  })

  test('a product the catalog could not show (missing language or category) is not approved', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct({ locales: ['az', 'en'] })
    const page = await reviewPage(client, admin, product.id)
    assert.isTrue(page.props.product.actions.approveBlocked)
    assert.include(page.props.product.gaps, 'name in Russian')
    const response = await post(
      client,
      admin,
      url('admin_products.approve', 'en', { id: product.id })
    )
    assert.equal(
      errorsOf(response).form,
      'This product cannot be published yet. Missing: name in Russian, description in Russian.'
    )
    assert.equal((await productRow(product.id)).status, 'in_review')

    const uncategorised = await createReviewProduct({ categoryCode: null })
    const refused = await post(
      client,
      admin,
      url('admin_products.approve', 'en', { id: uncategorised.id })
    )
    assert.equal(errorsOf(refused).form, 'This product cannot be published yet. Missing: category.')
    assert.equal((await productRow(uncategorised.id)).status, 'in_review')
  })

  test('the admin home counts products awaiting review and links to the queue', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const before = inertiaPage((await client.get(url('admin', 'en')).loginAs(admin)).text()).props
      .overview.pendingProducts
    await createReviewProduct()
    await createReviewProduct({
      status: 'published',
      changedSinceApproval: true,
      firstPublishedAt: new Date(),
    })
    await createReviewProduct({ status: 'draft' })
    const page = inertiaPage((await client.get(url('admin', 'en')).loginAs(admin)).text())
    assert.equal(page.props.overview.pendingProducts, before + 2)
    assert.equal(page.props.nav.admin_products, QUEUE.en)
  })
})

/** The description the helper writes for a language. */
function expectDescription(locale: string, marker: string) {
  const label = { az: 'Qoz ləpəsi', en: 'Walnut kernels', ru: 'Ядра грецкого ореха' }[locale]
  return `${label}: ${locale} description of ${marker}.`
}
