import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import reminderJob from '#jobs/document_reminders'
import { JOBS, schedules } from '#services/queue/jobs'
import { remindExpiringDocuments } from '#services/trust/document_reminders'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { deliveries, resetDeliveries } from '#tests/functional/rfq_jobs/helpers'
import {
  PDF,
  VALID_FIELDS,
  bakuDate,
  documentRows,
  insertDocument,
  postDocument,
} from './helpers.js'

test.group('Export documents: admin hide and expiry reminders', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    // Only this test's documents are due: any other is taken as already reminded.
    await db
      .from('company_documents')
      .update({ reminded_at: db.raw('coalesce(reminded_at, now())') })
    await resetDeliveries()
    return rollback
  })

  test('an admin hides a document with a reason, the seller sees it, visitors do not; unhide shows it again', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const seller = await createAccount('seller')
    await postDocument(client, seller, VALID_FIELDS, { bytes: PDF, name: 'a.pdf' })
    const [row] = await documentRows(seller.companyId!)

    const list = inertiaPage((await client.get(url('admin_documents', 'en')).loginAs(admin)).text())
    assert.equal(list.component, 'admin/documents')
    assert.isTrue(list.props.documents.some((doc: any) => doc.id === row.id))

    const noReason = await client
      .post(url('admin_documents.hide', 'en', { id: row.id }))
      .form({ reason: '' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    noReason.assertStatus(303)
    assert.equal(
      (noReason.flashMessages() as any).inputErrorsBag.form[0],
      'Give a reason for hiding'
    )
    assert.isNull((await documentRows(seller.companyId!))[0].hidden_at)

    const hide = await client
      .post(url('admin_documents.hide', 'en', { id: row.id }))
      .form({ reason: 'The stamp does not match the issuer' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    hide.assertStatus(303)
    const hidden = (await documentRows(seller.companyId!))[0]
    assert.isNotNull(hidden.hidden_at)
    assert.equal(hidden.hidden_by_user_id, admin.id)

    const own = inertiaPage(
      (await client.get(url('seller_documents', 'en')).loginAs(seller)).text()
    )
    assert.equal(own.props.documents[0].hiddenReason, 'The stamp does not match the issuer')
    // The page renders it as trust_docs.list.hidden with the reason (seller pages render in the browser).
    assert.equal(catalogueOf(own.props)['trust_docs.list.hidden'], 'Hidden by Karvan: {reason}')
    ;(await client.get(url('supplier_info.document_file', 'en', { id: row.id }))).assertStatus(404)

    const unhide = await client
      .post(url('admin_documents.unhide', 'en', { id: row.id }))
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    unhide.assertStatus(303)
    assert.isNull((await documentRows(seller.companyId!))[0].hidden_at)
    ;(await client.get(url('supplier_info.document_file', 'en', { id: row.id }))).assertStatus(200)
  })

  test('sellers and buyers get 404 from the admin list and actions', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    const id = await insertDocument(seller.companyId!)
    for (const user of [seller, await createAccount('buyer')]) {
      ;(await client.get(url('admin_documents', 'en')).loginAs(user).redirects(0)).assertStatus(404)
      const hide = await client
        .post(url('admin_documents.hide', 'en', { id }))
        .form({ reason: 'Trying to hide a rival' })
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      hide.assertStatus(404)
    }
    assert.isNull((await documentRows(seller.companyId!))[0].hidden_at)
  })

  test('a daily exclusive job mails the sellers once, 30 days before expiry; a new expiry date is reminded again', async ({
    client,
    assert,
  }) => {
    assert.include(JOBS['trust.document_reminders'], { policy: 'exclusive', maxAttempts: 1 })
    assert.equal(
      schedules().find((entry) => entry.name === 'trust.document_reminders')?.cron,
      '0 5 * * *'
    )
    const seller = await createAccount('seller')
    const companyId = seller.companyId!
    const due = await insertDocument(companyId, {
      kind: 'origin',
      number: 'CO-77',
      expires_on: bakuDate(30),
    })
    await insertDocument(companyId, { expires_on: bakuDate(31) })
    await insertDocument(companyId, { expires_on: bakuDate(-1) })
    await insertDocument(companyId, { expires_on: bakuDate(5), hidden_at: new Date() })

    assert.equal(await reminderJob.handle({}, {} as any), 'reminded 1 documents')
    const { mails } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.include(mails[0].to[0], seller.email)
    assert.include(mails[0].subject, 'Mənşə sertifikatı № CO-77')
    assert.include(mails[0].text!, '/satici-paneli/senedler')
    assert.equal(await remindExpiringDocuments(), 0, 'a second pass sends nothing')
    assert.lengthOf((await deliveries()).mails, 1)

    await postDocument(
      client,
      seller,
      { ...VALID_FIELDS, issued_on: '2025-01-01', expires_on: bakuDate(20) },
      undefined,
      { id: due }
    )
    assert.equal(await remindExpiringDocuments(), 1, 'the changed expiry date is reminded again')
  })
})
