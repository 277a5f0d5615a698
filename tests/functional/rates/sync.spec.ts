import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import SyncExchangeRates from '#actions/rates/sync_exchange_rates'
import CbarRatesSource from '#services/rates/cbar_rates_source'
import { ratesSettings } from '#config/rates'
import { forgetRates, latestRates, toQepik } from '#services/rates/exchange_rates'
import RatesScheduler, { RATES_SYNC_LOCK_KEY } from '#services/rates/rates_scheduler'
import RatesSource, { RatesSourceError, bakuToday } from '#services/rates/rates_source'

/**
 * A stand-in for www.cbar.az on 127.0.0.1: /currencies/DD.MM.YYYY.xml serves the recorded
 * bulletin of tests/fixtures/cbar (404 when none), /hang/… never answers, /error/… is a 500,
 * /garbage/… an HTML page with status 200 and /huge/… a 1.2 MB stream without a length.
 */
async function startFakeCbar() {
  const requests: string[] = []
  const server = createServer(async (request, response) => {
    requests.push(request.url ?? '')
    const [, mode, file = ''] = (request.url ?? '').split('/')
    if (mode === 'hang') return
    if (mode === 'huge') {
      response.writeHead(200, { 'content-type': 'text/xml' })
      for (let i = 0; i < 300; i++) response.write(`<!-- ${'x'.repeat(4096)} -->\n`)
      response.end()
      return
    }
    if (mode === 'error') {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>')
      return
    }
    const name =
      mode === 'garbage' ? 'garbage.html' : /^\d{2}\.\d{2}\.\d{4}\.xml$/.test(file) ? file : null
    const body =
      name && (await readFile(app.makePath('tests/fixtures/cbar', name)).catch(() => null))
    if (mode !== 'currencies' && mode !== 'garbage') response.writeHead(404).end()
    else if (!body)
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    else response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    requests,
    /** A real CBAR adapter pointed at `path` on this server. */
    source: (path = 'currencies', timeoutMs = 2000) =>
      new CbarRatesSource({ urlTemplate: `${base}/${path}/{date}.xml`, timeoutMs }),
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

type FakeCbar = Awaited<ReturnType<typeof startFakeCbar>>

/** The exchange_rates rows of one day, by currency. */
async function ratesOn(date: string) {
  const rows = await db.from('exchange_rates').where('rate_date', date).orderBy('currency')
  return Object.fromEntries(rows.map((row) => [row.currency, row]))
}

/** Runs the action as the command and the scheduler do, through the container. */
async function sync(date?: string) {
  return (await app.container.make(SyncExchangeRates)).handle({ date })
}

let sellers = 0

/** A published product of a fresh seller, priced in `currency` minor units. */
async function productPricedIn(
  currency: 'USD' | 'EUR' | 'AZN',
  priceMinor: number,
  discountPercent = 0
) {
  const tag = `${currency.toLowerCase()}-${priceMinor}-${discountPercent}`
  const [category] = await db
    .table('categories')
    .insert({ code: `rates-test-${tag}` })
    .returning('id')
  const [company] = await db
    .table('companies')
    .insert({
      name: `Rates Test ${tag}`,
      slug: `rates-test-${tag}`,
      company_type: 'legal',
      tax_id: `98${String(++sellers).padStart(7, '0')}1`,
    })
    .returning('id')
  const [product] = await db
    .table('products')
    .insert({
      company_id: company.id,
      category_id: category.id,
      product_code: `RATES-${tag}`,
      price_minor: priceMinor,
      currency,
      discount_percent: discountPercent,
      stock: 10,
      status: 'published',
    })
    .returning('id')
  return product.id as number
}

async function hasEffectivePrice() {
  const result = await db.rawQuery(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'products' AND column_name = 'effective_price_minor'`
  )
  return result.rows.length > 0
}

test.group('CBAR adapter over HTTP (recorded bulletins)', (group) => {
  let cbar: FakeCbar
  group.setup(async () => {
    cbar = await startFakeCbar()
    return () => cbar.close()
  })

  test('asks for DD.MM.YYYY and reports the date printed on the bulletin', async ({ assert }) => {
    const bulletin = await cbar.source().fetch('2026-11-19')
    assert.equal(bulletin.date, '2026-11-19')
    assert.equal(bulletin.rates.find((rate) => rate.code === 'EUR')?.value, '1.9712')
    assert.include(cbar.requests, '/currencies/19.11.2026.xml')
  })

  test("a Sunday request is answered with Friday's bulletin, dated Friday", async ({ assert }) => {
    const bulletin = await cbar.source().fetch('2026-11-22')
    assert.include(cbar.requests, '/currencies/22.11.2026.xml')
    assert.equal(bulletin.date, '2026-11-20')
  })

  test('gives up after its timeout when the CBAR never answers', async ({ assert }) => {
    const started = Date.now()
    const error = await cbar
      .source('hang', 200)
      .fetch('2026-11-19')
      .catch((caught) => caught)
    assert.instanceOf(error, RatesSourceError)
    assert.match(error.message, /did not answer within 200 ms/)
    assert.isBelow(Date.now() - started, 3000)
  })

  test('{name} is a RatesSourceError')
    .with([
      { name: 'a 500 answer', path: 'error', date: '2026-11-19', error: /HTTP 500/ },
      { name: 'a missing bulletin', path: 'currencies', date: '2026-11-18', error: /HTTP 404/ },
      {
        name: 'an HTML page with status 200',
        path: 'garbage',
        date: '2026-11-19',
        error: /rejected|well-formed/,
      },
      {
        name: 'an endless answer',
        path: 'huge',
        date: '2026-11-19',
        error: /larger than 1000000 bytes/,
      },
    ])
    .run(async ({ assert }, { path, date, error }) => {
      const caught = await cbar
        .source(path)
        .fetch(date)
        .catch((reason) => reason)
      assert.instanceOf(caught, RatesSourceError)
      assert.match(caught.message, error)
    })

  test('an unreachable host is a RatesSourceError', async ({ assert }) => {
    const closed = await startFakeCbar()
    await closed.close()
    const caught = await closed
      .source()
      .fetch('2026-11-19')
      .catch((reason) => reason)
    assert.instanceOf(caught, RatesSourceError)
    assert.match(caught.message, /unreachable/)
  })

  test('the URL template must have a {date} placeholder', ({ assert }) => {
    assert.throws(
      () => new CbarRatesSource({ urlTemplate: 'https://www.cbar.az/currencies/today.xml' }),
      /\{date\}/
    )
    assert.equal(
      new CbarRatesSource().urlFor('2026-11-20'),
      'https://www.cbar.az/currencies/20.11.2026.xml'
    )
  })
})

test.group('Exchange-rates sync', (group) => {
  let cbar: FakeCbar
  group.setup(async () => {
    cbar = await startFakeCbar()
    return () => cbar.close()
  })
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await db.from('exchange_rates').delete()
    app.container.swap(RatesSource, () => cbar.source())
    forgetRates()
    // The recorded bulletins are of November 2026: price with them whatever today's date is
    // (how old a rate may be is foreign_prices.spec's subject).
    const maxAgeDays = ratesSettings.maxAgeDays
    ratesSettings.maxAgeDays = Math.max(
      maxAgeDays,
      Math.ceil((Date.now() - Date.parse('2026-11-19')) / 86_400_000) + 1
    )
    return async () => {
      ratesSettings.maxAgeDays = maxAgeDays
      app.container.restore(RatesSource)
      await rollback()
      forgetRates()
    }
  })

  test("stores every currency of the bulletin under the bulletin's own date", async ({
    assert,
  }) => {
    const summary = await sync('2026-11-19')
    assert.deepInclude(summary, { date: '2026-11-19', count: 19 })

    const rows = await ratesOn('2026-11-19')
    assert.lengthOf(Object.keys(rows), 19)
    assert.equal(rows.USD.nominal, 1)
    assert.equal(Number(rows.USD.value), 1.7)
    assert.equal(rows.RUB.nominal, 100)
    assert.equal(rows.RUB.value, '2.104300')
    assert.notProperty(rows, 'XAU')
  })

  test("a Sunday sync stores Friday's bulletin as Friday", async ({ assert }) => {
    const summary = await sync('2026-11-22')
    assert.deepInclude(summary, { date: '2026-11-20', count: 19 })
    assert.isEmpty(await ratesOn('2026-11-22'))
    assert.equal((await ratesOn('2026-11-20')).EUR.value, '1.978800')
  })

  test('syncing the same day twice changes nothing but the fetch time', async ({ assert }) => {
    await sync('2026-11-19')
    const first = await ratesOn('2026-11-19')
    const again = await sync('2026-11-19')
    assert.deepInclude(again, { date: '2026-11-19', count: 19 })
    const second = await ratesOn('2026-11-19')
    assert.deepEqual(Object.keys(second), Object.keys(first))
    for (const code of Object.keys(first)) {
      assert.equal(second[code].id, first[code].id)
      assert.equal(second[code].value, first[code].value)
      assert.equal(second[code].nominal, first[code].nominal)
    }
    assert.equal(Number((await db.from('exchange_rates').count('* as n'))[0].n), 19)
  })

  test('the storefront rates show the new EUR rate and its date right after a sync', async ({
    assert,
  }) => {
    await sync('2026-11-19')
    assert.deepEqual((await latestRates()).get('EUR'), {
      currency: 'EUR',
      value: '1.971200',
      nominal: 1,
      rateDate: '2026-11-19',
    })
    await sync('2026-11-20')
    assert.deepEqual((await latestRates()).get('EUR'), {
      currency: 'EUR',
      value: '1.978800',
      nominal: 1,
      rateDate: '2026-11-20',
    })
  })

  test('a product priced USD 10.00 shows 17.00 AZN at the day’s rate', async ({ assert }) => {
    const usdProduct = await productPricedIn('USD', 1000)
    const eurProduct = await productPricedIn('EUR', 1000, 10)
    const aznProduct = await productPricedIn('AZN', 1000, 10)
    const aznBefore = await db.from('products').where('id', aznProduct).first()
    const summary = await sync('2026-11-20')

    const usd = (await latestRates()).get('USD')!
    assert.equal(usd.rateDate, '2026-11-20')
    assert.equal(toQepik(1000, usd), 1700)

    if (!(await hasEffectivePrice())) {
      assert.deepInclude(summary, { repriced: null })
      return
    }
    const rows = await db
      .from('products')
      .whereIn('id', [usdProduct, eurProduct, aznProduct])
      .select('id', 'effective_price_minor')
    const prices = Object.fromEntries(
      rows.map((row) => [row.id, Number(row.effective_price_minor)])
    )
    assert.equal(prices[usdProduct], 1700)
    assert.equal(prices[eurProduct], 1781, 'EUR 10.00 − 10 % at 1.9788 = 17.8092 AZN')
    assert.equal(
      prices[aznProduct],
      Number(aznBefore.effective_price_minor),
      'AZN prices do not depend on rates'
    )
    assert.isAtLeast((summary as { repriced: number }).repriced, 2)

    const resync = await sync('2026-11-20')
    assert.deepInclude(resync, { repriced: 0 })
  })

  test('on a schema without products.effective_price_minor the sync still stores the rates', async ({
    assert,
  }) => {
    await db.rawQuery('ALTER TABLE products DROP COLUMN IF EXISTS effective_price_minor')
    const summary = await sync('2026-11-19')
    assert.deepEqual(summary, { date: '2026-11-19', count: 19, repriced: null })
    assert.lengthOf(Object.keys(await ratesOn('2026-11-19')), 19)
  })

  test('{name}: the last good rates stay and nothing is thrown')
    .with([
      { name: 'CBAR not answering', path: 'hang' },
      { name: 'CBAR failing with 500', path: 'error' },
      { name: 'CBAR sending an HTML page', path: 'garbage' },
    ])
    .run(async ({ assert }, { path }) => {
      await sync('2026-11-19')
      const before = await db.from('exchange_rates').orderBy('id')
      app.container.swap(RatesSource, () => cbar.source(path, 200))

      const summary = await sync('2026-11-20')
      assert.equal(summary.date, null)
      assert.equal(summary.count, 0)
      assert.isString((summary as { error: string }).error)

      assert.deepEqual(await db.from('exchange_rates').orderBy('id'), before)
      assert.equal((await latestRates()).get('EUR')?.rateDate, '2026-11-19')
    })

  test('`rates:sync --date` stores the bulletin; a CBAR outage only warns and exits 0', async ({
    assert,
    cleanup,
  }) => {
    ace.ui.switchMode('raw')
    cleanup(() => ace.ui.switchMode('normal'))

    const ok = await ace.exec('rates:sync', ['--date=2026-11-22'])
    ok.assertSucceeded()
    ok.assertLogMatches(/Stored 19 CBAR rates dated 2026-11-20 \(requested 2026-11-22\)/)
    assert.lengthOf(Object.keys(await ratesOn('2026-11-20')), 19)

    app.container.swap(RatesSource, () => cbar.source('error'))
    const outage = await ace.exec('rates:sync', ['--date=2026-11-23'])
    outage.assertSucceeded()
    outage.assertLogMatches(
      /Rates not synced, the last good rates stay in use: CBAR answered HTTP 500/
    )
    assert.isEmpty(await ratesOn('2026-11-23'))
    assert.lengthOf(Object.keys(await ratesOn('2026-11-20')), 19)

    const bad = await ace.exec('rates:sync', ['--date=2026-02-30'])
    bad.assertFailed()
    bad.assertLogMatches(/--date must be a calendar date/)
  })
})

test.group('Rates scheduler', () => {
  const synced = { date: '2026-11-20', count: 1, repriced: null } as const

  test('while another process holds the advisory lock, this one skips', async ({ assert }) => {
    const client = db.connection().getWriteClient().client
    const other = await client.acquireConnection()
    let calls = 0
    const scheduler = new RatesScheduler({
      intervalHours: 1e-6,
      sync: async () => (calls++, synced),
    })
    try {
      await other.query('SELECT pg_advisory_lock($1::bigint)', [RATES_SYNC_LOCK_KEY])
      assert.deepEqual(await scheduler.run('interval'), { skipped: 'locked' })
      assert.equal(calls, 0)
      await other.query('SELECT pg_advisory_unlock($1::bigint)', [RATES_SYNC_LOCK_KEY])
      assert.deepEqual(await scheduler.run('interval'), synced)
      assert.equal(calls, 1)
    } finally {
      await other.query('SELECT pg_advisory_unlock_all()')
      await client.releaseConnection(other)
      await scheduler.stop()
    }
  })

  test("start-up syncs only when today's (Baku) rates are missing", async ({ assert, cleanup }) => {
    cleanup(await testUtils.db().withGlobalTransaction())
    await db.from('exchange_rates').where('rate_date', bakuToday()).delete()
    let calls = 0
    const scheduler = new RatesScheduler({ intervalHours: 6, sync: async () => (calls++, synced) })

    assert.deepEqual(await scheduler.run('startup'), synced)
    await db
      .table('exchange_rates')
      .insert({ currency: 'USD', rate_date: bakuToday(), nominal: 1, value: '1.7' })
    assert.deepEqual(await scheduler.run('startup'), { skipped: 'fresh' })
    assert.deepEqual(
      await scheduler.run('interval'),
      { skipped: 'fresh' },
      'another process synced moments ago'
    )
    assert.equal(calls, 1)
  })

  test('stop() aborts a running sync, waits for it and clears the timers', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await testUtils.db().withGlobalTransaction())
    await db.from('exchange_rates').where('rate_date', bakuToday()).delete()
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    let aborted = false
    const scheduler = new RatesScheduler({
      intervalHours: 6,
      sync: (signal) =>
        new Promise((resolve) => {
          started()
          signal.addEventListener('abort', () => {
            aborted = true
            resolve({ date: null, count: 0, error: 'aborted' })
          })
        }),
    })
    scheduler.start()
    await running
    await scheduler.stop()
    assert.isTrue(aborted)
    assert.deepEqual(await scheduler.run('interval'), { skipped: 'stopped' })
  })
})
