import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#services/queue/enqueue'
import { queueBoss, queueOptions, registerJobs } from '#services/queue/boss'
import { defineJob, PermanentJobError } from '#services/queue/types'
import { drainQueue, startQueueWorkers } from '#services/queue/worker'
import { JOBS, schedules, everyHoursCron } from '#services/queue/jobs'
import { deleteJobs, jobRows, makeJobDue } from '#tests/helpers/jobs'

/** What the test handlers saw, in order. */
let seen: { name: string; payload: any; attempt: number }[] = []

const TEST_JOBS = [
  'test.ok',
  'test.boom',
  'test.flaky',
  'test.permanent',
  'test.chain',
  'test.single',
]

const testJobs = {
  'test.ok': {
    load: async () => ({
      default: defineJob('test.ok', async (payload, context) => {
        seen.push({ name: 'test.ok', payload, attempt: context.attempt })
      }),
    }),
  },
  'test.boom': {
    maxAttempts: 3,
    load: async () => ({
      default: defineJob('test.boom', async (payload: { message?: string }, context) => {
        seen.push({ name: 'test.boom', payload, attempt: context.attempt })
        throw new Error(payload.message ?? 'boom')
      }),
    }),
  },
  'test.flaky': {
    load: async () => ({
      default: defineJob('test.flaky', async (payload: { succeedOn: number }, context) => {
        seen.push({ name: 'test.flaky', payload, attempt: context.attempt })
        if (context.attempt < payload.succeedOn)
          throw new Error(`not yet (attempt ${context.attempt})`)
      }),
    }),
  },
  'test.permanent': {
    load: async () => ({
      default: defineJob('test.permanent', async () => {
        throw new PermanentJobError('the enquiry is gone')
      }),
    }),
  },
  'test.chain': {
    load: async () => ({
      default: defineJob('test.chain', async (payload: { left: number }) => {
        seen.push({ name: 'test.chain', payload, attempt: 1 })
        if (payload.left > 0) await enqueue('test.chain', { left: payload.left - 1 })
      }),
    }),
  },
  'test.single': {
    maxAttempts: 1,
    policy: 'exclusive' as const,
    load: async () => ({ default: defineJob('test.single', async () => {}) }),
  },
}

const job = (id: string | null) => jobRows().where('id', id!).firstOrFail()

/** Seconds from the database's now() to the job's next start. */
async function secondsUntilRun(id: string | null) {
  const row = await jobRows()
    .where('id', id!)
    .select(db.raw('extract(epoch from (run_at - now()))::float AS s'))
    .firstOrFail()
  return Number(row.s)
}

test.group('Job queue (pg-boss, DESIGN §2)', (group) => {
  group.setup(async () => {
    await registerJobs(testJobs)
  })
  group.each.setup(async () => {
    seen = []
    await deleteJobs(TEST_JOBS)
  })
  group.teardown(async () => {
    await deleteJobs(TEST_JOBS)
  })

  test('every job of the catalogue has a queue with its retries, backoff, expiry and retention', async ({
    assert,
  }) => {
    const boss = await queueBoss()
    const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]))
    for (const name of Object.keys(JOBS)) assert.isTrue(queues.has(name), `queue ${name}`)
    const mail = queues.get('order.placed_mail')!
    assert.include(mail, {
      policy: 'standard',
      retryLimit: 4,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 3600,
    })
    assert.equal(mail.deleteAfterSeconds, 30 * 86_400)
    assert.include(queues.get('orders.expire_unpaid')!, { policy: 'exclusive', retryLimit: 0 })
    assert.deepEqual(queueOptions({ load: testJobs['test.ok'].load }).retryLimit, 4)
  })

  test('enqueue stores the job with its payload and attempts; unknown names and bad attempts are refused', async ({
    assert,
  }) => {
    const id = await enqueue('test.ok', { enquiryId: 7, text: 'Fındıq' })
    const stored = await job(id)
    assert.equal(stored.name, 'test.ok')
    assert.deepEqual(stored.payload, { enquiryId: 7, text: 'Fındıq' })
    assert.equal(stored.attempts, 0)
    assert.equal(stored.max_attempts, 5)
    assert.equal((await job(await enqueue('test.ok', {}, { maxAttempts: 2 }))).max_attempts, 2)
    await assert.rejects(() => enqueue('test.ok', {}, { maxAttempts: 0 }), /maxAttempts/)
    await assert.rejects(() => enqueue('test.nobody', {}), /No job "test.nobody"/)
  })

  test('inside a transaction the job exists only if the transaction commits', async ({
    assert,
  }) => {
    const trx = await db.transaction()
    await enqueue('test.ok', { n: 'rolled back' }, { trx })
    await trx.rollback()
    assert.equal(Number((await jobRows().where('name', 'test.ok').count('* as n'))[0].n), 0)

    await db.transaction(async (inner) => {
      await enqueue('test.ok', { n: 'committed' }, { trx: inner })
    })
    const rows = await jobRows().where('name', 'test.ok').select('payload')
    assert.deepEqual(
      rows.map((row) => row.payload),
      [{ n: 'committed' }]
    )
  })

  test('a pass runs the handler and completes the job; a job scheduled for later waits', async ({
    assert,
  }) => {
    const later = await enqueue('test.ok', { n: 'later' }, { runAt: new Date(Date.now() + 60_000) })
    const id = await enqueue('test.ok', { hello: 'world' })
    const summary = await drainQueue()
    assert.include(summary, { claimed: 1, completed: 1, retried: 0, failed: 0 })
    assert.deepEqual(seen, [{ name: 'test.ok', payload: { hello: 'world' }, attempt: 1 }])
    const done = await job(id)
    assert.isNotNull(done.completed_at)
    assert.isNull(done.failed_at)
    assert.isNull((await job(later)).completed_at)
    assert.include(await drainQueue(), { claimed: 0 }, 'a completed job never runs again')
  })

  test('a failing job is retried after an exponentially growing delay, then succeeds', async ({
    assert,
  }) => {
    const id = await enqueue('test.flaky', { succeedOn: 3 })
    assert.include(await drainQueue(), { claimed: 1, retried: 1 })
    let row = await job(id)
    assert.equal(row.attempts, 1)
    assert.isNull(row.failed_at)
    assert.include(row.last_error, 'not yet (attempt 1)')
    const first = await secondsUntilRun(id)
    assert.isAbove(first, 1, 'the retry waits for its backoff')
    assert.isBelow(first, 25)
    assert.include(await drainQueue(), { claimed: 0 }, 'not due before its backoff')

    await makeJobDue(id!)
    assert.include(await drainQueue(), { claimed: 1, retried: 1 })
    assert.isAbove(await secondsUntilRun(id), first, 'the second delay is longer')
    await makeJobDue(id!)
    assert.include(await drainQueue(), { claimed: 1, completed: 1 })
    row = await job(id)
    assert.isNotNull(row.completed_at)
    assert.equal(row.attempts, 3)
    assert.deepEqual(
      seen.map((entry) => entry.attempt),
      [1, 2, 3]
    )
  })

  test('after max attempts the job is marked failed with the last error and never runs again', async ({
    assert,
  }) => {
    const id = await enqueue('test.boom', { message: 'SMTP down' })
    for (let attempt = 1; attempt <= 3; attempt++) {
      await drainQueue()
      if (attempt < 3) await makeJobDue(id!)
    }
    const row = await job(id)
    assert.isNotNull(row.failed_at)
    assert.equal(row.attempts, 3)
    assert.include(row.last_error, 'SMTP down')
    assert.include(await drainQueue(), { claimed: 0 })
    assert.lengthOf(seen, 3)
  })

  test('PermanentJobError fails the job at once, without retries', async ({ assert }) => {
    const id = await enqueue('test.permanent', {})
    assert.include(await drainQueue(), { claimed: 1, failed: 1, retried: 0 })
    const row = await job(id)
    assert.isNotNull(row.failed_at)
    assert.equal(row.attempts, 1)
    assert.include(row.last_error, 'the enquiry is gone')
  })

  test('a pass also runs the jobs its jobs enqueue', async ({ assert }) => {
    await enqueue('test.chain', { left: 2 })
    assert.include(await drainQueue(), { claimed: 3, completed: 3 })
    assert.deepEqual(
      seen.map((entry) => entry.payload.left),
      [2, 1, 0]
    )
  })

  test('an exclusive job is kept once however many are sent at once', async ({ assert }) => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => enqueue('test.single', {})))
    assert.lengthOf(
      ids.filter((id) => id !== null),
      1
    )
    await drainQueue()
    assert.isNotNull(await enqueue('test.single', {}), 'once it ran, the next one is kept')
  })

  test('the schedules: expiry every minute, reconciliation every few minutes, search tier hourly, rates every few hours', ({
    assert,
  }) => {
    const byName = new Map(schedules().map((schedule) => [schedule.name, schedule]))
    assert.equal(byName.get('orders.expire_unpaid')?.cron, '* * * * *')
    assert.match(byName.get('payments.reconcile')!.cron, /^\*\/\d+ \* \* \* \*$/)
    assert.equal(byName.get('catalog.search_tier')?.cron, '0 * * * *')
    assert.deepEqual(byName.get('rates.sync')?.data, { reason: 'interval' })
    assert.equal(everyHoursCron(6), '0 */6 * * *')
    assert.equal(everyHoursCron(24), '0 0 * * *')
    assert.equal(everyHoursCron(0.2), '0 */1 * * *')
    for (const schedule of schedules())
      assert.isTrue(Object.hasOwn(JOBS, schedule.name), schedule.name)
  })

  test('started workers pick up a job at once and stop cleanly', async ({ assert }) => {
    const boss = await startQueueWorkers({ concurrency: 2 })
    try {
      const id = await enqueue('test.ok', { live: true })
      const deadline = Date.now() + 10_000
      while ((await job(id)).completed_at === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      assert.isNotNull((await job(id)).completed_at)
    } finally {
      for (const name of [...Object.keys(JOBS), ...TEST_JOBS])
        await boss.offWork(name, { wait: true })
    }
  }).timeout(20_000)
})
