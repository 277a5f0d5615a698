import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { responseStats } from '#services/export_desk/response_stats'
import { responseUnit } from '#transformers/response_time_transformer'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { ensurePublicSupplier } from '#tests/functional/seller/fixtures'
import { insertRfq, rfqSeller } from './helpers.js'

/** An RFQ confirmed `hoursAgo` hours ago, answered after `answeredAfter` seconds (null: unanswered). */
async function rfq(companyId: number, hoursAgo: number, answeredAfter: number | null) {
  return insertRfq(
    companyId,
    answeredAfter === null ? 'requested' : 'quoted',
    {
      confirmed_at: `now() - interval '${hoursAgo} hours'`,
      ...(answeredAfter === null
        ? {}
        : {
            first_quoted_at: `now() - interval '${hoursAgo} hours' + interval '${answeredAfter} seconds'`,
          }),
    },
    { response_seconds: answeredAfter }
  )
}

async function supplierPage(client: any, companyId: number, locale: 'az' | 'en' | 'ru') {
  await ensurePublicSupplier(companyId)
  const company = await db.from('companies').where('id', companyId).firstOrFail()
  const response = await client.get(
    url('supplier_info.show', locale, { slugId: `${company.slug}-${company.id}` })
  )
  response.assertStatus(200)
  return { page: inertiaPage(response.text()), html: response.text() }
}

test.group('RFQ jobs: response time on the supplier page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('median and rate over the last 90 days; fresh unanswered requests do not count yet', async ({
    assert,
  }) => {
    const { companyId } = await rfqSeller()
    await rfq(companyId, 100, 3 * 3600)
    await rfq(companyId, 200, 5 * 3600)
    await rfq(companyId, 300, 9 * 3600)
    await rfq(companyId, 120, null) // unanswered for 5 days: counts against the rate
    await rfq(companyId, 10, null) // 10 h old: not yet
    await rfq(companyId, 24 * 100, 60) // outside the window
    await insertRfq(companyId, 'unconfirmed') // never reached the seller

    assert.deepEqual(await responseStats(companyId), {
      medianSeconds: 5 * 3600,
      rate: 0.75,
      count: 4,
    })
  })

  test('nothing without an answered request', async ({ assert }) => {
    const { companyId } = await rfqSeller()
    assert.isNull(await responseStats(companyId))
    await rfq(companyId, 100, null)
    assert.isNull(await responseStats(companyId))
  })

  test('minutes under an hour, hours under 48 h, days beyond', ({ assert }) => {
    assert.deepEqual(responseUnit(20), { unit: 'minutes', count: 1 })
    assert.deepEqual(responseUnit(25 * 60), { unit: 'minutes', count: 25 })
    assert.deepEqual(responseUnit(4.2 * 3600), { unit: 'hours', count: 5 })
    assert.deepEqual(responseUnit(47 * 3600), { unit: 'hours', count: 47 })
    assert.deepEqual(responseUnit(50 * 3600), { unit: 'days', count: 3 })
  })

  test('the supplier page shows it in each language', async ({ client, assert }) => {
    const { companyId } = await rfqSeller()
    await rfq(companyId, 100, 4 * 3600 + 600)
    await rfq(companyId, 200, 5 * 3600)
    await rfq(companyId, 300, 3 * 3600)

    const en = await supplierPage(client, companyId, 'en')
    assert.deepEqual(en.page.props.responseTime, {
      replies: 'Usually replies within 5 hours',
      rate: 'Response rate 100% (last 90 days, 3 requests)',
    })
    assert.include(en.html, 'Usually replies within 5 hours', 'rendered on the server too')
    const az = await supplierPage(client, companyId, 'az')
    assert.equal(az.page.props.responseTime.replies, 'Adətən 5 saat ərzində cavab verir')
    assert.equal(az.page.props.responseTime.rate, 'Cavab nisbəti 100% (son 90 gün, 3 sorğu)')
    const ru = await supplierPage(client, companyId, 'ru')
    assert.equal(ru.page.props.responseTime.replies, 'Обычно отвечает в течение 5 часов')
    assert.equal(catalogueOf(ru.page.props)['rfq_jobs.response.title'] !== undefined, true)
  })

  test('a supplier that never answered shows nothing', async ({ client, assert }) => {
    const { companyId } = await rfqSeller()
    await rfq(companyId, 100, null)
    const { page } = await supplierPage(client, companyId, 'en')
    assert.isNull(page.props.responseTime)
  })
})
