import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { listenForJobs } from '#services/queue/listener'

/** Resolves with the first value `take` pushes, or rejects after `ms`. */
function waitFor<T>(ms: number, take: (deliver: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)
    take((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

test.group('Queue job listener (LISTEN/NOTIFY for pg-boss)', () => {
  test('delivers a notification on its channel and listens again after the connection drops', async ({
    assert,
  }) => {
    const channel = `karvan_test_jobs_${process.pid}`
    let deliver: (payload: string) => void = () => {}
    let reconnected: () => void = () => {}
    const handle = await listenForJobs(
      channel,
      (payload) => deliver(payload),
      () => reconnected()
    )
    try {
      const first = waitFor<string>(5_000, (resolve) => (deliver = resolve))
      await db.rawQuery('SELECT pg_notify(?, ?)', [channel, 'mail.queue'])
      assert.equal(await first, 'mail.queue')

      const back = waitFor<void>(10_000, (resolve) => (reconnected = resolve))
      await db.rawQuery(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'karvan_queue_listener' AND query ILIKE ?`,
        [`%${channel}%`]
      )
      await back

      const second = waitFor<string>(5_000, (resolve) => (deliver = resolve))
      await db.rawQuery('SELECT pg_notify(?, ?)', [channel, 'sms.queue'])
      assert.equal(await second, 'sms.queue')
    } finally {
      await handle.close()
    }
  }).timeout(30_000)

  test('a first connection that fails rejects, so pg-boss polls instead', async ({ assert }) => {
    await assert.rejects(() =>
      listenForJobs(
        'bad channel\u0000',
        () => {},
        () => {}
      )
    )
  })
})
