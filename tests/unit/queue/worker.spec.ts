import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#services/queue/enqueue'
import { defineJob, type JobRegistry, PermanentJobError } from '#services/queue/types'
import QueueWorker, { exponentialBackoff } from '#services/queue/worker'

/** What the test handlers saw, in order. */
let seen: { name: string; payload: any; attempt: number; worker: string }[] = []
/** Lets a test hold the `test.gate` handler until it releases it. */
let gate: { entered: () => void; release: Promise<void> } | null = null
let releaseGate: () => void = () => {}

const registry: JobRegistry = {
  'test.ok': async () => ({
    default: defineJob('test.ok', async (payload, context) => {
      seen.push({ name: 'test.ok', payload, attempt: context.attempt, worker: context.workerId })
    }),
  }),
  'test.boom': async () => ({
    default: defineJob('test.boom', async (payload: { message?: string }, context) => {
      seen.push({ name: 'test.boom', payload, attempt: context.attempt, worker: context.workerId })
      throw new Error(payload.message ?? 'boom')
    }),
  }),
  'test.flaky': async () => ({
    default: defineJob('test.flaky', async (payload: { succeedOn: number }, context) => {
      seen.push({ name: 'test.flaky', payload, attempt: context.attempt, worker: context.workerId })
      if (context.attempt < payload.succeedOn) throw new Error(`not yet (attempt ${context.attempt})`)
    }),
  }),
  'test.gate': async () => ({
    default: defineJob('test.gate', async () => {
      gate?.entered()
      await gate?.release
    }),
  }),
  'test.permanent': async () => ({
    default: defineJob('test.permanent', async () => {
      throw new PermanentJobError('the enquiry is gone')
    }),
  }),
}

const worker = (id: string, options: Partial<ConstructorParameters<typeof QueueWorker>[0]> = {}) =>
  new QueueWorker({ registry, workerId: id, pollIntervalMs: 50, concurrency: 5, ...options })

const job = (id: number) => db.from('jobs').where('id', id).firstOrFail()

/** Seconds from the database's now() to the job's run_at. */
async function secondsUntilRun(id: number) {
  const row = await db.from('jobs').where('id', id).select(db.raw('extract(epoch from (run_at - now()))::float AS s')).firstOrFail()
  return Number(row.s)
}

/** Makes a scheduled retry due now (instead of waiting for its backoff). */
const makeDue = (id: number) => db.from('jobs').where('id', id).update({ run_at: db.raw("now() - interval '1 second'") })

test.group('Job queue (PostgreSQL, DESIGN §2)', (group) => {
  group.each.setup(async () => {
    seen = []
    await db.from('jobs').delete()
  })
  group.teardown(async () => {
    await db.from('jobs').delete()
  })

  test('enqueue stores the job; a claim locks it for one worker and counts the attempt', async ({ assert }) => {
    const id = await enqueue('test.ok', { enquiryId: 7, text: 'Fındıq' })
    const stored = await job(id)
    assert.equal(stored.name, 'test.ok')
    assert.deepEqual(stored.payload, { enquiryId: 7, text: 'Fındıq' })
    assert.equal(stored.attempts, 0)
    assert.equal(stored.max_attempts, 5)
    assert.isNull(stored.locked_at)

    const a = worker('worker-a')
    const claimed = await a.claim(10)
    assert.lengthOf(claimed, 1)
    assert.equal(claimed[0].id, id)
    assert.equal(claimed[0].attempts, 1)
    const locked = await job(id)
    assert.equal(locked.locked_by, 'worker-a')
    assert.isNotNull(locked.locked_at)
    assert.lengthOf(await worker('worker-b').claim(10), 0, 'a locked job is not claimed again')
  })

  test('a job scheduled for later is not claimed before its time; oldest due jobs come first', async ({ assert }) => {
    const later = await enqueue('test.ok', { n: 'later' }, { runAt: new Date(Date.now() + 60_000) })
    const second = await enqueue('test.ok', { n: 2 }, { runAt: new Date(Date.now() - 1_000) })
    const first = await enqueue('test.ok', { n: 1 }, { runAt: new Date(Date.now() - 5_000) })
    const claimed = await worker('w').claim(10)
    assert.deepEqual(
      claimed.map((row) => row.id),
      [first, second]
    )
    assert.isNull((await job(later)).locked_at)
  })

  test('inside a transaction the job exists only if the transaction commits', async ({ assert }) => {
    const trx = await db.transaction()
    await enqueue('test.ok', { n: 'rolled back' }, { trx })
    await trx.rollback()
    assert.equal(Number((await db.from('jobs').count('* as n'))[0].n), 0)

    await db.transaction(async (inner) => {
      await enqueue('test.ok', { n: 'committed' }, { trx: inner })
    })
    const rows = await db.from('jobs').select('payload')
    assert.deepEqual(
      rows.map((row) => row.payload),
      [{ n: 'committed' }]
    )
    await assert.rejects(() => enqueue('test.ok', {}, { maxAttempts: 0 }), /maxAttempts/)
  })

  test('a pass runs the handler and completes the job', async ({ assert }) => {
    const id = await enqueue('test.ok', { hello: 'world' })
    const summary = await worker('w').runOnce()
    assert.include(summary, { claimed: 1, completed: 1, retried: 0, failed: 0 })
    assert.deepEqual(seen, [{ name: 'test.ok', payload: { hello: 'world' }, attempt: 1, worker: 'w' }])
    const done = await job(id)
    assert.isNotNull(done.completed_at)
    assert.isNull(done.failed_at)
    assert.isNull(done.locked_at)
    assert.lengthOf(await worker('w').claim(10), 0, 'a completed job never runs again')
  })

  test('exponential backoff doubles from 10 s and stops at 1 h', ({ assert }) => {
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((attempt) => exponentialBackoff(attempt)),
      [10_000, 20_000, 40_000, 80_000, 160_000]
    )
    assert.equal(exponentialBackoff(12), 3_600_000)
    assert.equal(exponentialBackoff(500), 3_600_000)
    assert.equal(exponentialBackoff(3, 1_000, 3_000), 3_000)
  })

  test('a failing job is retried after an exponentially growing delay, then succeeds', async ({ assert }) => {
    const id = await enqueue('test.flaky', { succeedOn: 3 })
    const w = worker('w')

    assert.include(await w.runOnce(), { claimed: 1, retried: 1 })
    let row = await job(id)
    assert.equal(row.attempts, 1)
    assert.isNull(row.locked_at)
    assert.isNull(row.completed_at)
    assert.include(row.last_error, 'not yet (attempt 1)')
    assert.closeTo(await secondsUntilRun(id), 10, 1.5)
    assert.equal((await w.runOnce()).claimed, 0, 'not due before its backoff')

    await makeDue(id)
    assert.include(await w.runOnce(), { claimed: 1, retried: 1 })
    assert.equal((await job(id)).attempts, 2)
    assert.closeTo(await secondsUntilRun(id), 20, 1.5)

    await makeDue(id)
    assert.include(await w.runOnce(), { claimed: 1, completed: 1 })
    row = await job(id)
    assert.equal(row.attempts, 3)
    assert.isNotNull(row.completed_at)
    assert.deepEqual(
      seen.map((entry) => entry.attempt),
      [1, 2, 3]
    )
  })

  test('after max attempts the job is marked failed with the last error and never runs again', async ({ assert }) => {
    const id = await enqueue('test.boom', { message: 'gateway down' }, { maxAttempts: 3 })
    const w = worker('w', { backoff: () => 0 })
    for (let attempt = 1; attempt <= 3; attempt++) {
      const summary = await w.runOnce()
      assert.equal(summary.claimed, 1)
      assert.equal(summary[attempt < 3 ? 'retried' : 'failed'], 1, `attempt ${attempt}`)
    }
    const row = await job(id)
    assert.equal(row.attempts, 3)
    assert.isNotNull(row.failed_at)
    assert.isNull(row.completed_at)
    assert.include(row.last_error, 'gateway down')
    assert.equal((await w.drain()).claimed, 0)
    assert.lengthOf(seen, 3)
  })

  test('PermanentJobError and unknown job names fail without endless retries', async ({ assert }) => {
    const permanent = await enqueue('test.permanent', {})
    const unknown = await enqueue('test.nobody_handles_this', {}, { maxAttempts: 2 })
    const w = worker('w', { backoff: () => 0 })
    await w.drain()
    const p = await job(permanent)
    assert.equal(p.attempts, 1)
    assert.isNotNull(p.failed_at)
    assert.include(p.last_error, 'the enquiry is gone')
    const u = await job(unknown)
    assert.equal(u.attempts, 2)
    assert.isNotNull(u.failed_at)
    assert.include(u.last_error, 'No handler registered for job "test.nobody_handles_this"')
  })

  test('a job whose worker died (stale lock) is released and run by another worker', async ({ assert }) => {
    const id = await enqueue('test.ok', { n: 1 })
    const fresh = await enqueue('test.ok', { n: 2 })
    const crashed = worker('crashed')
    assert.lengthOf(await crashed.claim(10), 2)
    await db.from('jobs').where('id', id).update({ locked_at: db.raw("now() - interval '10 minutes'") })

    const rescuer = worker('rescuer', { lockTimeoutMs: 5 * 60_000 })
    const summary = await rescuer.runOnce()
    assert.include(summary, { recovered: 1, claimed: 1, completed: 1 })
    const row = await job(id)
    assert.isNotNull(row.completed_at)
    assert.equal(row.attempts, 2, 'the crashed attempt counts')
    assert.equal(row.locked_by, 'rescuer')
    assert.include(row.last_error, 'Lock expired: worker crashed did not finish attempt 1')
    assert.deepEqual(seen, [{ name: 'test.ok', payload: { n: 1 }, attempt: 2, worker: 'rescuer' }])

    const other = await job(fresh)
    assert.equal(other.locked_by, 'crashed', 'a lock younger than the timeout is left alone')
    assert.isNull(other.completed_at)
  })

  test('a stale job that had used its last attempt is marked failed instead of run again', async ({ assert }) => {
    const id = await enqueue('test.ok', {}, { maxAttempts: 1 })
    await worker('crashed').claim(1)
    await db.from('jobs').where('id', id).update({ locked_at: db.raw("now() - interval '1 hour'") })
    const summary = await worker('rescuer', { lockTimeoutMs: 60_000 }).runOnce()
    assert.include(summary, { recovered: 1, claimed: 0 })
    const row = await job(id)
    assert.isNotNull(row.failed_at)
    assert.include(row.last_error, 'Lock expired')
    assert.lengthOf(seen, 0)
  })

  test('a pass told not to recover leaves stale locks alone; a started worker recovers them on its first pass', async ({ assert }) => {
    const id = await enqueue('test.ok', { n: 'stale' })
    await worker('crashed').claim(1)
    await db.from('jobs').where('id', id).update({ locked_at: db.raw("now() - interval '10 minutes'") })

    const quick = worker('quick', { lockTimeoutMs: 60_000 })
    assert.include(await quick.runOnce({ recover: false }), { recovered: 0, claimed: 0 })
    assert.equal((await job(id)).locked_by, 'crashed')

    const looping = worker('looping', { lockTimeoutMs: 60_000, pollIntervalMs: 60_000 })
    looping.start()
    for (let i = 0; i < 40 && !(await job(id)).completed_at; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    await looping.stop()
    const row = await job(id)
    assert.isNotNull(row.completed_at)
    assert.equal(row.locked_by, 'looping')
    assert.deepEqual(seen, [{ name: 'test.ok', payload: { n: 'stale' }, attempt: 2, worker: 'looping' }])
  })

  test('a worker does not overwrite a job another worker took over after its lock went stale', async ({ assert }) => {
    const id = await enqueue('test.gate', {})
    let claimedSignal!: () => void
    const claimed = new Promise<void>((resolve) => (claimedSignal = resolve))
    gate = { entered: claimedSignal, release: new Promise<void>((resolve) => (releaseGate = resolve)) }
    const pass = worker('slow').runOnce()
    await claimed
    await db.from('jobs').where('id', id).update({ locked_by: 'other', locked_at: db.raw('now()') })
    releaseGate()
    await pass
    const row = await job(id)
    assert.equal(row.locked_by, 'other')
    assert.isNotNull(row.locked_at)
    assert.isNull(row.completed_at, 'the new owner decides the outcome')
  })

  test('SKIP LOCKED: a row held by another transaction is skipped, never waited for', async ({ assert }) => {
    const held = await enqueue('test.ok', { n: 'held' }, { runAt: new Date(Date.now() - 10_000) })
    const free = await enqueue('test.ok', { n: 'free' })
    const trx = await db.transaction()
    try {
      await trx.rawQuery('SELECT id FROM jobs WHERE id = ? FOR UPDATE', [held])
      const started = Date.now()
      const claimed = await Promise.race([
        worker('w').claim(10),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2_000)),
      ])
      assert.notEqual(claimed, 'blocked')
      assert.deepEqual(
        (claimed as { id: number }[]).map((row) => row.id),
        [free]
      )
      assert.isBelow(Date.now() - started, 1_500)
    } finally {
      await trx.rollback()
    }
    assert.deepEqual(
      (await worker('w2').claim(10)).map((row) => row.id),
      [held],
      'once released it is claimable'
    )
  })

  test('two workers claiming at the same time never get the same job', async ({ assert }) => {
    const ids: number[] = []
    for (let n = 0; n < 30; n++) ids.push(await enqueue('test.ok', { n }))
    const a = worker('a')
    const b = worker('b')
    const [fromA, fromB] = await Promise.all([a.claim(20), b.claim(20)])
    const claimedIds = [...fromA, ...fromB].map((row) => row.id)
    assert.equal(new Set(claimedIds).size, claimedIds.length, 'no job claimed twice')
    assert.equal(claimedIds.length, 30)
    const rows = await db.from('jobs').whereIn('id', ids).select('id', 'locked_by', 'attempts')
    for (const row of rows) {
      assert.equal(row.attempts, 1)
      assert.equal(row.locked_by, fromA.some((claimed) => claimed.id === Number(row.id)) ? 'a' : 'b')
    }

    await db.from('jobs').update({ locked_at: null, locked_by: null, attempts: 0 })
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()])
    assert.equal(ranA.completed + ranB.completed, 30)
    assert.lengthOf(seen, 30, 'each job ran exactly once')
    assert.equal(new Set(seen.map((entry) => entry.payload.n)).size, 30)
  })

  test('old finished jobs are pruned; pending, recent and recently failed ones stay', async ({ assert }) => {
    const ids = {
      oldDone: await enqueue('test.ok', {}),
      recentDone: await enqueue('test.ok', {}),
      oldFailed: await enqueue('test.ok', {}),
      monthFailed: await enqueue('test.ok', {}),
      pending: await enqueue('test.ok', {}, { runAt: new Date(Date.now() - 90 * 86_400_000) }),
    }
    await db.from('jobs').where('id', ids.oldDone).update({ completed_at: db.raw("now() - interval '8 days'") })
    await db.from('jobs').where('id', ids.recentDone).update({ completed_at: db.raw("now() - interval '6 days'") })
    await db.from('jobs').where('id', ids.oldFailed).update({ failed_at: db.raw("now() - interval '31 days'") })
    await db.from('jobs').where('id', ids.monthFailed).update({ failed_at: db.raw("now() - interval '20 days'") })
    assert.equal(await worker('w').prune(), 2)
    const left = (await db.from('jobs').select('id')).map((row) => Number(row.id)).sort((a, b) => a - b)
    assert.deepEqual(left, [ids.recentDone, ids.monthFailed, ids.pending])
  })

  test('a started worker picks up a job enqueued in this process at once and stops cleanly', async ({ assert }) => {
    const w = worker('loop', { pollIntervalMs: 60_000 })
    w.start()
    assert.isTrue(w.running)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const id = await enqueue('test.ok', { n: 'wake' })
    for (let i = 0; i < 40 && !(await job(id)).completed_at; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    assert.isNotNull((await job(id)).completed_at, 'woken by the enqueue, not the 60 s poll')
    await w.stop()
    assert.isFalse(w.running)
    const later = await enqueue('test.ok', { n: 'after stop' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    assert.isNull((await job(later)).locked_at, 'a stopped worker claims nothing')
  })
})
