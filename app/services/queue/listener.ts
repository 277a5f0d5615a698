import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import pg from 'pg'

/** Longest wait before listening again after the connection dropped. */
const MAX_BACKOFF_MS = 30_000

/**
 * pg-boss's LISTEN/NOTIFY capability (IDatabase.listen) for the Lucid adapter of boss.ts: a
 * dedicated connection (outside the pool, which would lose the LISTEN) with the app's database
 * settings, listening on pg-boss's `channel`. Each notification's payload (a queue name) goes to
 * `onNotification`, which wakes that queue's workers at once. The first connect's failure
 * rejects (pg-boss then polls at QUEUE_POLL_INTERVAL_MS); a connection lost later is opened again
 * with a doubling back-off (1 s … 30 s), and `onReconnect` then makes every worker fetch once,
 * since notifications sent meanwhile were missed. TCP keep-alive finds silent drops; the
 * workers' backstop poll (QUEUE_NOTIFY_POLL_INTERVAL_MS) covers the time until then.
 */
export async function listenForJobs(
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect: () => void
): Promise<{ close(): Promise<void> }> {
  let closed = false
  let client: pg.Client | null = null
  let attempt = 0
  let timer: NodeJS.Timeout | null = null

  const connect = async () => {
    const connection = app.config.get<{ connectionString: string }>(
      'database.connections.pg.connection'
    )
    const listener = new pg.Client({
      connectionString: connection.connectionString,
      application_name: 'karvan_queue_listener',
      keepAlive: true,
    })
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotification(message.payload)
    })
    const lose = () => {
      if (client !== listener) return
      client = null
      listener.removeAllListeners()
      listener.end().catch(() => {})
      retry()
    }
    try {
      await listener.connect()
      await listener.query(`LISTEN ${listener.escapeIdentifier(channel)}`)
    } catch (error) {
      listener.end().catch(() => {})
      throw error
    }
    if (closed) {
      await listener.end()
      return
    }
    client = listener
    listener.on('error', lose)
    listener.on('end', lose)
    attempt = 0
  }

  const retry = () => {
    if (closed || timer) return
    const wait = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(attempt, 5))
    attempt += 1
    timer = setTimeout(() => {
      timer = null
      connect().then(
        () => onReconnect(),
        (error) => {
          logger.warn({ err: error }, 'queue: job listener could not reconnect; workers poll')
          retry()
        }
      )
    }, wait)
    timer.unref()
  }

  await connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const current = client
      client = null
      current?.removeAllListeners()
      await current?.end()
    },
  }
}
