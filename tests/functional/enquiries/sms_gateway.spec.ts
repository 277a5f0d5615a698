import { test } from '@japa/runner'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import HttpSmsGateway from '#services/notifications/http_sms_gateway'
import LogSmsGateway, { readSmsOutbox } from '#services/notifications/log_sms_gateway'
import SmsGateway, { SmsDeliveryError } from '#services/notifications/sms_gateway'
import { VALID_ENQUIRY, deliveries, producer, resetDeliveries } from './helpers.js'
import { url } from '#tests/helpers/urls'
import { jobRows, makeJobDue } from '#tests/helpers/jobs'

interface Received {
  method: string
  authorization: string | undefined
  contentType: string | undefined
  body: any
}

/** A local fake SMS gateway: answers with `reply(request)` and records every request. */
async function fakeGateway(
  reply: (body: any) => { status: number; body?: string; delayMs?: number }
) {
  const received: Received[] = []
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = JSON.parse(raw || '{}')
    received.push({
      method: request.method!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    })
    const answer = reply(body)
    const send = () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body ?? '')
    }
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref()
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

test.group('SMS gateways (DESIGN §5 notifications)', () => {
  test('the HTTP adapter posts JSON with the bearer token and keeps the gateway’s message id', async ({
    assert,
  }) => {
    const fake = await fakeGateway(() => ({
      status: 201,
      body: JSON.stringify({ id: 'msg-42', status: 'queued' }),
    }))
    try {
      const gateway = new HttpSmsGateway({
        url: fake.url,
        token: 'secret-token',
        sender: 'Karvan',
        timeoutMs: 2_000,
      })
      const receipt = await gateway.send({ to: '+994501234567', text: 'Karvan: yeni sorğu #7' })
      assert.deepEqual(receipt, { id: 'msg-42' })
      assert.deepEqual(fake.received, [
        {
          method: 'POST',
          authorization: 'Bearer secret-token',
          contentType: 'application/json',
          body: { from: 'Karvan', to: '+994501234567', text: 'Karvan: yeni sorğu #7' },
        },
      ])
    } finally {
      await fake.close()
    }
  })

  test('a 4xx refusal is permanent; 5xx, 429, timeouts and unreachable gateways are retryable', async ({
    assert,
  }) => {
    let status = 400
    const fake = await fakeGateway(() =>
      status === 0
        ? { status: 200, delayMs: 1_000 }
        : { status, body: '{"error":"invalid number"}' }
    )
    const gateway = new HttpSmsGateway({ url: fake.url, sender: 'Karvan', timeoutMs: 200 })
    const failure = async () => {
      try {
        await gateway.send({ to: '+994501234567', text: 'x' })
      } catch (error) {
        return error as SmsDeliveryError
      }
      throw new Error('expected a failure')
    }
    try {
      let error = await failure()
      assert.instanceOf(error, SmsDeliveryError)
      assert.isFalse(error.retryable)
      assert.include(error.message, '400')
      assert.include(error.message, 'invalid number')
      assert.isUndefined(fake.received[0].authorization, 'no token configured, no header')

      for (status of [500, 503, 429]) {
        error = await failure()
        assert.isTrue(error.retryable, `status ${status}`)
      }

      status = 0
      const started = Date.now()
      error = await failure()
      assert.isTrue(error.retryable)
      assert.include(error.message, 'timed out after 200 ms')
      assert.isBelow(Date.now() - started, 900)
    } finally {
      await fake.close()
    }
    const unreachable = await new HttpSmsGateway({
      url: fake.url,
      sender: 'Karvan',
      timeoutMs: 500,
    })
      .send({ to: '+994501234567', text: 'x' })
      .catch((error) => error)
    assert.instanceOf(unreachable, SmsDeliveryError)
    assert.isTrue(unreachable.retryable)
  })

  test('the log driver writes each SMS as JSON; tests and development use it by default', async ({
    assert,
  }) => {
    const directory = await mkdtemp(join(tmpdir(), 'karvan-sms-'))
    try {
      const gateway = new LogSmsGateway(directory, 'Karvan')
      const receipt = await gateway.send({ to: '+994701234567', text: 'Salam' })
      const stored = await readSmsOutbox(directory)
      assert.lengthOf(stored, 1)
      assert.include(stored[0], {
        id: receipt.id,
        from: 'Karvan',
        to: '+994701234567',
        text: 'Salam',
      })
      assert.deepEqual(await readSmsOutbox(join(directory, 'missing')), [])
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
    assert.instanceOf(await app.container.make(SmsGateway), LogSmsGateway)
  })

  test('through the queue: a gateway outage retries the SMS job, a refusal fails it, neither touches the e-mail', async ({
    client,
    assert,
    cleanup,
  }) => {
    await resetDeliveries()
    let status = 503
    const fake = await fakeGateway(() => ({ status, body: '{"id":"sms-1"}' }))
    app.container.swap(
      SmsGateway,
      () => new HttpSmsGateway({ url: fake.url, sender: 'Karvan', timeoutMs: 2_000 })
    )
    cleanup(async () => {
      app.container.restore(SmsGateway)
      await fake.close()
    })
    cleanup(await testUtils.db().withGlobalTransaction())
    const p = await producer({
      company: { email: 'sales@hazelnut.example', phone: '+994 55 222 33 44' },
    })
    const send = () =>
      client
        .post(url('product.enquiry', 'en', { id: p.productId }))
        .header('referer', p.productPath.en)
        .form(VALID_ENQUIRY)
        .withCsrfToken()
        .redirects(0)
    await send()
    const smsJob = () =>
      jobRows().where('name', 'enquiry.forward_sms').orderBy('created_on', 'desc').firstOrFail()

    assert.include(await runQueuedJobs(), { completed: 1, retried: 1 })
    let job = await smsJob()
    assert.equal(job.attempts, 1)
    assert.isNull(job.failed_at)
    assert.include(job.last_error, 'SMS gateway answered 503')
    assert.deepEqual(fake.received[0].body.to, '+994552223344')

    status = 200
    await makeJobDue(job.id)
    assert.include(await runQueuedJobs(), { completed: 1 })
    job = await smsJob()
    assert.isNotNull(job.completed_at)
    assert.equal(job.attempts, 2)
    const enquiry = await db.from('enquiries').where('company_id', p.company.id).firstOrFail()
    assert.isNotNull(enquiry.sms_sent_at)

    status = 422
    await send()
    assert.include(await runQueuedJobs(), { completed: 1, failed: 1 })
    // Both jobs were created in the test's one transaction, so they share created_on: skip the first by id
    const firstId = job.id
    job = await jobRows().where('name', 'enquiry.forward_sms').whereNot('id', firstId).firstOrFail()
    assert.isNotNull(job.failed_at)
    assert.equal(job.attempts, 1, 'a refusal is not retried')
    assert.include(job.last_error, 'SMS gateway answered 422')
    const { mails, sms } = await deliveries()
    assert.lengthOf(mails, 2, 'both enquiries were e-mailed')
    assert.lengthOf(sms, 0, 'the HTTP gateway, not the log driver, was used')
  })
})
