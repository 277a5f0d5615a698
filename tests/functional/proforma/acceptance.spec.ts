import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { outboxDirectory } from '#config/mail'
import { formatMoney } from '#lib/money'
import ProformaInvoice from '#models/proforma_invoice'
import Rfq from '#models/rfq'
import { readOutbox } from '#services/mail/outbox_transport'
import { queueBoss } from '#services/queue/boss'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { acceptQuote, declineQuote, QuoteRefused } from '#services/export_desk/acceptance'
import { proformaData } from '#services/export_desk/proforma'
import { deleteJobs, jobRows } from '#tests/helpers/jobs'
import { proformaSeller, quotedRfq, V2_TOTAL_MINOR } from './helpers.js'

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof QuoteRefused) return error.reason
    throw error
  }
  return 'accepted'
}

test.group('Quote acceptance', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await rm(outboxDirectory, { recursive: true, force: true })
    // The queue's schema exists once pg-boss has started.
    await queueBoss()
    await deleteJobs()
  })

  test('accepting the current quote issues a numbered pro-forma with the frozen document and a thread note', async ({
    assert,
  }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v2 } = await quotedRfq(companyId)
    const proforma = await acceptQuote(rfq, v2.id)

    assert.match(
      proforma.number,
      new RegExp(`^PF-${DateTime.now().setZone('Asia/Baku').year}-\\d{6}$`)
    )
    const stored = await ProformaInvoice.findByOrFail('rfqId', rfq.id)
    assert.equal(stored.number, proforma.number)
    assert.equal(stored.quoteId, v2.id)
    assert.equal(stored.totalMinor, V2_TOTAL_MINOR)
    assert.equal(stored.currency, 'USD')
    assert.equal(stored.locale, 'ru')

    const data = proformaData(stored)
    assert.equal(data.rfqReference, `RFQ-${String(rfq.id).padStart(6, '0')}`)
    assert.equal(data.quoteVersion, 2)
    assert.equal(data.incoterm, 'FOB')
    assert.equal(data.namedPlace, 'Poti')
    assert.equal(data.paymentTerms, 'tt_30_70')
    assert.equal(data.seller.name, 'Qəbələ Fındıq MMC')
    assert.match(data.seller.taxId, /^\d{10}$/)
    assert.deepEqual(data.seller.legalAddress, {
      en: '5 Heydar Aliyev Ave, Gabala',
      ru: 'г. Габала, пр. Гейдара Алиева 5',
    })
    assert.deepEqual(data.seller.bank, {
      name: 'Kapital Bank ASC',
      iban: 'AZ21NABZ00000000137010001944',
      swift: 'AIIBAZ2X',
    })
    assert.equal(data.buyer.company, 'ООО Орехи')
    assert.equal(data.buyer.country, 'KZ')
    assert.deepEqual(
      data.lines.map((line) => [
        line.hsCode,
        line.quantity,
        line.unitPriceMinor,
        line.lineTotalMinor,
      ]),
      [
        ['080222', 500, 2280, 1_140_000],
        ['200819', 40, 3125, 125_000],
      ]
    )

    const fresh = await Rfq.findOrFail(rfq.id)
    assert.equal(fresh.status, 'proforma_issued')
    const quotes = await db.from('rfq_quotes').where('rfq_id', rfq.id).orderBy('version')
    assert.deepEqual(
      quotes.map((q) => q.status),
      ['superseded', 'accepted']
    )
    assert.isNotNull(quotes[1].decided_at)

    const notes = await db.from('rfq_messages').where('rfq_id', rfq.id).where('author', 'system')
    assert.lengthOf(notes, 1)
    assert.deepEqual(JSON.parse(notes[0].body), {
      key: 'proforma.system.issued',
      params: { number: proforma.number },
    })

    const jobs = await jobRows().where('name', 'rfq.accepted_mail').select('payload')
    assert.lengthOf(jobs, 1)
    assert.equal(Number(jobs[0].payload.rfqId), rfq.id)
  })

  test('the accepted mail reaches the buyer (their language, signed link) and the seller', async ({
    assert,
  }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v2, token } = await quotedRfq(companyId)
    const proforma = await acceptQuote(rfq, v2.id)
    await runQueuedJobs()
    const mails = await readOutbox(outboxDirectory)
    const buyerMail = mails.find((mail) => mail.to.some((to) => to.includes(rfq.buyerEmail)))
    const sellerMail = mails.find((mail) => mail.to.some((to) => to.includes('qebele-findiq.test')))
    assert.exists(buyerMail)
    assert.exists(sellerMail)
    assert.include(buyerMail!.subject, `Проформа-инвойс ${proforma.number}`)
    assert.include(buyerMail!.text!, `/ru/proforma-schet/${proforma.number}?t=${token}`)
    assert.include(buyerMail!.text!, formatMoney(V2_TOTAL_MINOR, 'USD', 'ru'))
    assert.include(sellerMail!.subject, proforma.number)
    assert.include(sellerMail!.text!, `/proforma-hesab/${proforma.number}`)
    assert.notInclude(sellerMail!.text!, token)
  })

  test('a superseded quote is refused as not current; nothing changes', async ({ assert }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v1 } = await quotedRfq(companyId)
    assert.equal(await refusal(acceptQuote(rfq, v1.id)), 'not_current')
    assert.equal(await refusal(declineQuote(rfq, v1.id, null)), 'not_current')
    assert.equal((await Rfq.findOrFail(rfq.id)).status, 'quoted')
    assert.isNull(await ProformaInvoice.findBy('rfqId', rfq.id))
  })

  test('a quote of another RFQ is refused as not current', async ({ assert }) => {
    const { companyId } = await proformaSeller()
    const { rfq } = await quotedRfq(companyId)
    const other = await quotedRfq(companyId)
    assert.equal(await refusal(acceptQuote(rfq, other.v2.id)), 'not_current')
    assert.isNull(await ProformaInvoice.findBy('rfqId', rfq.id))
  })

  test('an expired quote is refused: valid through its date in Baku, not after', async ({
    assert,
  }) => {
    const { companyId } = await proformaSeller()
    const today = DateTime.now().setZone('Asia/Baku')
    const lastDay = await quotedRfq(companyId, { validUntil: today })
    assert.equal(await refusal(acceptQuote(lastDay.rfq, lastDay.v2.id)), 'accepted')

    const past = await quotedRfq(companyId, { validUntil: today.minus({ days: 1 }) })
    assert.equal(await refusal(acceptQuote(past.rfq, past.v2.id)), 'expired')
    assert.equal(await refusal(declineQuote(past.rfq, past.v2.id, null)), 'expired')
    assert.equal((await Rfq.findOrFail(past.rfq.id)).status, 'quoted')

    await db.from('rfq_quotes').where('id', past.v2.id).update({ status: 'expired' })
    assert.equal(await refusal(acceptQuote(past.rfq, past.v2.id)), 'expired')
  })

  test('a closed RFQ refuses accept and decline', async ({ assert }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v2 } = await quotedRfq(companyId, { status: 'withdrawn' })
    assert.equal(await refusal(acceptQuote(rfq, v2.id)), 'rfq_closed')
    assert.equal(await refusal(declineQuote(rfq, v2.id, 'too late')), 'rfq_closed')
    assert.isNull(await ProformaInvoice.findBy('rfqId', rfq.id))
  })

  test('a second accept of the same quote is refused; still one pro-forma', async ({ assert }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v2 } = await quotedRfq(companyId)
    await acceptQuote(rfq, v2.id)
    const stale = await Rfq.findOrFail(rfq.id)
    assert.equal(await refusal(acceptQuote(stale, v2.id)), 'not_current')
    assert.lengthOf(await ProformaInvoice.query().where('rfqId', rfq.id), 1)
  })

  test('declining the current quote stores the reason and closes the RFQ', async ({ assert }) => {
    const { companyId } = await proformaSeller()
    const { rfq, v2 } = await quotedRfq(companyId)
    await declineQuote(rfq, v2.id, '  Price too high for our market  ')
    const quote = await db.from('rfq_quotes').where('id', v2.id).first()
    assert.equal(quote.status, 'declined')
    assert.equal(quote.decline_reason, 'Price too high for our market')
    assert.isNotNull(quote.decided_at)
    const fresh = await Rfq.findOrFail(rfq.id)
    assert.equal(fresh.status, 'declined')
    assert.isNotNull(fresh.closedAt)
    assert.equal(await refusal(acceptQuote(fresh, v2.id)), 'not_current')
    assert.isNull(await ProformaInvoice.findBy('rfqId', rfq.id))
  })
})

/**
 * Two accepts racing on separate connections (no global transaction: each acceptQuote commits
 * for real), so the row lock is what decides. The rows are removed afterwards.
 */
test.group('Quote acceptance race', () => {
  test('two simultaneous accepts give exactly one pro-forma; the other is refused', async ({
    assert,
  }) => {
    const { seller, companyId } = await proformaSeller()
    const { rfq, v2 } = await quotedRfq(companyId)
    try {
      const twin = await Rfq.findOrFail(rfq.id)
      const results = await Promise.allSettled([acceptQuote(rfq, v2.id), acceptQuote(twin, v2.id)])
      const fulfilled = results.filter((r) => r.status === 'fulfilled')
      const rejected = results.filter((r) => r.status === 'rejected')
      assert.lengthOf(fulfilled, 1)
      assert.lengthOf(rejected, 1)
      const reason = (rejected[0] as PromiseRejectedResult).reason
      assert.instanceOf(reason, QuoteRefused)
      assert.equal(reason.reason, 'not_current')
      assert.lengthOf(await ProformaInvoice.query().where('rfqId', rfq.id), 1)
      assert.equal((await Rfq.findOrFail(rfq.id)).status, 'proforma_issued')
    } finally {
      await deleteJobs('rfq.accepted_mail', { key: 'rfqId', values: [rfq.id] })
      await db.from('proforma_invoices').where('rfq_id', rfq.id).delete()
      await db.from('rfqs').where('id', rfq.id).delete()
      await db.from('users').where('id', seller.id).delete()
      await db.from('companies').where('id', companyId).delete()
    }
  })
})
