import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import { startPayment } from '#services/payments/start_payment'
import { testGateway } from '#services/payments/test_gateway/simulator'
import { signatureHeader } from '#services/payments/webhook_signature'
import { restoreGateways, swapGateway } from '#services/payments/gateways'
import TestGatewayClient from '#services/payments/test_gateway_client'
import ReconcilePayments from '#actions/payments/reconcile_payments'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  eventsOfAttempt,
  orderAwaitingPayment,
  paymentMails,
  referenceOf,
  reload,
} from './helpers.js'

const CALLBACK = '/payments/callback/test_gateway'

/** A test-gateway notification body as the gateway writes it. */
function notification(
  reference: string,
  data: Record<string, unknown> = {},
  id = `evt_${randomBytes(18).toString('base64url')}`
) {
  return JSON.stringify({
    id,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      reference,
      order_id: '1',
      status: 'succeeded',
      amount_minor: 2800,
      currency: 'AZN',
      code: null,
      ...data,
    },
  })
}

/** Posts `body` to the callback URL as the raw JSON a gateway sends, with a Karvan-Signature header unless null. */
function post(client: any, body: string, signature: string | null) {
  const request = client.post(CALLBACK).header('content-type', 'application/json')
  if (signature !== null) request.header('karvan-signature', signature)
  return request.unsafeJson(body)
}

/** An order with a pending test-gateway payment the buyer has not finished. */
async function pendingPayment() {
  const fixture = await orderAwaitingPayment()
  const { redirectUrl } = await startPayment(fixture.order, { locale: 'az', origin: ORIGIN })
  const [attempt] = await attemptsOf(fixture.order)
  return { ...fixture, attempt, reference: referenceOf(redirectUrl) }
}

/** Nothing about the order, its attempt or its stock changed, and no mail is queued. */
async function assertUntouched(assert: any, fixture: Awaited<ReturnType<typeof pendingPayment>>) {
  assert.equal((await reload(fixture.order)).status, 'awaiting_payment')
  const [attempt] = await attemptsOf(fixture.order)
  assert.equal(attempt.status, 'pending')
  assert.equal(await stockOf(fixture.productId), fixture.stockAfterOrder)
  assert.deepEqual(await paymentMails(fixture.order), [])
}

test.group('Payments: forged and odd callbacks change nothing', () => {
  test('a callback signed with another secret is refused (400), logged and kept with signature_valid = false', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const body = notification(fixture.reference)
    const response = await post(client, body, signatureHeader('not-the-shared-secret', body))
    response.assertStatus(400)
    assert.deepEqual(response.body(), { result: 'invalid' })
    await assertUntouched(assert, fixture)
    const stored = await db
      .from('payment_events')
      .whereRaw("payload->>'body' = ?", [body])
      .firstOrFail()
    assert.include(stored, {
      gateway: 'test_gateway',
      signature_valid: false,
      outcome: 'invalid_signature',
      payment_attempt_id: null,
    })
    assert.match(stored.event_id, /^invalid:/)
  })

  test('no signature, a malformed header, a tampered body or a stale timestamp are refused alike', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const secret = paymentsConfig.testGateway.secret
    const body = notification(fixture.reference)
    ;(await post(client, body, null)).assertStatus(400)
    ;(await post(client, body, 't=abc,v1=xyz')).assertStatus(400)
    ;(
      await post(
        client,
        body.replace('"amount_minor":2800', '"amount_minor":280'),
        signatureHeader(secret, body)
      )
    ).assertStatus(400)
    const stale = Math.floor(Date.now() / 1000) - paymentsConfig.signatureToleranceSeconds - 5
    const replay = await post(client, body, signatureHeader(secret, body, stale))
    replay.assertStatus(400)
    const outcomes = await db
      .from('payment_events')
      .whereRaw("payload->>'body' like ?", [`%${fixture.reference}%`])
      .orderBy('id')
      .select('outcome')
    assert.deepEqual(
      outcomes.map((row) => row.outcome),
      ['invalid_signature', 'invalid_signature', 'invalid_signature', 'invalid_timestamp']
    )
    await assertUntouched(assert, fixture)
  })

  test('a forged event id does not block the real event with that id', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const realId = `evt_${randomBytes(18).toString('base64url')}`
    const body = notification(fixture.reference, {}, realId)
    ;(await post(client, body, signatureHeader('forger', body))).assertStatus(400)
    await testGateway.complete(fixture.reference, 'success', { late: true })
    const genuine = await post(
      client,
      body,
      signatureHeader(paymentsConfig.testGateway.secret, body)
    )
    genuine.assertStatus(200)
    assert.deepEqual(genuine.body(), { result: 'processed' })
    assert.equal((await reload(fixture.order)).status, 'paid')
  })

  test('a correctly signed callback with the wrong amount or currency is refused (422) and changes nothing', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    /** The buyer really paid at the gateway: still, a notification that disagrees with the attempt is not applied. */
    await testGateway.complete(fixture.reference, 'success', { late: true })
    const secret = paymentsConfig.testGateway.secret
    const cheap = notification(fixture.reference, { amount_minor: 100 })
    const dollars = notification(fixture.reference, { currency: 'USD' })
    const first = await post(client, cheap, signatureHeader(secret, cheap))
    first.assertStatus(422)
    ;(await post(client, dollars, signatureHeader(secret, dollars))).assertStatus(422)
    await assertUntouched(assert, fixture)
    assert.deepEqual(
      (await eventsOfAttempt(fixture.attempt.id)).map((event) => [
        event.signature_valid,
        event.outcome,
      ]),
      [
        [true, 'mismatch'],
        [true, 'mismatch'],
      ]
    )
  })

  test('a correctly signed callback naming an unknown payment is refused (404)', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const body = notification(`tgp_${'u'.repeat(32)}`)
    const response = await post(
      client,
      body,
      signatureHeader(paymentsConfig.testGateway.secret, body)
    )
    response.assertStatus(404)
    assert.deepEqual(response.body(), { result: 'unknown_reference' })
    await assertUntouched(assert, fixture)
  })

  test('a signed "succeeded" the gateway does not confirm is recorded but applies nothing', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const body = notification(fixture.reference)
    const response = await post(
      client,
      body,
      signatureHeader(paymentsConfig.testGateway.secret, body)
    )
    response.assertStatus(200)
    await assertUntouched(assert, fixture)
    const [event] = await eventsOfAttempt(fixture.attempt.id)
    assert.equal(event.outcome, 'pending')
  })

  test('an unconfirmed "succeeded" does not use up its event id: the gateway\'s redelivery once the payment is confirmed pays the order', async ({
    client,
    assert,
  }) => {
    const fixture = await pendingPayment()
    const secret = paymentsConfig.testGateway.secret
    const body = notification(fixture.reference)
    ;(await post(client, body, signatureHeader(secret, body))).assertStatus(200)
    await assertUntouched(assert, fixture)

    await testGateway.complete(fixture.reference, 'success', { late: true })
    const redelivery = await post(client, body, signatureHeader(secret, body))
    redelivery.assertStatus(200)
    assert.deepEqual(redelivery.body(), { result: 'processed' })
    assert.equal((await reload(fixture.order)).status, 'paid')
    assert.equal(await stockOf(fixture.productId), fixture.stockAfterOrder)
    assert.deepEqual(await paymentMails(fixture.order), ['succeeded'])
    assert.deepEqual(
      (await eventsOfAttempt(fixture.attempt.id)).map((event) => [
        event.outcome,
        event.processed_at !== null,
      ]),
      [
        ['pending', false],
        ['paid', true],
      ]
    )
    /** From now on the id is used up: a third delivery is a duplicate. */
    const replay = await post(client, body, signatureHeader(secret, body))
    assert.deepEqual(replay.body(), { result: 'duplicate' })
    assert.deepEqual(await paymentMails(fixture.order), ['succeeded'])
  })

  test("when the confirming status check fails: 503, kept for the record without using up the id, and the gateway's retry of the same event is processed", async ({
    client,
    assert,
    cleanup,
  }) => {
    const fixture = await pendingPayment()
    await testGateway.complete(fixture.reference, 'success', { late: true })
    cleanup(() => restoreGateways())
    swapGateway(
      'test_gateway',
      new TestGatewayClient({
        baseUrl: 'http://127.0.0.1:9/unreachable',
        secret: paymentsConfig.testGateway.secret,
        timeoutMs: 300,
        toleranceSeconds: 300,
      })
    )
    const body = notification(fixture.reference)
    const first = await post(client, body, signatureHeader(paymentsConfig.testGateway.secret, body))
    first.assertStatus(503)
    await assertUntouched(assert, fixture)
    assert.deepEqual(
      (await eventsOfAttempt(fixture.attempt.id)).map((event) => [
        event.outcome,
        event.processed_at,
      ]),
      [['unavailable', null]]
    )

    restoreGateways()
    const retry = await post(client, body, signatureHeader(paymentsConfig.testGateway.secret, body))
    retry.assertStatus(200)
    assert.equal((await reload(fixture.order)).status, 'paid')
    assert.deepEqual(await paymentMails(fixture.order), ['succeeded'])
    assert.deepEqual(
      (await eventsOfAttempt(fixture.attempt.id)).map((event) => event.outcome),
      ['unavailable', 'paid']
    )
  })

  test('a callback for a gateway that is not enabled is 404 and needs no CSRF token', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/payments/callback/epoint')
      .form({ data: 'e30=', signature: 'x' })
    response.assertStatus(404)
    assert.deepEqual(response.body(), { result: 'unknown_gateway' })
  })
})

test.group('Payments: callbacks that did not settle the payment are reconciled', () => {
  test('the reconciliation job settles orders whose callback was refused or unconfirmed, before other stale attempts', async ({
    client,
    assert,
    cleanup,
  }) => {
    const secret = paymentsConfig.testGateway.secret
    /** The buyer paid; the only callback stated the wrong amount (422). */
    const refused = await pendingPayment()
    await testGateway.complete(refused.reference, 'success', { late: true })
    const cheap = notification(refused.reference, { amount_minor: 100 })
    ;(await post(client, cheap, signatureHeader(secret, cheap))).assertStatus(422)
    /** The callback came before the gateway confirmed it; the gateway's own redelivery never came. */
    const unconfirmed = await pendingPayment()
    const early = notification(unconfirmed.reference)
    ;(await post(client, early, signatureHeader(secret, early))).assertStatus(200)
    await testGateway.complete(unconfirmed.reference, 'success', { late: true })
    /** Buyers who left the gateway's page: checked longer ago, but nothing tells they paid. */
    const abandoned = [await pendingPayment(), await pendingPayment(), await pendingPayment()]

    const hourAgo = new Date(Date.now() - 3600_000)
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
    for (const fixture of [refused, unconfirmed]) {
      await db
        .from('payment_attempts')
        .where('id', fixture.attempt.id)
        .update({ updated_at: hourAgo })
    }
    for (const fixture of abandoned) {
      await db
        .from('payment_attempts')
        .where('id', fixture.attempt.id)
        .update({ updated_at: twoHoursAgo })
    }
    const batch = paymentsConfig.reconcileBatch
    paymentsConfig.reconcileBatch = 2
    cleanup(() => {
      paymentsConfig.reconcileBatch = batch
    })

    const summary = await new ReconcilePayments().handle()
    assert.deepEqual(summary, { checked: 2, outcomes: { paid: 2 } })
    for (const fixture of [refused, unconfirmed]) {
      assert.equal((await reload(fixture.order)).status, 'paid')
      assert.equal((await attemptsOf(fixture.order))[0].status, 'succeeded')
      assert.equal(await stockOf(fixture.productId), fixture.stockAfterOrder)
      assert.deepEqual(await paymentMails(fixture.order), ['succeeded'])
    }
    for (const fixture of abandoned) {
      const [attempt] = await attemptsOf(fixture.order)
      assert.equal(attempt.status, 'pending')
      assert.equal(attempt.updatedAt.toMillis(), twoHoursAgo.getTime(), 'left for a later pass')
    }
  })
})
