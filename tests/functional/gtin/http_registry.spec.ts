import { test } from '@japa/runner'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import GtinRegistry, { GtinRegistryUnavailable } from '#services/gtin/registry'
import HttpGtinRegistry from '#services/gtin/http_registry'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * A fake registry API on a random local port. `handler` answers each request; `requests`
 * records what the adapter sent.
 */
async function fakeRegistry(handler: Handler) {
  const requests: { url: string; headers: IncomingMessage['headers'] }[] = []
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers })
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/registry/v1/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** A registry answer in the adapter's protocol (see the HttpGtinRegistry docblock). */
const RECORD = {
  gtin: '4769900000041',
  barcode: '4769900000041',
  licensee: {
    name: { az: 'Göygöl Təbii Sabun', en: 'Goygol Natural Soap' },
    taxId: '9997715942',
    gln: '4769997715946',
    openingDate: '2009-06-01',
    licence: 'GS1AZ-2010-0042',
    registrationDate: '2010-03-15T00:00:00Z',
  },
  product: {
    name: {
      az: 'Zeytun yağlı sabun, 100 q',
      en: 'Olive oil soap, 100 g',
      ru: 'Мыло с оливковым маслом, 100 г',
    },
    brand: 'Göygöl',
    netContent: { value: 100, unitCode: 'GRM' },
    packaging: { en: 'Paper wrap' },
    tradeItemType: 'BASE_UNIT_OR_EACH',
    gpc: {
      brickCode: '10000442',
      brick: { en: 'Skin care' },
      class: 'Personal care',
      family: { ru: 'Красота' },
    },
  },
}

test.group('HTTP GTIN registry adapter against a local fake', (group) => {
  let fake: Awaited<ReturnType<typeof fakeRegistry>> | null = null
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return async () => {
      app.container.restore(GtinRegistry)
      await fake?.close()
      fake = null
    }
  })

  test('found: asks GET {base}/gtins/{gtin14}?lang with bearer token and maps the record', async ({
    assert,
  }) => {
    fake = await fakeRegistry((_request, response) => json(response, 200, RECORD))
    const registry = new HttpGtinRegistry({
      baseUrl: fake.baseUrl,
      timeoutMs: 1000,
      token: 'secret-token',
    })
    const record = await registry.lookup('04769900000041', { locale: 'en' })
    assert.equal(fake.requests[0].url, '/registry/v1/gtins/04769900000041?lang=en')
    assert.equal(fake.requests[0].headers.authorization, 'Bearer secret-token')
    assert.equal(fake.requests[0].headers.accept, 'application/json')
    assert.deepEqual(record, {
      gtin: '04769900000041',
      company: {
        name: 'Goygol Natural Soap',
        taxId: '9997715942',
        gln: '4769997715946',
        openingDate: '2009-06-01',
        officialLicense: 'GS1AZ-2010-0042',
        barcodeType: 'EAN-13',
        barcode: '4769900000041',
        registrationDate: '2010-03-15',
      },
      product: {
        name: 'Olive oil soap, 100 g',
        brand: 'Göygöl',
        quantity: '100',
        unit: 'GRM',
        packaging: 'Paper wrap',
        type: 'BASE_UNIT_OR_EACH',
        globalClassification: { code: '10000442', title: 'Skin care' },
        classification: 'Personal care',
        group: 'Красота',
      },
    })
    const az = await registry.lookup('04769900000041', { locale: 'az' })
    assert.equal(az!.product.name, 'Zeytun yağlı sabun, 100 q')
    assert.equal(az!.company.name, 'Göygöl Təbii Sabun')
    assert.equal(az!.product.packaging, 'Paper wrap')
  })

  test('malformed optional fields are dropped; a record of another GTIN or without licensee is refused', async ({
    assert,
  }) => {
    let body: unknown = {
      gtin: '04769900000041',
      licensee: {
        name: 'X MMC',
        taxId: '12345',
        gln: 'abc',
        openingDate: 'yesterday',
        registrationDate: 7,
      },
      product: {
        name: 'A'.repeat(1000),
        netContent: { value: '1e9', unitCode: 'grams!' },
        tradeItemType: '<b>',
        gpc: { brickCode: '123' },
      },
    }
    fake = await fakeRegistry((_request, response) => json(response, 200, body))
    const registry = new HttpGtinRegistry({ baseUrl: fake.baseUrl, timeoutMs: 1000 })
    const record = await registry.lookup('04769900000041')
    assert.deepEqual(
      { ...record!.company },
      {
        name: 'X MMC',
        taxId: null,
        gln: null,
        openingDate: null,
        officialLicense: null,
        barcodeType: 'EAN-13',
        barcode: '4769900000041',
        registrationDate: null,
      }
    )
    assert.lengthOf(record!.product.name!, 300)
    assert.isNull(record!.product.quantity)
    assert.isNull(record!.product.unit)
    assert.isNull(record!.product.type)
    assert.isNull(record!.product.globalClassification)

    body = { ...RECORD, gtin: '4006381333931' }
    await assert.rejects(() => registry.lookup('04769900000041'), GtinRegistryUnavailable)
    body = { ...RECORD, licensee: { taxId: '9997715942' } }
    await assert.rejects(() => registry.lookup('04769900000041'), GtinRegistryUnavailable)
    body = [RECORD]
    await assert.rejects(() => registry.lookup('04769900000041'), GtinRegistryUnavailable)
  })

  test('404 means not registered; 500, invalid JSON, a redirect and an oversized answer are failures', async ({
    assert,
  }) => {
    let mode = 'missing'
    fake = await fakeRegistry((_request, response) => {
      if (mode === 'missing') return json(response, 404, { error: 'not found' })
      if (mode === 'broken') return json(response, 500, { error: 'boom' })
      if (mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end('{"gtin": ')
      }
      if (mode === 'redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' })
        return response.end()
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ...RECORD, padding: 'x'.repeat(100_000) }))
    })
    const registry = new HttpGtinRegistry({ baseUrl: fake.baseUrl, timeoutMs: 1000 })
    assert.isNull(await registry.lookup('04769900000041'))
    for (mode of ['broken', 'garbage', 'redirect', 'huge']) {
      await assert.rejects(() => registry.lookup('04769900000041'), GtinRegistryUnavailable)
    }
    await assert.rejects(() => registry.lookup('4769900000041'), RangeError)
  })

  test('a registry that does not answer in time fails after the timeout', async ({ assert }) => {
    fake = await fakeRegistry(() => {})
    const registry = new HttpGtinRegistry({ baseUrl: fake.baseUrl, timeoutMs: 300 })
    const started = Date.now()
    await assert.rejects(() => registry.lookup('04769900000041'), /no answer within 300 ms/)
    const elapsed = Date.now() - started
    assert.isAtLeast(elapsed, 250)
    assert.isBelow(elapsed, 2000)
  })

  test('an unreachable registry fails cleanly', async ({ assert }) => {
    fake = await fakeRegistry(() => {})
    const baseUrl = fake.baseUrl
    await fake.close()
    fake = null
    const registry = new HttpGtinRegistry({ baseUrl, timeoutMs: 1000 })
    await assert.rejects(() => registry.lookup('04769900000041'), GtinRegistryUnavailable)
  })

  test('through the lookup API: found, not found, server error and timeout as the user sees them', async ({
    client,
    assert,
  }) => {
    let mode = 'found'
    fake = await fakeRegistry((_request, response) => {
      if (mode === 'found') return json(response, 200, RECORD)
      if (mode === 'missing') return json(response, 404, {})
      if (mode === 'broken') return json(response, 500, {})
    })
    app.container.swap(
      GtinRegistry,
      () => new HttpGtinRegistry({ baseUrl: fake!.baseUrl, timeoutMs: 300 })
    )

    const found = await client
      .get('/ru/api/gtin/4769900000041')
      .header('Accept', 'application/json')
    found.assertStatus(200)
    assert.equal(found.body().product.name, 'Мыло с оливковым маслом, 100 г')
    assert.equal(fake.requests.at(-1)!.url, '/registry/v1/gtins/04769900000041?lang=ru')

    mode = 'missing'
    const missing = await client.get('/en/api/gtin/4769900000041')
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'No data found in the GTIN search')

    mode = 'broken'
    const broken = await client.get('/en/api/gtin/4769900000041')
    broken.assertStatus(503)
    assert.equal(broken.body().message, 'System error')

    mode = 'silent'
    const slow = await client.get('/en/api/gtin/4769900000041')
    slow.assertStatus(503)
    assert.equal(slow.body().message, 'System error')

    const asked = fake.requests.length
    const invalid = await client.get('/en/api/gtin/4769900000042')
    invalid.assertStatus(422)
    assert.equal(fake.requests.length, asked, 'an invalid GTIN never reaches the registry')
  })
})
