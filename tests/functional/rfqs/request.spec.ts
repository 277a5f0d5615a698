import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { catalogueOf } from '#tests/helpers/messages'
import { jobRows } from '#tests/helpers/jobs'
import { url } from '#tests/helpers/urls'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { rfqReference } from '#shared/rfq'
import { producer } from '../enquiries/helpers.js'
import { VALID_RFQ, deliveries, exporter, resetDeliveries } from './helpers.js'

/**
 * The confirmation page's "link cannot be used" state (rendered in the browser: its text comes
 * from the message catalogue the page names, in the page's language).
 */
function assertInvalidLinkPage(assert: any, html: string) {
  const page = inertiaPage(html)
  assert.equal(page.component, 'rfqs/confirm')
  assert.notEqual(page.props.state, 'valid')
  assert.include(
    catalogueOf(page.props)['rfq_buyer.confirm.invalid_text'],
    'This link was already used or has expired.'
  )
}

const errorsOf = (response: any) =>
  (response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, string | string[]>
const first = (value: string | string[] | undefined) => [value].flat()[0]
/** RFQs addressed to one company (the seeded demo RFQs belong to other companies). */
const rfqCount = async (companyId: number) =>
  Number((await db.from('rfqs').where('company_id', companyId).count('* as n'))[0].n)

/** The confirmation link in a mail's text. */
function confirmLink(text: string): string {
  const match = text.match(/http:\/\/[^\s]+\/en\/rfq-confirmation\/([A-Za-z0-9_-]{43})/)
  if (!match) throw new Error(`no confirmation link in: ${text}`)
  return new URL(match[0]).pathname
}

test.group('RFQs: a foreign buyer requests a quotation from a product page', (group) => {
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a product with an export offer shows the RFQ form; one without keeps the plain enquiry', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    const page = inertiaPage((await client.get(p.productPath.en)).text())
    assert.equal(page.props.rfqForm.url, url('product.rfq', 'en', { id: p.productId }))
    assert.equal(page.props.rfqForm.unit, 'carton')
    assert.equal(page.props.rfqForm.moq, 100)
    assert.equal(page.props.rfqForm.currency, 'USD')
    assert.sameMembers(
      page.props.rfqForm.offered.map((row: { label: string }) => row.label),
      ['FCA Baku', 'FOB Poti']
    )
    assert.lengthOf(page.props.rfqForm.incoterms, 11)
    assert.isNull(page.props.rfqForm.prefill)

    const plain = await producer()
    const other = inertiaPage((await client.get(plain.productPath.en)).text())
    assert.isNull(other.props.rfqForm)
    assert.isString(other.props.enquiryUrl)
  })

  test('guest: saved unconfirmed, mailed a one-time link; GET shows the button, POST confirms once and notifies the seller', async ({
    client,
    assert,
  }) => {
    const p = await exporter('az')
    const response = await client
      .post(url('product.rfq', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form(VALID_RFQ)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    response.assertFlashMessage(
      'sent',
      'Almost done: open the link we sent to your e-mail to confirm the request.'
    )

    const rfq = await db.from('rfqs').where('company_id', p.company.id).firstOrFail()
    assert.include(rfq, {
      status: 'unconfirmed',
      locale: 'en',
      buyer_user_id: null,
      buyer_name: 'Anna Schmidt',
      buyer_email: VALID_RFQ.email,
      buyer_phone: '+49301234567',
      buyer_company: 'Nussimport GmbH',
      buyer_country: 'DE',
      incoterm: 'FOB',
      named_place: 'Poti',
      destination_country: null,
      payment_terms: 'tt_30_70',
      confirmed_at: null,
    })
    assert.isNotNull(rfq.confirm_token_hash)
    const hours = DateTime.fromJSDate(rfq.confirm_expires_at).diffNow('hours').hours
    assert.approximately(hours, 48, 0.1)
    const item = await db.from('rfq_items').where('rfq_id', rfq.id).firstOrFail()
    assert.include(item, {
      product_id: p.productId,
      product_name: p.productName.en,
      hs_code: '080222',
      quantity: 500,
      unit: 'carton',
      target_currency: 'USD',
    })
    assert.equal(Number(item.target_price_minor), 2250)
    assert.lengthOf(await jobRows(), 0, 'the seller hears nothing before the confirmation')

    const { mails } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.deepEqual(mails[0].to, [`Anna Schmidt <${VALID_RFQ.email}>`])
    assert.equal(
      mails[0].subject,
      `Karvan: confirm your request for quotation ${rfqReference(rfq.id)}`
    )
    const link = confirmLink(mails[0].text!)

    const shown = await client.get(link)
    shown.assertStatus(200)
    const confirmPage = inertiaPage(shown.text())
    assert.equal(confirmPage.component, 'rfqs/confirm')
    assert.equal(confirmPage.props.state, 'valid')
    assert.equal(
      (await db.from('rfqs').where('id', rfq.id).firstOrFail()).status,
      'unconfirmed',
      'opening the link (a mail scanner) confirms nothing'
    )

    const confirmed = await client.post(link).withCsrfToken().redirects(0)
    confirmed.assertStatus(303)
    assert.match(String(confirmed.header('location')), /^\/en\/rfq\/[A-Za-z0-9_-]{43}$/)
    const after = await db.from('rfqs').where('id', rfq.id).firstOrFail()
    assert.equal(after.status, 'requested')
    assert.isNotNull(after.confirmed_at)
    assert.isNull(after.confirm_token_hash)
    assert.sameMembers(
      (await jobRows().select('name')).map((job) => job.name),
      ['rfq.new_mail', 'rfq.new_sms', 'rfq.sent_mail']
    )

    const again = await client.post(link).withCsrfToken().redirects(0)
    again.assertStatus(404)
    assertInvalidLinkPage(assert, again.text())
    const reopened = await client.get(link)
    reopened.assertStatus(404)
    assert.equal(inertiaPage(reopened.text()).props.state, 'unknown')

    await resetMailsOnly()
    const summary = await runQueuedJobs()
    assert.include(summary, { completed: 3, failed: 0 })
    const { mails: sent, sms } = await deliveries()
    const seller = sent.find((mail) => mail.to[0].includes('sales@hazelnut.example'))!
    assert.equal(
      seller.subject,
      `Karvan: ${'Anna Schmidt'} (Almaniya) tərəfindən yeni kotirovka sorğusu ${rfqReference(rfq.id)}`
    )
    assert.include(
      seller.text!,
      `http://localhost:3333/satici-paneli/kotirovka-sorgulari/${rfq.id}`
    )
    assert.include(seller.text!, 'FOB Poti')
    assert.include(seller.text!, '500')
    assert.equal(seller.replyTo, `Anna Schmidt <${VALID_RFQ.email}>`)
    const buyer = sent.find((mail) => mail.to[0].includes(VALID_RFQ.email))!
    assert.equal(buyer.subject, `Karvan: your request ${rfqReference(rfq.id)} was sent`)
    assert.include(buyer.text!, `http://localhost:3333${confirmed.header('location')}`)
    assert.lengthOf(sms, 1)
    assert.equal(sms[0].to, '+994505551234')
    assert.include(sms[0].text, rfqReference(rfq.id))
  })

  test('an expired confirmation link is refused with the clear page and confirms nothing', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    await client
      .post(url('product.rfq', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form(VALID_RFQ)
      .withCsrfToken()
      .redirects(0)
    const link = confirmLink((await deliveries()).mails[0].text!)
    await db
      .from('rfqs')
      .where('company_id', p.company.id)
      .update({ confirm_expires_at: new Date(Date.now() - 60_000) })
    const shown = await client.get(link)
    shown.assertStatus(410)
    assertInvalidLinkPage(assert, shown.text())
    const posted = await client.post(link).withCsrfToken().redirects(0)
    posted.assertStatus(410)
    assert.equal((await db.from('rfqs').firstOrFail()).status, 'unconfirmed')
    assert.lengthOf(await jobRows(), 0)
    ;(await client.get(url('rfq_confirm', 'en', { token: 'x'.repeat(43) }))).assertStatus(404)
  })

  test('a signed-in buyer: name and e-mail prefilled, RFQ linked and requested at once', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    const buyer = await createAccount('buyer', { firstName: 'Ali', lastName: 'Veli' })
    const page = inertiaPage((await client.get(p.productPath.en).loginAs(buyer)).text())
    assert.deepEqual(page.props.rfqForm.prefill, {
      name: 'Ali Veli',
      email: buyer.email,
      country: '',
    })
    const response = await client
      .post(url('product.rfq', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({ ...VALID_RFQ, name: 'Ali Veli', email: buyer.email })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage(
      'sent',
      'Your request was sent to the producer. Follow it under Quote requests in your dashboard.'
    )
    const rfq = await db.from('rfqs').where('buyer_user_id', buyer.id).firstOrFail()
    assert.equal(rfq.status, 'requested')
    assert.isNotNull(rfq.confirmed_at)
    assert.isNull(rfq.confirm_token_hash)
    assert.lengthOf((await deliveries()).mails, 0, 'no confirmation mail for an account')
    assert.sameMembers(
      (await jobRows().select('name')).map((job) => job.name),
      ['rfq.new_mail', 'rfq.new_sms', 'rfq.sent_mail']
    )
  })

  test('bad input on every field: localized messages, nothing stored, typed input kept', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    // Each attempt from its own client address: the per-IP budget is not under test here.
    const post = (form: Record<string, string>, locale: 'en' | 'az' = 'en') =>
      fromIp(
        client
          .post(url('product.rfq', locale, { id: p.productId }))
          .header('referer', p.productPath[locale])
          .form(form)
          .withCsrfToken()
          .redirects(0),
        freshIp()
      )
    const cases: [Record<string, string>, string, string][] = [
      [{ quantity: '50' }, 'quantity', 'The minimum order is 100: enter at least 100'],
      [{ quantity: 'lots' }, 'quantity', 'Quantity must be a whole number'],
      [{ quantity: '20000000' }, 'quantity', 'Enter a quantity between 1 and 10000000'],
      [
        { target_price: '12.345' },
        'target_price',
        'Enter the price as a number with at most 2 decimals, e.g. 22.50',
      ],
      [{ target_price: '0' }, 'target_price', 'The target price must be greater than zero'],
      [{ incoterm: 'XYZ' }, 'incoterm', 'Choose one of the offered options for Incoterm'],
      [{ incoterm: '' }, 'incoterm', 'Incoterm is important'],
      [{ named_place: '' }, 'named_place', 'Named place is important'],
      [
        { delivery: 'destination', destination_country: '' },
        'destination_country',
        'Destination country is important',
      ],
      [
        { delivery: 'destination', destination_country: 'GE', destination_port: '' },
        'destination_port',
        'Port of destination is important',
      ],
      [{ wanted_by: '2020-01-01' }, 'wanted_by', 'The delivery date cannot be in the past'],
      [{ wanted_by: '31/12/2030' }, 'wanted_by', 'Enter a date as YYYY-MM-DD'],
      [
        { payment_terms: 'barter' },
        'payment_terms',
        'Choose one of the offered options for Payment terms',
      ],
      [{ message: 'Hi' }, 'message', 'Tell the producer a little more: at least 10 characters'],
      [{ name: '' }, 'name', 'Name is important'],
      [{ country: 'XX' }, 'country', 'Choose one of the offered options for Country'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
      [
        { phone: 'call me' },
        'phone',
        'Enter the number with + and the country code, e.g. +49 30 1234567',
      ],
    ]
    for (const [change, field, message] of cases) {
      const response = await post({ ...VALID_RFQ, ...change })
      response.assertStatus(302)
      assert.equal(first(errorsOf(response)[field]), message, field)
      const kept = response.flashMessages() as Record<string, unknown>
      assert.equal(kept.message ?? '', change.message ?? VALID_RFQ.message, 'typed text kept')
      assert.equal(kept.name ?? '', change.name ?? VALID_RFQ.name, 'typed text kept')
    }
    const az = await post({ ...VALID_RFQ, quantity: '99' }, 'az')
    assert.equal(first(errorsOf(az).quantity), 'Minimum sifariş 100-dir: ən azı 100 daxil edin')
    assert.equal(await rfqCount(p.company.id), 0)
    await db.from('rate_limits').delete()
  })

  test('a filled honeypot looks sent but stores and mails nothing; a product without an offer is refused', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    const trapped = await client
      .post(url('product.rfq', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({ ...VALID_RFQ, website: 'http://spam.example' })
      .withCsrfToken()
      .redirects(0)
    trapped.assertStatus(302)
    assert.property(trapped.flashMessages(), 'sent')
    assert.equal(await rfqCount(p.company.id), 0)
    assert.lengthOf((await deliveries()).mails, 0)

    const plain = await producer()
    const refused = await client
      .post(url('product.rfq', 'en', { id: plain.productId }))
      .header('referer', plain.productPath.en)
      .form(VALID_RFQ)
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      first(errorsOf(refused).form),
      'This product cannot be requested for quotation right now.'
    )
    assert.equal(await rfqCount(p.company.id), 0)
  })

  test('RFQs are rate-limited per client IP and per e-mail, with a localized message', async ({
    client,
    assert,
  }) => {
    const p = await exporter()
    const post = (email: string, ip: string) =>
      fromIp(
        client
          .post(url('product.rfq', 'en', { id: p.productId }))
          .header('referer', p.productPath.en)
          .form({ ...VALID_RFQ, email })
          .withCsrfToken()
          .redirects(0),
        ip
      )
    // Per e-mail: five from five addresses, the sixth (a sixth address) is refused.
    for (let i = 0; i < 5; i++)
      assert.deepEqual(errorsOf(await post('same@buyer.example', freshIp())), {})
    const blockedEmail = await post('same@buyer.example', freshIp())
    assert.match(String(first(errorsOf(blockedEmail).form)), /^Too many attempts/)
    // Per IP: five e-mails from one address, the sixth is refused.
    const ip = freshIp()
    for (let i = 0; i < 5; i++)
      assert.deepEqual(errorsOf(await post(`b${i}@buyer.example`, ip)), {})
    const blockedIp = await post('other@buyer.example', ip)
    assert.match(String(first(errorsOf(blockedIp).form)), /^Too many attempts/)
    assert.equal(await rfqCount(p.company.id), 10)
  })
})

/** Empties the mail and SMS outboxes only (jobs stay queued). */
async function resetMailsOnly() {
  const { rm } = await import('node:fs/promises')
  const { outboxDirectory } = await import('#config/mail')
  await rm(outboxDirectory, { recursive: true, force: true })
}
