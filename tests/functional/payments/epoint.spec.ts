import { test } from '@japa/runner'
import { createHash, randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import EpointGateway, { epointSignature } from '#services/payments/epoint_gateway'
import { InvalidPaymentCallback, PaymentGatewayError } from '#services/payments/gateway'
import { restoreGateways, swapGateway } from '#services/payments/gateways'
import { startPayment } from '#services/payments/start_payment'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  eventsOfAttempt,
  orderAwaitingPayment,
  paymentMails,
  reload,
} from './helpers.js'

const PUBLIC_KEY = 'i000000001'
const PRIVATE_KEY = 'fixture-private-key-7Qz'
/** The transaction id written in the recorded fixtures. */
const FIXTURE_TRANSACTION = 'te000912345678'

/** A recorded Epoint document (tests/fixtures/epoint/<name>.json) as text, with placeholders filled. */
function fixture(name: string, values: { order_id?: string; transaction?: string } = {}): string {
  const text = readFileSync(app.makePath('tests/fixtures/epoint', `${name}.json`), 'utf8')
  return text
    .replaceAll('{order_id}', values.order_id ?? 'KRV-12345678-1')
    .replaceAll(FIXTURE_TRANSACTION, values.transaction ?? FIXTURE_TRANSACTION)
}

/** Independent Epoint signature: base64 of the raw SHA-1 of key + data + key. */
function expectedSignature(data: string) {
  return createHash('sha1').update(`${PRIVATE_KEY}${data}${PRIVATE_KEY}`).digest('base64')
}

/** A callback form body `data=…&signature=…` for a decoded document, signed with `key`. */
function callbackForm(document: string, key = PRIVATE_KEY) {
  const data = Buffer.from(document, 'utf8').toString('base64')
  const signature = createHash('sha1').update(`${key}${data}${key}`).digest('base64')
  return { data, signature, raw: new URLSearchParams({ data, signature }).toString() }
}

interface SeenRequest {
  path: string
  contentType: string | undefined
  form: { data: string | null; signature: string | null }
  /** The decoded `data` document. */
  document: any
}

type Answer = { status?: number; body: string } | 'hang'

/** A local fake of the Epoint API on a random port; `answer` picks the response per path. */
async function fakeEpoint(answer: (path: string, document: any) => Answer) {
  const seen: SeenRequest[] = []
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(raw)
      const data = form.get('data')
      const document = data ? JSON.parse(Buffer.from(data, 'base64').toString('utf8')) : null
      const path = request.url ?? ''
      seen.push({
        path,
        contentType: request.headers['content-type'],
        form: { data, signature: form.get('signature') },
        document,
      })
      const reply = answer(path, document)
      if (reply === 'hang') return
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
      response.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const gatewayAt = (url: string, timeoutMs = 1000) =>
  new EpointGateway({ apiUrl: url, publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, timeoutMs })

const INPUT = {
  attemptId: 42,
  orderNumber: 'KRV-12345678',
  amountMinor: 2800,
  currency: 'AZN' as const,
  description: 'Karvan order KRV-12345678',
  locale: 'en' as const,
  returnUrl: 'https://shop.example/payments/return/42',
  callbackUrl: 'https://shop.example/payments/callback/epoint',
}

test.group('Epoint adapter against recorded fixtures', (group) => {
  let fake: Awaited<ReturnType<typeof fakeEpoint>> | null = null
  group.each.teardown(async () => {
    await fake?.close()
    fake = null
  })

  test('signature: base64 of raw SHA-1 over private key + data + private key (known vector)', ({
    assert,
  }) => {
    /** Vector computed outside Node (Python hashlib): sha1(b'test-private-key' + b'eyJhIjoxfQ==' + b'test-private-key'). */
    assert.equal(
      epointSignature('test-private-key', 'eyJhIjoxfQ=='),
      '4x6VrJ0ZfpvZDzIDFpJJhGFQuBw='
    )
  })

  test('create: POST /api/1/request, form-urlencoded data + signature with the documented fields → transaction and redirect URL', async ({
    assert,
  }) => {
    fake = await fakeEpoint(() => ({ body: fixture('request_success') }))
    const created = await gatewayAt(fake.url).createPayment(INPUT)
    assert.deepEqual(created, {
      providerReference: FIXTURE_TRANSACTION,
      redirectUrl: 'https://epoint.az/az/payment/te000912345678',
    })
    const [request] = fake.seen
    assert.equal(request.path, '/api/1/request')
    assert.equal(request.contentType, 'application/x-www-form-urlencoded')
    const json =
      '{"public_key":"i000000001","amount":"28.00","currency":"AZN","language":"en","order_id":"KRV-12345678-42",' +
      '"description":"Karvan order KRV-12345678","success_redirect_url":"https://shop.example/payments/return/42",' +
      '"error_redirect_url":"https://shop.example/payments/return/42"}'
    const data = Buffer.from(json, 'utf8').toString('base64')
    assert.equal(request.form.data, data)
    assert.equal(request.form.signature, expectedSignature(data))
  })

  test('create: an error answer, a non-2xx status or a malformed answer are typed errors', async ({
    assert,
  }) => {
    let reply: Answer = { body: fixture('request_error') }
    fake = await fakeEpoint(() => reply)
    const gateway = gatewayAt(fake.url)
    const refused = await gateway.createPayment(INPUT).catch((error) => error)
    assert.instanceOf(refused, PaymentGatewayError)
    assert.equal(refused.reason, 'refused')
    reply = { status: 502, body: 'Bad gateway' }
    assert.equal((await gateway.createPayment(INPUT).catch((error) => error)).reason, 'http_status')
    reply = { body: '{"status":"success"}' }
    assert.equal((await gateway.createPayment(INPUT).catch((error) => error)).reason, 'protocol')
  })

  test('status: POST /api/1/get-status with the same envelope; new / success / returned map to pending / succeeded / failed', async ({
    assert,
  }) => {
    let name = 'status_new'
    fake = await fakeEpoint(() => ({ body: fixture(name) }))
    const gateway = gatewayAt(fake.url)
    assert.deepEqual(await gateway.fetchStatus(FIXTURE_TRANSACTION), {
      status: 'pending',
      amountMinor: 2800,
      currency: 'AZN',
      code: null,
    })
    name = 'status_success'
    assert.deepEqual(await gateway.fetchStatus(FIXTURE_TRANSACTION), {
      status: 'succeeded',
      amountMinor: 2800,
      currency: 'AZN',
      code: '000',
    })
    name = 'status_returned'
    assert.equal((await gateway.fetchStatus(FIXTURE_TRANSACTION)).status, 'failed')
    const [request] = fake.seen
    assert.equal(request.path, '/api/1/get-status')
    assert.deepEqual(request.document, { public_key: PUBLIC_KEY, transaction: FIXTURE_TRANSACTION })
    assert.equal(request.form.signature, expectedSignature(request.form.data!))
    name = 'status_server_error'
    const unknown = await gateway.fetchStatus(FIXTURE_TRANSACTION).catch((error) => error)
    assert.instanceOf(unknown, PaymentGatewayError)
  })

  test('a gateway that does not answer in time surfaces as PaymentGatewayError(timeout)', async ({
    assert,
  }) => {
    fake = await fakeEpoint(() => 'hang')
    const started = Date.now()
    const error = await gatewayAt(fake.url, 250)
      .fetchStatus(FIXTURE_TRANSACTION)
      .catch((caught) => caught)
    assert.instanceOf(error, PaymentGatewayError)
    assert.equal(error.reason, 'timeout')
    assert.equal(error.code, 'E_PAYMENT_GATEWAY')
    assert.isBelow(Date.now() - started, 2000)
  })

  test('callback: a good signature is accepted and decoded; tampered data or signature is refused', async ({
    assert,
  }) => {
    const gateway = gatewayAt('http://127.0.0.1:9')
    const good = callbackForm(fixture('callback_success'))
    assert.deepEqual(gateway.parseCallback({ rawBody: good.raw, headers: {} }), {
      eventId: `${FIXTURE_TRANSACTION}:success`,
      providerReference: FIXTURE_TRANSACTION,
      status: 'succeeded',
      amountMinor: 2800,
      currency: 'AZN',
      code: '000',
    })
    assert.equal(
      gateway.parseCallback({ rawBody: callbackForm(fixture('callback_failed')).raw, headers: {} })
        .status,
      'failed'
    )

    const richer = callbackForm(
      fixture('callback_success').replace('"amount": 28', '"amount": 0.01')
    )
    const tamperedData = new URLSearchParams({
      data: richer.data,
      signature: good.signature,
    }).toString()
    const tamperedSignature = new URLSearchParams({
      data: good.data,
      signature: `${good.signature.slice(0, -3)}AA=`,
    }).toString()
    const otherKey = callbackForm(fixture('callback_success'), 'somebody-else').raw
    for (const rawBody of [
      tamperedData,
      tamperedSignature,
      otherKey,
      `data=${encodeURIComponent(good.data)}`,
      '',
    ]) {
      const error = (() => {
        try {
          gateway.parseCallback({ rawBody, headers: {} })
        } catch (caught) {
          return caught
        }
      })()
      assert.instanceOf(error, InvalidPaymentCallback)
      assert.equal((error as InvalidPaymentCallback).reason, 'signature')
    }
    const notJson = Buffer.from('not json').toString('base64')
    const malformed = new URLSearchParams({
      data: notJson,
      signature: epointSignature(PRIVATE_KEY, notJson),
    }).toString()
    assert.throws(
      () => gateway.parseCallback({ rawBody: malformed, headers: {} }),
      /not base64 JSON/
    )
  })
})

test.group('Epoint end to end: start, signed result URL callback, status confirmation', (group) => {
  let fake: Awaited<ReturnType<typeof fakeEpoint>> | null = null
  group.each.teardown(async () => {
    restoreGateways()
    await fake?.close()
    fake = null
  })

  /** An epoint order with a started payment at the fake; `statusName` picks the get-status fixture. */
  async function epointPayment(statusName: { value: string; edit?: (text: string) => string }) {
    const transaction = `te${String(randomInt(0, 1e9)).padStart(12, '0')}`
    fake = await fakeEpoint((path, document) =>
      path === '/api/1/request'
        ? { body: fixture('request_success', { transaction }) }
        : {
            body: (statusName.edit ?? ((text) => text))(
              fixture(statusName.value, { transaction, order_id: document.order_id })
            ),
          }
    )
    swapGateway('epoint', gatewayAt(fake.url))
    const fixtureOrder = await orderAwaitingPayment({ paymentMethod: 'epoint', locale: 'ru' })
    const { redirectUrl } = await startPayment(fixtureOrder.order, { locale: 'ru', origin: ORIGIN })
    const [attempt] = await attemptsOf(fixtureOrder.order)
    const callback = fixture('callback_success', {
      transaction,
      order_id: `${fixtureOrder.order.number}-${attempt.id}`,
    })
    return { ...fixtureOrder, transaction, redirectUrl, attempt, callback }
  }

  const post = (client: any, raw: string) =>
    client
      .post('/payments/callback/epoint')
      .header('content-type', 'application/x-www-form-urlencoded')
      .unsafeForm(raw)

  test('the genuine callback is confirmed by get-status and applied once; a forged signature is refused', async ({
    client,
    assert,
  }) => {
    const status = { value: 'status_new' }
    const { order, productId, stockAfterOrder, transaction, redirectUrl, attempt, callback } =
      await epointPayment(status)
    assert.equal(redirectUrl, `https://epoint.az/az/payment/${transaction}`)
    assert.equal(attempt.providerReference, transaction)
    assert.deepInclude(fake!.seen[0].document, {
      amount: '28.00',
      language: 'ru',
      order_id: `${order.number}-${attempt.id}`,
    })

    status.value = 'status_success'
    ;(await post(client, callbackForm(callback, 'guessed-key').raw)).assertStatus(400)
    assert.equal((await reload(order)).status, 'awaiting_payment')

    const genuine = await post(client, callbackForm(callback).raw)
    genuine.assertStatus(200)
    assert.equal((await reload(order)).status, 'paid')
    assert.deepEqual(fake!.seen.at(-1)!.document, { public_key: PUBLIC_KEY, transaction })
    const repeat = await post(client, callbackForm(callback).raw)
    assert.deepEqual(repeat.body(), { result: 'duplicate' })
    assert.deepEqual(await paymentMails(order), ['succeeded'])
    assert.equal(await stockOf(productId), stockAfterOrder)
    /** The audit log keeps every delivery; only the one that paid the order used up the event id. */
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => [
        event.event_id,
        event.signature_valid,
        event.outcome,
        event.processed_at !== null,
      ]),
      [
        [`${transaction}:success`, true, 'paid', true],
        [`${transaction}:success`, true, 'duplicate', false],
      ]
    )
  })

  /** get-status requests the fake has answered so far. */
  const statusChecks = () =>
    fake!.seen.filter((request) => request.path === '/api/1/get-status').length

  test('a refused callback (amount mismatch) does not block the genuine success callback that follows: the order is paid', async ({
    client,
    assert,
  }) => {
    const status = { value: 'status_success' }
    const { order, productId, stockAfterOrder, transaction, attempt, callback } =
      await epointPayment(status)
    const refused = await post(
      client,
      callbackForm(callback.replace('"amount": 28', '"amount": 2.8')).raw
    )
    refused.assertStatus(422)
    assert.equal((await reload(order)).status, 'awaiting_payment')

    const genuine = await post(client, callbackForm(callback).raw)
    genuine.assertStatus(200)
    assert.deepEqual(genuine.body(), { result: 'processed' })
    const paid = await reload(order)
    assert.equal(paid.status, 'paid')
    assert.isNotNull(paid.paidAt)
    assert.equal((await attemptsOf(order))[0].status, 'succeeded')
    assert.deepEqual(await paymentMails(order), ['succeeded'])
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => [
        event.event_id,
        event.outcome,
        event.processed_at !== null,
      ]),
      [
        [`${transaction}:success`, 'mismatch', false],
        [`${transaction}:success`, 'paid', true],
      ]
    )
  })

  test('a success callback Epoint does not confirm yet is kept unapplied; the same callback once confirmed pays the order', async ({
    client,
    assert,
  }) => {
    const status: { value: string; edit?: (text: string) => string } = { value: 'status_new' }
    const { order, productId, stockAfterOrder, attempt, callback } = await epointPayment(status)
    const early = await post(client, callbackForm(callback).raw)
    early.assertStatus(200)
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.deepEqual(await paymentMails(order), [])

    /** Confirmed, but get-status reports another amount: refused again, still not used up. */
    status.value = 'status_success'
    status.edit = (text) => text.replace('"amount": "28.00"', '"amount": "1.00"')
    ;(await post(client, callbackForm(callback).raw)).assertStatus(200)
    assert.equal((await reload(order)).status, 'awaiting_payment')

    status.edit = undefined
    const checksBefore = statusChecks()
    const confirmed = await post(client, callbackForm(callback).raw)
    confirmed.assertStatus(200)
    assert.deepEqual(confirmed.body(), { result: 'processed' })
    assert.equal(statusChecks(), checksBefore + 1, 'every delivery is confirmed by get-status')
    assert.equal((await reload(order)).status, 'paid')
    assert.deepEqual(await paymentMails(order), ['succeeded'])
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => [
        event.outcome,
        event.processed_at !== null,
      ]),
      [
        ['pending', false],
        ['mismatch', false],
        ['paid', true],
      ]
    )
  })

  test('a true replay of a processed success changes nothing: no second status check, mail or stock change', async ({
    client,
    assert,
  }) => {
    const status = { value: 'status_success' }
    const { order, productId, stockAfterOrder, attempt, callback } = await epointPayment(status)
    const body = callbackForm(callback).raw
    ;(await post(client, body)).assertStatus(200)
    assert.equal((await reload(order)).status, 'paid')
    const checks = statusChecks()

    /** Even when Epoint would now answer differently, a replay is not applied again. */
    status.value = 'status_returned'
    for (let replay = 0; replay < 3; replay++) {
      const response = await post(client, body)
      response.assertStatus(200)
      assert.deepEqual(response.body(), { result: 'duplicate' })
    }
    assert.equal(statusChecks(), checks)
    const paid = await reload(order)
    assert.equal(paid.status, 'paid')
    assert.equal((await attemptsOf(order))[0].status, 'succeeded')
    assert.deepEqual(await paymentMails(order), ['succeeded'])
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => event.outcome),
      ['paid', 'duplicate', 'duplicate', 'duplicate']
    )
  })

  test('concurrent deliveries of one success callback pay the order once: one mail, stock taken once, one processed event', async ({
    client,
    assert,
  }) => {
    const status = { value: 'status_success' }
    const { order, productId, stockAfterOrder, attempt, callback } = await epointPayment(status)
    const body = callbackForm(callback).raw
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(client, body)))
    assert.deepEqual(
      responses.map((response: any) => response.status()),
      Array(8).fill(200)
    )
    const results = responses.map((response: any) => response.body().result).sort()
    assert.deepEqual(results, [
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ])
    assert.equal((await reload(order)).status, 'paid')
    assert.deepEqual(await paymentMails(order), ['succeeded'])
    assert.equal(await stockOf(productId), stockAfterOrder)
    const events = await eventsOfAttempt(attempt.id)
    assert.lengthOf(events, 8)
    assert.deepEqual(
      events.filter((event) => event.processed_at !== null).map((event) => event.outcome),
      ['paid']
    )
  })

  test('a signed callback whose amount differs from the order is refused and nothing changes', async ({
    client,
    assert,
  }) => {
    const status = { value: 'status_success' }
    const { order, productId, stockAfterOrder, attempt, callback } = await epointPayment(status)
    const cheap = await post(
      client,
      callbackForm(callback.replace('"amount": 28', '"amount": 2.8')).raw
    )
    cheap.assertStatus(422)
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.equal((await attemptsOf(order))[0].status, 'pending')
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(await paymentMails(order), [])
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => event.outcome),
      ['mismatch']
    )
  })

  test('a get-status answer whose amount differs from the attempt is not applied either', async ({
    client,
    assert,
  }) => {
    const status = {
      value: 'status_success',
      edit: (text: string) => text.replace('"amount": "28.00"', '"amount": "1.00"'),
    }
    const { order, attempt, callback } = await epointPayment(status)
    const response = await post(client, callbackForm(callback.replace('"amount": 28,', '')).raw)
    response.assertStatus(200)
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.equal((await attemptsOf(order))[0].status, 'pending')
    assert.deepEqual(
      (await eventsOfAttempt(attempt.id)).map((event) => event.outcome),
      ['mismatch']
    )
  })
})
