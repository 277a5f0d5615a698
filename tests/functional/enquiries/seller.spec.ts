import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { deliveries, insertEnquiry, producer, resetDeliveries } from './helpers.js'
import { url } from '#tests/helpers/urls'
import { jobRows } from '#tests/helpers/jobs'

const LIST = PAGES.seller_enquiries

test.group('Enquiries in the seller dashboard', (group) => {
  // Rate limits are reset before the test's transaction begins: rows deleted inside it stay locked until
  // the rollback, and a limiter whose store was made outside the transaction (its statements then run
  // on the pool) waits for them, so the request hangs (which limiter that is depends on test order).
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list shows the company’s enquiries newest first, filtered by status, 20 a page', async ({
    client,
    assert,
  }) => {
    const p = await producer()
    const other = await producer()
    await insertEnquiry(other.company.id, { name: 'Not yours' })
    await insertEnquiry(p.company.id, { name: 'Oldest', status: 'closed', minutesAgo: 300 })
    await insertEnquiry(p.company.id, { name: 'Answered one', status: 'answered', minutesAgo: 200 })
    for (let i = 0; i < 21; i++)
      await insertEnquiry(p.company.id, {
        name: `New ${i}`,
        product_id: p.productId,
        minutesAgo: 100 - i,
      })

    const page = inertiaPage((await client.get(LIST.en).loginAs(p.seller)).text())
    assert.equal(page.component, 'seller/enquiries/index')
    assert.lengthOf(page.props.enquiries, 20)
    assert.equal(page.props.enquiries[0].name, 'New 20')
    assert.equal(page.props.enquiries[0].product, p.productName.en)
    assert.equal(page.props.enquiries[0].statusLabel, 'New')
    assert.equal(page.props.enquiries[0].country, 'Türkiye')
    assert.isFalse(page.props.enquiries.some((item: { name: string }) => item.name === 'Not yours'))
    assert.deepEqual(
      page.props.filters.map((filter: { key: string; count: number; current: boolean }) => [
        filter.key,
        filter.count,
        filter.current,
      ]),
      [
        ['all', 23, true],
        ['new', 21, false],
        ['answered', 1, false],
        ['closed', 1, false],
      ]
    )
    assert.include(page.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 23,
      next: url('seller_enquiries', 'en', undefined, { qs: { page: '2' } }),
    })
    assert.equal(page.props.nav.seller_enquiries, LIST.en)

    const second = inertiaPage(
      (
        await client
          .get(url('seller_enquiries', 'en', undefined, { qs: { page: '2' } }))
          .loginAs(p.seller)
      ).text()
    )
    assert.deepEqual(
      second.props.enquiries.map((item: { name: string }) => item.name),
      ['New 0', 'Answered one', 'Oldest']
    )

    const closed = inertiaPage(
      (
        await client
          .get(url('seller_enquiries', 'ru', undefined, { qs: { status: 'closed' } }))
          .loginAs(p.seller)
      ).text()
    )
    assert.deepEqual(
      closed.props.enquiries.map(
        (item: { name: string; statusLabel: string; product: string | null }) => [
          item.name,
          item.statusLabel,
          item.product,
        ]
      ),
      [['Oldest', 'Закрыт', null]]
    )
    const junk = inertiaPage(
      (
        await client
          .get(url('seller_enquiries', 'az', undefined, { qs: { status: 'drop', page: '-3' } }))
          .loginAs(p.seller)
      ).text()
    )
    assert.lengthOf(junk.props.enquiries, 20, 'unreadable filters fall back to all, page 1')
  })

  test('the detail shows the buyer, the message and how it was forwarded', async ({
    client,
    assert,
  }) => {
    const p = await producer({
      company: { email: 'sales@hazelnut.example', phone: '+994 50 555 12 34' },
    })
    await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({
        name: 'Anna <b>Schmidt</b>',
        country: 'DE',
        email: 'anna@example.test',
        phone: '+49 30 1234567',
        quantity: '5 t',
        message: 'Price for 5 t, please.\nDelivery to Hamburg.',
      })
      .withCsrfToken()
      .redirects(0)
    const enquiry = await db.from('enquiries').where('company_id', p.company.id).firstOrFail()
    await runQueuedJobs()

    const page = inertiaPage(
      (
        await client.get(url('seller_enquiries.show', 'en', { id: enquiry.id })).loginAs(p.seller)
      ).text()
    )
    assert.equal(page.component, 'seller/enquiries/show')
    const detail = page.props.enquiry
    assert.include(detail, {
      id: enquiry.id,
      name: 'Anna <b>Schmidt</b>',
      country: 'Germany',
      email: 'anna@example.test',
      mailto: 'mailto:anna@example.test',
      quantity: '5 t',
      product: p.productName.en,
      status: 'new',
      message: 'Price for 5 t, please.\nDelivery to Hamburg.',
      language: 'English',
    })
    assert.deepEqual(detail.phone, {
      label: '+49301234567',
      tel: 'tel:+49301234567',
      whatsapp: 'https://wa.me/49301234567',
    })
    assert.isNotNull(detail.forwardedByMail)
    assert.isNotNull(detail.forwardedBySms)
    assert.deepEqual(detail.replies, [])
    assert.equal(detail.replyUrl, url('seller_enquiries.reply', 'en', { id: enquiry.id }))
  })

  test('ownership: another seller, a buyer and a guest never see or change an enquiry', async ({
    client,
    assert,
  }) => {
    const p = await producer()
    const intruder = await producer()
    const buyer = await createAccount('buyer')
    const id = await insertEnquiry(p.company.id, { name: 'Private buyer' })
    const paths = [
      url('seller_enquiries.show', 'en', { id }),
      url('seller_enquiries.show', 'az', { id }),
    ]

    for (const path of paths) {
      ;(await client.get(path).loginAs(intruder.seller).redirects(0)).assertStatus(404)
      ;(await client.get(path).loginAs(buyer).redirects(0)).assertStatus(404)
      const guest = await client.get(path).redirects(0)
      guest.assertStatus(302)
      assert.match(guest.header('location')!, /^\/(en\/login|daxil-ol)\?as=seller/)
    }
    const reply = await client
      .post(url('seller_enquiries.reply', 'en', { id }))
      .form({ reply: 'Hijacked answer' })
      .withCsrfToken()
      .loginAs(intruder.seller)
      .redirects(0)
    reply.assertStatus(404)
    const close = await client
      .post(url('seller_enquiries.status', 'en', { id }))
      .form({ action: 'close' })
      .withCsrfToken()
      .loginAs(intruder.seller)
      .redirects(0)
    close.assertStatus(404)
    const buyerReply = await client
      .post(url('seller_enquiries.reply', 'en', { id }))
      .form({ reply: 'Buyer answer' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    buyerReply.assertStatus(404)
    const guestReply = await client
      .post(url('seller_enquiries.reply', 'en', { id }))
      .form({ reply: 'Guest answer' })
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(guestReply.status(), [401, 302])

    ;(await client.get(`${LIST.en}/999999999`).loginAs(intruder.seller).redirects(0)).assertStatus(
      404
    )
    ;(await client.get(`${LIST.en}/abc`).loginAs(intruder.seller).redirects(0)).assertStatus(404)

    const list = inertiaPage((await client.get(LIST.en).loginAs(intruder.seller)).text())
    assert.lengthOf(list.props.enquiries, 0)

    const enquiry = await db.from('enquiries').where('id', id).firstOrFail()
    assert.equal(enquiry.status, 'new')
    assert.equal(Number((await db.from('enquiry_replies').count('* as n'))[0].n), 0)
    assert.equal(Number((await jobRows().count('* as n'))[0].n), 0)
    const denied = await db
      .from('security_events')
      .where({ user_id: intruder.seller.id, event: 'authz_denied' })
      .select('detail')
    assert.lengthOf(denied, paths.length + 2, 'each denial on an existing enquiry is logged')
    assert.isTrue(denied.every((row) => row.detail.startsWith(`enquiry ${id}:`)))
    const buyerDenied = await db
      .from('security_events')
      .where({ user_id: buyer.id, event: 'authz_denied' })
      .count('* as n')
    assert.equal(Number(buyerDenied[0].n), paths.length + 1)
  })

  test('a reply is stored, marks the enquiry answered and is e-mailed to the buyer with the producer as reply-to', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    const id = await insertEnquiry(p.company.id, {
      product_id: p.productId,
      name: 'Иван Петров',
      email: 'ivan@example.test',
      locale: 'ru',
      message: 'Сколько стоит 5 т?\nНужна доставка в Москву.',
    })

    const empty = await client
      .post(url('seller_enquiries.reply', 'en', { id }))
      .header('referer', url('seller_enquiries.show', 'en', { id }))
      .form({ reply: ' ' })
      .withCsrfToken()
      .loginAs(p.seller)
      .redirects(0)
    empty.assertStatus(302)
    assert.equal(
      [(empty.flashMessages().inputErrorsBag as Record<string, string[]>).reply].flat()[0],
      'All fields are required: Reply is missing'
    )
    assert.equal(Number((await db.from('enquiry_replies').count('* as n'))[0].n), 0)

    const response = await client
      .post(url('seller_enquiries.reply', 'en', { id }))
      .form({ reply: 'Здравствуйте! 5 т стоят 42 000 AZN, доставка в Москву за 10 дней.' })
      .withCsrfToken()
      .loginAs(p.seller)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), url('seller_enquiries.show', 'en', { id }))
    response.assertFlashMessage(
      'success',
      'Your reply has been saved and is being e-mailed to ivan@example.test.'
    )

    const reply = await db.from('enquiry_replies').where('enquiry_id', id).firstOrFail()
    assert.equal(reply.user_id, p.seller.id)
    assert.isNull(reply.mailed_at)
    assert.equal((await db.from('enquiries').where('id', id).firstOrFail()).status, 'answered')
    const jobs = await jobRows().select('name', 'payload')
    assert.deepEqual(jobs, [{ name: 'enquiry.reply_mail', payload: { replyId: reply.id } }])

    await runQueuedJobs()
    const { mails } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.deepEqual(mails[0].to, ['Иван Петров <ivan@example.test>'])
    assert.equal(mails[0].replyTo, `${p.company.name} <sales@hazelnut.example>`)
    assert.equal(mails[0].subject, `Re: ваш запрос №${id} для «${p.company.name}»`)
    assert.include(
      mails[0].text!,
      `«${p.company.name}» ответила на ваш запрос, отправленный на Karvan:`
    )
    assert.include(
      mails[0].text!,
      'Здравствуйте! 5 т стоят 42 000 AZN, доставка в Москву за 10 дней.'
    )
    assert.include(mails[0].text!, '> Сколько стоит 5 т?\n> Нужна доставка в Москву.')
    assert.isNotNull(
      (await db.from('enquiry_replies').where('id', reply.id).firstOrFail()).mailed_at
    )

    const page = inertiaPage(
      (await client.get(url('seller_enquiries.show', 'en', { id })).loginAs(p.seller)).text()
    )
    assert.lengthOf(page.props.enquiry.replies, 1)
    assert.include(page.props.enquiry.replies[0], { author: p.seller.fullName, body: reply.body })
    assert.isNotNull(page.props.enquiry.replies[0].mailedAt)
    assert.equal(page.props.enquiry.statusLabel, 'Answered')
  })

  test('without a company e-mail the reply-to is the replying seller’s e-mail', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: null } })
    const id = await insertEnquiry(p.company.id, { email: 'buyer@example.test' })
    await client
      .post(url('seller_enquiries.reply', 'az', { id }))
      .form({ reply: 'Salam! Qiymət siyahısı əlavədədir.' })
      .withCsrfToken()
      .loginAs(p.seller)
      .redirects(0)
    await runQueuedJobs()
    const { mails } = await deliveries()
    assert.equal(mails[0].replyTo, `${p.company.name} <${p.seller.email}>`)
    assert.equal(
      mails[0].subject,
      `Re: your enquiry #${id} to ${p.company.name}`,
      'in the language the buyer wrote in'
    )
  })

  test('close and reopen: closed, then back to new (no replies) or answered (with replies)', async ({
    client,
    assert,
  }) => {
    const p = await producer()
    const id = await insertEnquiry(p.company.id)
    const post = (action: string) =>
      client
        .post(url('seller_enquiries.status', 'ru', { id }))
        .form({ action })
        .withCsrfToken()
        .loginAs(p.seller)
        .redirects(0)
    const status = async () => (await db.from('enquiries').where('id', id).firstOrFail()).status

    const closed = await post('close')
    closed.assertStatus(302)
    closed.assertFlashMessage('success', 'Запрос закрыт.')
    assert.equal(await status(), 'closed')
    ;(await post('reopen')).assertFlashMessage('success', 'Запрос снова открыт.')
    assert.equal(await status(), 'new')

    await db.table('enquiry_replies').insert({
      enquiry_id: id,
      user_id: p.seller.id,
      body: 'Sent by phone',
      mailed_at: new Date(),
    })
    await post('close')
    await post('reopen')
    assert.equal(await status(), 'answered')

    const bad = await client
      .post(url('seller_enquiries.status', 'ru', { id }))
      .header('referer', url('seller_enquiries.show', 'ru', { id }))
      .form({ action: 'delete' })
      .withCsrfToken()
      .loginAs(p.seller)
      .redirects(0)
    bad.assertStatus(302)
    assert.property(bad.flashMessages().inputErrorsBag, 'action')
    assert.equal(await status(), 'answered')
  })

  test('the dashboard home shows the latest five enquiries and how many are new', async ({
    client,
    assert,
  }) => {
    const p = await producer()
    const empty = inertiaPage(
      (await client.get(PAGES.seller_dashboard.en).loginAs(p.seller)).text()
    )
    assert.deepEqual(empty.props.enquiries.latest, [])
    assert.equal(empty.props.enquiries.newCount, 0)

    for (let i = 0; i < 4; i++)
      await insertEnquiry(p.company.id, { name: `New ${i}`, minutesAgo: 60 - i })
    await insertEnquiry(p.company.id, { name: 'Answered', status: 'answered', minutesAgo: 10 })
    await insertEnquiry(p.company.id, { name: 'Latest closed', status: 'closed', minutesAgo: 1 })
    await insertEnquiry((await producer()).company.id, { name: 'Elsewhere' })

    const page = inertiaPage((await client.get(PAGES.seller_dashboard.en).loginAs(p.seller)).text())
    const box = page.props.enquiries
    assert.equal(box.newCount, 4)
    assert.equal(box.total, 6)
    assert.deepEqual(
      box.latest.map((item: { name: string }) => item.name),
      ['Latest closed', 'Answered', 'New 3', 'New 2', 'New 1']
    )
    assert.equal(box.listUrl, LIST.en)
    assert.equal(box.newUrl, url('seller_enquiries', 'en', undefined, { qs: { status: 'new' } }))
    assert.equal(catalogueOf(page.props)['enquiries.dashboard.new_count'], 'New enquiries: {count}')
  })
})
