import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { VALID_ENQUIRY, deliveries, producer, resetDeliveries } from './helpers.js'
import { url } from '#tests/helpers/urls'
import { jobRows } from '#tests/helpers/jobs'

const count = async (table: string) =>
  Number((await (table === 'jobs' ? jobRows() : db.from(table)).count('* as n'))[0].n)

test.group('Enquiries: a foreign buyer writes to a producer', (group) => {
  // Rate limits are reset before the test's transaction begins: rows deleted inside it stay locked until
  // the rollback, and a limiter whose store was made outside the transaction (its statements then run
  // on the pool) waits for them, so the request hangs (which limiter that is depends on test order).
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('from a product page: stored, two jobs queued, then mailed (reply-to the buyer) and texted to the producer', async ({
    client,
    assert,
  }) => {
    const p = await producer({
      company: { email: 'sales@hazelnut.example', phone: '+994 50 555 12 34' },
      locale: 'en',
    })
    const html = (await client.get(p.productPath.en)).text()
    const page = inertiaPage(html)
    assert.equal(page.props.enquiryUrl, `/en/product/${p.productId}/enquiry`)
    assert.include(html, 'Interested in this product?')
    assert.match(html, /<button[^>]*aria-haspopup="dialog"[^>]*>Send an enquiry<\/button>/)

    const response = await client
      .post(page.props.enquiryUrl)
      .header('referer', p.productPath.en)
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), p.productPath.en)
    response.assertFlashMessage(
      'sent',
      'Thank you! Your enquiry has been sent to the producer. The reply will come to your e-mail.'
    )

    const enquiry = await db.from('enquiries').where('company_id', p.company.id).firstOrFail()
    assert.include(enquiry, {
      product_id: p.productId,
      name: VALID_ENQUIRY.name,
      company_name: VALID_ENQUIRY.company,
      country: 'DE',
      email: VALID_ENQUIRY.email,
      phone: '+49301234567',
      quantity: '5 t',
      message: VALID_ENQUIRY.message,
      locale: 'en',
      status: 'new',
    })
    assert.isNotNull(enquiry.ip_address)
    assert.isNull(enquiry.mailed_at)

    const jobs = await jobRows()
      .orderBy('created_on')
      .orderBy('name')
      .select('name', 'payload', 'completed_at')
    assert.deepEqual(
      jobs.map((job) => [job.name, job.payload]),
      [
        ['enquiry.forward_mail', { enquiryId: enquiry.id }],
        ['enquiry.forward_sms', { enquiryId: enquiry.id }],
      ]
    )
    assert.deepEqual(
      await deliveries(),
      { mails: [], sms: [] },
      'nothing is sent inside the request'
    )

    const summary = await runQueuedJobs()
    assert.include(summary, { claimed: 2, completed: 2, failed: 0 })

    const { mails, sms } = await deliveries()
    assert.lengthOf(mails, 1)
    const [mail] = mails
    assert.deepEqual(mail.to, [`${p.company.name} <sales@hazelnut.example>`])
    assert.equal(mail.replyTo, `${VALID_ENQUIRY.name} <${VALID_ENQUIRY.email}>`)
    assert.equal(
      mail.subject,
      `Karvan: enquiry #${enquiry.id} from Anna Schmidt (Germany) about ${p.productName.en}`
    )
    for (const line of [
      `A buyer has sent you an enquiry on Karvan about your product ${p.productName.en}.`,
      `Product: ${p.productName.en} — http://localhost:3333${p.productPath.en}`,
      'Name: Anna Schmidt',
      'Company: Nussimport GmbH',
      'Country: Germany (DE)',
      `E-mail: ${VALID_ENQUIRY.email}`,
      'Phone / WhatsApp: +49301234567',
      'Quantity: 5 t',
      VALID_ENQUIRY.message,
      `http://localhost:3333/en/seller-dashboard/enquiries/${enquiry.id}`,
    ]) {
      assert.include(mail.text!, line)
    }

    assert.lengthOf(sms, 1)
    assert.equal(sms[0].to, '+994505551234')
    assert.equal(sms[0].from, 'Karvan')
    assert.equal(
      sms[0].text,
      `Karvan: new enquiry #${enquiry.id} from Anna Schmidt (Germany) about ${p.productName.en}. Read and reply: http://localhost:3333/en/seller-dashboard/enquiries/${enquiry.id}`
    )

    const forwarded = await db.from('enquiries').where('id', enquiry.id).firstOrFail()
    assert.isNotNull(forwarded.mailed_at)
    assert.isNotNull(forwarded.sms_sent_at)
    assert.equal(
      await jobRows()
        .whereNotNull('completed_at')
        .count('* as n')
        .then((r) => Number(r[0].n)),
      2
    )

    assert.equal((await runQueuedJobs()).claimed, 0)
    const again = await deliveries()
    assert.lengthOf(again.mails, 1, 'delivered once')
    assert.lengthOf(again.sms, 1)
  })

  test('from a supplier page: a general enquiry reaches the seller account e-mail and mobile, in the producer’s language', async ({
    client,
    assert,
  }) => {
    const p = await producer({
      company: { email: null, phone: '+994 12 555 01 23' },
      phone: '+994 70 123 45 67',
      locale: 'az',
    })
    const html = (await client.get(p.supplierPath.ru)).text()
    const page = inertiaPage(html)
    assert.equal(page.props.enquiryUrl, `/ru/informatsiya-o-postavshchike/${p.company.id}/enquiry`)
    assert.include(html, 'Вас интересуют товары этого производителя?')

    const response = await client
      .post(page.props.enquiryUrl)
      .header('referer', p.supplierPath.ru)
      .form({
        ...VALID_ENQUIRY,
        name: 'Иван Петров',
        country: 'ru',
        phone: '',
        company: '',
        quantity: '',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage(
      'sent',
      'Спасибо! Ваш запрос отправлен производителю. Ответ придёт на вашу эл. почту.'
    )

    const enquiry = await db.from('enquiries').where('company_id', p.company.id).firstOrFail()
    assert.include(enquiry, {
      product_id: null,
      country: 'RU',
      locale: 'ru',
      phone: null,
      company_name: null,
      quantity: null,
    })

    await runQueuedJobs()
    const { mails, sms } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.deepEqual(
      mails[0].to,
      [`${p.company.name} <${p.seller.email}>`],
      'no company e-mail: the seller account’s'
    )
    assert.equal(mails[0].replyTo, `Иван Петров <${VALID_ENQUIRY.email}>`)
    assert.equal(mails[0].subject, `Karvan: Иван Петров (Rusiya) tərəfindən sorğu #${enquiry.id}`)
    assert.include(mails[0].text!, `Alıcı Karvan-da ${p.company.name} şirkətinə sorğu göndərib.`)
    assert.include(mails[0].text!, 'Şirkət: göstərilməyib')
    assert.include(mails[0].text!, `http://localhost:3333/satici-paneli/sorgular/${enquiry.id}`)
    assert.notInclude(mails[0].text!, 'Məhsul:')

    assert.lengthOf(sms, 1)
    assert.equal(sms[0].to, '+994701234567', 'the landline company phone is skipped')
    assert.equal(
      sms[0].text,
      `Karvan: Иван Петров (Rusiya) yeni sorğu #${enquiry.id} göndərdi. Oxuyun və cavab verin: http://localhost:3333/satici-paneli/sorgular/${enquiry.id}`
    )
  })

  test('a producer without any mobile number still gets the e-mail; the SMS job completes without sending', async ({
    client,
    assert,
  }) => {
    const p = await producer({
      company: { email: 'office@hazelnut.example', phone: '+994 12 555 01 23' },
      phone: '+994 12 444 00 00',
    })
    await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    const summary = await runQueuedJobs()
    assert.include(summary, { completed: 2, failed: 0 })
    const { mails, sms } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.lengthOf(sms, 0)
    const enquiry = await db.from('enquiries').where('company_id', p.company.id).firstOrFail()
    assert.isNotNull(enquiry.mailed_at)
    assert.isNull(enquiry.sms_sent_at)
  })

  test('unpublished products, suspended suppliers and unknown ids receive nothing', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    await db.from('products').where('id', p.productId).update({ status: 'draft' })
    const draft = await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', '/en')
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    draft.assertStatus(302)
    assert.equal(
      (draft.flashMessages().inputErrorsBag as Record<string, string>).form,
      'This producer cannot receive enquiries at the moment. Please try another product or producer.'
    )
    assert.equal(draft.flashMessages().name, VALID_ENQUIRY.name, 'the typed input is kept')

    await db.from('companies').where('id', p.company.id).update({ status: 'suspended' })
    const suspended = await client
      .post(url('supplier_info.enquiry', 'en', { id: p.company.id }))
      .header('referer', '/en')
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    suspended.assertStatus(302)
    assert.property(suspended.flashMessages().inputErrorsBag, 'form')

    const unknown = await client
      .post('/en/product/999999999/enquiry')
      .header('referer', '/en')
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    unknown.assertStatus(302)
    const malformed = await client
      .post('/en/product/abc/enquiry')
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    malformed.assertStatus(404)

    assert.equal(await count('enquiries'), 0)
    assert.equal(await count('jobs'), 0)
  })

  test('bad input gets field messages in en, az and ru; the input is kept and nothing is stored', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    const bad = {
      name: 'A',
      company: 'x'.repeat(200),
      country: 'XX',
      email: 'not-an-email',
      phone: '12-ab',
      quantity: 'q'.repeat(80),
      message: 'short',
    }
    const expected = {
      en: {
        name: 'Name must be at least 2 characters long',
        company: 'Company must be at most 160 characters long',
        country: 'Choose a country from the list',
        email: 'Wrong e-mail',
        phone:
          'Enter the phone number in international format with the country code, e.g. +49 30 1234567',
        quantity: 'Quantity must be at most 60 characters long',
        message: 'Message must be at least 10 characters long',
      },
      az: {
        email: 'E-poçt səhvdir',
        phone: 'Telefon nömrəsini ölkə kodu ilə beynəlxalq formatda yazın, məs. +49 30 1234567',
      },
      ru: {
        email: 'Неверный адрес эл. почты',
        phone:
          'Укажите номер телефона в международном формате с кодом страны, напр. +49 30 1234567',
        message: 'Поле «Сообщение» должно содержать не менее 10 символов',
      },
    }
    for (const locale of ['en', 'az', 'ru'] as const) {
      const response = await client
        .post(
          `${locale === 'az' ? '' : `/${locale}`}${locale === 'az' ? '/mehsul' : locale === 'en' ? '/product' : '/produkt'}/${p.productId}/enquiry`
        )
        .header('referer', p.productPath[locale])
        .form(bad)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), p.productPath[locale])
      const errors = response.flashMessages().inputErrorsBag as Record<string, string | string[]>
      for (const [field, message] of Object.entries(expected[locale])) {
        assert.equal([errors[field]].flat()[0], message, `${locale}:${field}`)
      }
      assert.equal(response.flashMessages().email, 'not-an-email')
      assert.equal(response.flashMessages().message, 'short')
    }

    const missing = await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({})
      .withCsrfToken()
      .redirects(0)
    const errors = missing.flashMessages().inputErrorsBag as Record<string, string | string[]>
    assert.sameMembers(
      Object.keys(errors),
      ['name', 'country', 'email', 'message'],
      'company, phone and quantity are optional'
    )
    assert.equal([errors.email].flat()[0], 'All fields are required: E-mail is missing')
    assert.equal(await count('enquiries'), 0)
    assert.equal(await count('jobs'), 0)
  })

  test('fields outside the form (company, product, status) have no effect', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    const other = await producer()
    await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({
        ...VALID_ENQUIRY,
        company_id: other.company.id,
        product_id: other.productId,
        status: 'closed',
        locale: 'ru',
      })
      .withCsrfToken()
      .redirects(0)
    const rows = await db.from('enquiries').select('company_id', 'product_id', 'status', 'locale')
    assert.deepEqual(rows, [
      { company_id: p.company.id, product_id: p.productId, status: 'new', locale: 'en' },
    ])
  })

  test('line breaks in single-line fields cannot inject mail headers; markup stays text', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form({
        ...VALID_ENQUIRY,
        name: 'Anna\r\nBcc: victim@example.test',
        company: '<script>alert(1)</script>',
        quantity: '5\nt',
      })
      .withCsrfToken()
      .redirects(0)
    const enquiry = await db.from('enquiries').firstOrFail()
    assert.equal(enquiry.name, 'Anna Bcc: victim@example.test')
    assert.equal(enquiry.company_name, '<script>alert(1)</script>')
    assert.equal(enquiry.quantity, '5 t')
    await runQueuedJobs()
    const { mails } = await deliveries()
    assert.notMatch(mails[0].subject, /[\r\n]/)
    assert.deepEqual(mails[0].to, [`${p.company.name} <sales@hazelnut.example>`])
    assert.equal(mails[0].replyTo, `Anna Bcc: victim@example.test <${VALID_ENQUIRY.email}>`)
    assert.isNull(mails[0].html, 'plain text only')
  })

  test('a post without the CSRF token is refused and stores nothing', async ({
    client,
    assert,
  }) => {
    const p = await producer()
    const response = await client
      .post(url('product.enquiry', 'en', { id: p.productId }))
      .header('referer', p.productPath.en)
      .form(VALID_ENQUIRY)
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.notProperty(response.flashMessages() ?? {}, 'sent')
    assert.equal(await count('enquiries'), 0)
  })

  test('enquiries are rate-limited per client across product and supplier pages, with a localized message', async ({
    client,
    assert,
  }) => {
    const p = await producer({ company: { email: 'sales@hazelnut.example' } })
    for (let i = 0; i < 5; i++) {
      const target =
        i % 2 ? `/en/supplier-info/${p.company.id}/enquiry` : `/en/product/${p.productId}/enquiry`
      const ok = await client
        .post(target)
        .header('referer', p.productPath.en)
        .form(VALID_ENQUIRY)
        .withCsrfToken()
        .redirects(0)
      ok.assertStatus(302)
      assert.notProperty(ok.flashMessages(), 'inputErrorsBag')
    }
    const blocked = await client
      .post(url('supplier_info.enquiry', 'az', { id: p.company.id }))
      .header('referer', p.supplierPath.az)
      .form(VALID_ENQUIRY)
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(302)
    assert.match(
      String((blocked.flashMessages().inputErrorsBag as Record<string, string>).form),
      /^Həddindən çox cəhd\. \d+ saniyədən sonra yenidən cəhd edin\.$/
    )
    assert.equal(await count('enquiries'), 5)
    assert.equal(await count('jobs'), 10)
  })
})
