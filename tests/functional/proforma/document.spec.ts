import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { extractText } from 'unpdf'
import { acceptQuote } from '#services/export_desk/acceptance'
import { rfqLinkToken } from '#services/export_desk/rfq_link'
import { proformaUrl } from '#services/export_desk/proforma_urls'
import { queueBoss } from '#services/queue/boss'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { deleteJobs } from '#tests/helpers/jobs'
import { url } from '#tests/helpers/urls'
import type User from '#models/user'
import type { Locale } from '#shared/locales'
import { proformaSeller, quotedRfq } from './helpers.js'

const spaces = (text: string) => text.replace(/\s+/g, ' ')

async function pdfText(body: unknown): Promise<string> {
  if (!Buffer.isBuffer(body)) throw new Error(`Expected a PDF body, got ${typeof body}`)
  const { text } = await extractText(new Uint8Array(body), { mergePages: true })
  return spaces(text)
}

/** An accepted RFQ (buyer account, locale) with its pro-forma, and the seller. */
async function issued(options: { locale?: Locale; bank?: boolean; buyer?: User | null } = {}) {
  const { seller, companyId } = await proformaSeller({ bank: options.bank })
  const buyer = options.buyer === undefined ? await createAccount('buyer') : options.buyer
  const { rfq, v2, token } = await quotedRfq(companyId, { buyer, locale: options.locale })
  const proforma = await acceptQuote(rfq, v2.id)
  return { seller, buyer, rfq, token, proforma, number: proforma.number }
}

test.group('Pro-forma document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await queueBoss()
    await deleteJobs()
    await db.from('rate_limits').delete()
  })

  test('the buyer’s page shows the document in English and Russian with exact totals', async ({
    client,
    assert,
  }) => {
    const { buyer, number } = await issued()
    const response = await client.get(url('proforma', 'en', { number })).loginAs(buyer!)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'private, no-store')
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'invoices/proforma')
    const view = page.props.proforma
    assert.equal(view.number, number)
    assert.deepEqual(view.locales, ['en', 'ru'])
    assert.deepEqual(view.labels.title, ['Pro-forma invoice', 'Проформа-инвойс'])
    assert.equal(
      view.total,
      'US$12,650.00'.replace('US$', view.total.startsWith('$') ? '$' : 'US$')
    )
    assert.deepEqual(
      view.lines.map((line: any) => [line.hsCode, line.quantity, line.unit]),
      [
        ['080222', 500, ['carton', 'коробка']],
        ['200819', 40, ['carton', 'коробка']],
      ]
    )
    assert.include(view.lines[0].unitPrice, '22.80')
    assert.include(view.lines[0].lineTotal, '11,400.00')
    assert.include(view.lines[1].lineTotal, '1,250.00')
    assert.include(view.total, '12,650.00')
    assert.equal(view.incoterm, 'FOB')
    assert.equal(view.namedPlace, 'Poti')
    assert.deepEqual(view.seller.legalAddress, [
      '5 Heydar Aliyev Ave, Gabala',
      'г. Габала, пр. Гейдара Алиева 5',
    ])
    assert.equal(view.seller.bank.iban, 'AZ21NABZ00000000137010001944')
    assert.include(page.props.pdfUrl, `/en/proforma-invoice/${number}/pdf`)
  })

  test('an English buyer gets English only; missing bank details are said so', async ({
    client,
    assert,
  }) => {
    const { seller, number } = await issued({ locale: 'en', bank: false })
    const response = await client.get(url('proforma', 'az', { number })).loginAs(seller)
    response.assertStatus(200)
    const view = inertiaPage(response.text()).props.proforma
    assert.deepEqual(view.locales, ['en'])
    assert.deepEqual(view.labels.title, ['Pro-forma invoice'])
    assert.isNull(view.seller.bank)
    assert.deepEqual(view.labels.bank_missing, ['Bank details not given'])

    const pdf = await client.get(url('proforma.pdf', 'az', { number })).loginAs(seller)
    pdf.assertStatus(200)
    assert.include(await pdfText(pdf.body()), 'Bank details not given')
  })

  test('the PDF: attachment named by number, not cached, labels in both languages, totals, HS code and Incoterm', async ({
    client,
    assert,
  }) => {
    const { token, number } = await issued({ locale: 'az', buyer: null })
    const response = await client.get(proformaUrl(number, 'en', token)).redirects(0)
    response.assertStatus(200)
    const switcher = inertiaPage(response.text()).props.alternates as Record<Locale, string>
    assert.equal(
      switcher.az,
      proformaUrl(number, 'az', token),
      'the language switch keeps the link'
    )
    ;(await client.get(switcher.ru).redirects(0)).assertStatus(200)
    const pdf = await client.get(url('proforma.pdf', 'en', { number }, { qs: { t: token } }))
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    assert.equal(pdf.header('content-disposition'), `attachment; filename="${number}.pdf"`)
    assert.equal(pdf.header('cache-control'), 'private, no-store')
    const text = await pdfText(pdf.body())
    assert.include(text, 'Pro-forma invoice / Proforma hesab-faktura')
    assert.include(text, number)
    assert.include(text, 'Qəbələ Fındıq MMC')
    assert.include(text, 'Qəbələ şəhəri, Heydər Əliyev pr. 5')
    assert.include(text, '080222')
    assert.include(text, 'FOB Poti')
    assert.include(text, '11,400.00')
    assert.include(text, '12,650.00')
    assert.include(text, 'AIIBAZ2X')
  })

  test('the seller’s users and admins see it; other sellers, other buyers, guests and wrong tokens get 404', async ({
    client,
    assert,
  }) => {
    const { seller, buyer, number, token } = await issued()
    const stranger = await createAccount('buyer')
    const otherSeller = await createAccount('seller')
    const admin = await createAccount('admin')
    const other = await issued()
    const wrongToken = rfqLinkToken(other.rfq.id)
    for (const name of ['proforma', 'proforma.pdf'] as const) {
      const path = url(name, 'en', { number })
      ;(await client.get(path).loginAs(buyer!)).assertStatus(200)
      ;(await client.get(path).loginAs(seller)).assertStatus(200)
      ;(await client.get(path).loginAs(admin)).assertStatus(200)
      ;(await client.get(url(name, 'en', { number }, { qs: { t: token } }))).assertStatus(200)

      const denied = [
        await client.get(path),
        await client.get(path).loginAs(stranger),
        await client.get(path).loginAs(otherSeller),
        await client.get(path).loginAs(other.buyer!),
        await client.get(path).loginAs(other.seller),
        await client.get(url(name, 'en', { number }, { qs: { t: wrongToken } })),
        await client.get(url(name, 'en', { number }, { qs: { t: 'x'.repeat(43) } })),
        await client.get(url(name, 'en', { number }, { qs: { t: token.slice(1) } })),
      ]
      for (const response of denied) {
        response.assertStatus(404)
        assert.notInclude(response.text(), 'Qəbələ Fındıq MMC')
      }
    }
    ;(
      await client.get(url('proforma', 'en', { number: 'PF-2026-999999' })).loginAs(admin)
    ).assertStatus(404)
    ;(
      await client.get(url('proforma', 'en', { number: other.number }, { qs: { t: token } }))
    ).assertStatus(404)
  })

  test('Inertia partial reloads are refused to others and give the owner only what was asked', async ({
    client,
    assert,
  }) => {
    const { buyer, number } = await issued()
    const intruder = await createAccount('buyer')
    const path = url('proforma', 'en', { number })
    const first = await client.get(path).loginAs(buyer!)
    const version = inertiaPage(first.text()).version
    const partial = (user: User) =>
      client
        .get(path)
        .loginAs(user)
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', version)
        .header('X-Inertia-Partial-Component', 'invoices/proforma')
    const own = await partial(buyer!).header('X-Inertia-Partial-Data', 'pdfUrl')
    own.assertStatus(200)
    assert.include(own.body().props.pdfUrl, number)
    assert.notProperty(own.body().props, 'proforma')

    const response = await client
      .get(path)
      .loginAs(intruder)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', version)
      .header('X-Inertia-Partial-Component', 'invoices/proforma')
      .header('X-Inertia-Partial-Data', 'proforma')
    response.assertStatus(404)
    assert.notInclude(response.text(), 'Qəbələ Fındıq MMC')
  })
})
