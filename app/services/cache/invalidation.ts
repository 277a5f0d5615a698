import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import {
  clearCaches,
  clearKeyedCaches,
  forgetKey,
  type CacheTopic,
  type KeyedTopic,
} from '#services/cache/registry'

/**
 * The cache invalidation bus: a change that makes cached data outdated (a product saved, a
 * comment approved, rates synced: CacheTopic) empties the caches of that topic in this process at
 * once (clearCaches) and in every other app process through a message, so N processes never
 * serve outdated pages, counts or rates for longer than it takes the message to arrive.
 *
 * - PostgreSQL LISTEN/NOTIFY on channel `karvan_cache` by default: each web process keeps one
 *   dedicated connection that LISTENs (outside the pool: a pooled connection would lose it);
 *   messages are sent with pg_notify through the pool.
 * - Redis pub/sub on the same channel when REDIS_URL is set (@adonisjs/redis connection `main`).
 *
 * A message is `{"origin":…,"topic":…}`; a process skips its own (it cleared at once). When the
 * listening connection drops, it is opened again and every topic is cleared (messages may have
 * been missed meanwhile). A message that cannot be sent is logged; caches then expire by TTL.
 */

/** The channel (PostgreSQL NOTIFY channel, Redis pub/sub channel). */
export const CACHE_CHANNEL = 'karvan_cache'
const TOPICS: readonly CacheTopic[] = ['pages', 'catalog', 'rates']
const KEYED_TOPICS: readonly KeyedTopic[] = ['session', 'user', 'lists']
/** This process, in the messages it sends. */
const ORIGIN = randomUUID()
/** Wait before listening again after the connection dropped or could not open. */
const RECONNECT_MS = 2_000

/** How messages travel between processes. */
interface Transport {
  name: string
  publish(message: string): Promise<void>
  listen(onMessage: (message: string) => void, onLost: () => void): Promise<void>
  close(): Promise<void>
}

let transport: Transport | null = null
let received = 0
let sent = 0

/**
 * Empties the caches of `topic` here and now, and tells every other app process to do the same.
 * Call it after the change is committed. Never throws: a message that cannot be sent is logged.
 */
export function invalidate(topic: CacheTopic) {
  clearCaches(topic)
  const message = JSON.stringify({ origin: ORIGIN, topic })
  void (transport ?? defaultTransport())
    .publish(message)
    .then(() => (sent += 1))
    .catch((error) =>
      logger.warn(
        { err: error, topic },
        'cache invalidation not sent; other processes clear by TTL'
      )
    )
}

/**
 * Forgets one key of a per-visitor cache (a session, a user, a user's lists) here and now and in
 * every other app process (`{"origin":…,"topic":…,"key":…}`). Call after the change is
 * committed. Never throws.
 */
export function invalidateKey(topic: KeyedTopic, key: string | number) {
  forgetKey(topic, String(key))
  const message = JSON.stringify({ origin: ORIGIN, topic, key: String(key) })
  void (transport ?? defaultTransport())
    .publish(message)
    .then(() => (sent += 1))
    .catch((error) =>
      logger.warn(
        { err: error, topic },
        'cache invalidation not sent; other processes expire by TTL'
      )
    )
}

/** A message from another process: clears its topic, or forgets its key. */
function onMessage(text: string) {
  let message: { origin?: unknown; topic?: unknown; key?: unknown }
  try {
    message = JSON.parse(text)
  } catch {
    return
  }
  if (message.origin === ORIGIN) return
  if (typeof message.key === 'string' && KEYED_TOPICS.includes(message.topic as KeyedTopic)) {
    received += 1
    forgetKey(message.topic as KeyedTopic, message.key)
    return
  }
  if (!TOPICS.includes(message.topic as CacheTopic)) return
  received += 1
  clearCaches(message.topic as CacheTopic)
}

/** PostgreSQL: NOTIFY through the pool, LISTEN on a dedicated connection with the app's settings. */
function postgresTransport(): Transport {
  let client: pg.Client | null = null
  return {
    name: 'postgres',
    async publish(message) {
      await db.rawQuery('SELECT pg_notify(?, ?)', [CACHE_CHANNEL, message])
    },
    async listen(deliver, onLost) {
      const connection = app.config.get<{ connectionString: string }>(
        'database.connections.pg.connection'
      )
      const listener = new pg.Client({
        connectionString: connection.connectionString,
        application_name: 'karvan_cache_listener',
      })
      client = listener
      listener.on('notification', (notification) => {
        if (notification.channel === CACHE_CHANNEL && notification.payload)
          deliver(notification.payload)
      })
      let listening = false
      let lost = false
      /** Once listening, a dropped connection is reported once; before, the failed connect() says it. */
      const lose = () => {
        if (!listening || lost || client !== listener) return
        lost = true
        client = null
        listener.end().catch(() => {})
        onLost()
      }
      listener.on('error', lose)
      listener.on('end', lose)
      await listener.connect()
      await listener.query(`LISTEN ${CACHE_CHANNEL}`)
      listening = true
    },
    async close() {
      const current = client
      client = null
      await current?.end()
    },
  }
}

/** Redis pub/sub on the `main` connection (ioredis opens its own subscriber connection). */
async function redisTransport(): Promise<Transport> {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  return {
    name: 'redis',
    async publish(message) {
      await redis.publish(CACHE_CHANNEL, message)
    },
    async listen(deliver) {
      /** ioredis reconnects and subscribes again by itself. */
      await redis.subscribe(CACHE_CHANNEL, deliver)
    },
    async close() {
      await redis.unsubscribe(CACHE_CHANNEL)
    },
  }
}

/** The transport before startCacheBus chose one (a console command that only publishes): PostgreSQL. */
function defaultTransport(): Transport {
  transport = postgresTransport()
  return transport
}

let stopped = false

/**
 * Listens for other processes' invalidations (web processes, start/cache_bus.ts): through Redis
 * when `useRedis`, else PostgreSQL. Resolves once listening (or once the first attempt failed:
 * it retries every RECONNECT_MS, logging the first failure of an outage as a warning and the
 * others at debug level). A PostgreSQL listener that was lost clears every topic once it listens
 * again; ioredis re-subscribes by itself (messages sent during a Redis outage are not replayed).
 */
export async function startCacheBus(useRedis: boolean) {
  stopped = false
  transport = useRedis ? await redisTransport() : postgresTransport()
  const bus = transport
  let failing = false
  const attempt = async (again: boolean): Promise<void> => {
    if (stopped || transport !== bus) return
    try {
      await bus.listen(onMessage, () => {
        if (!stopped) setTimeout(() => void attempt(true), RECONNECT_MS).unref()
      })
      /** Messages sent while not listening were missed: start again from empty caches. */
      if (again) {
        for (const topic of TOPICS) clearCaches(topic)
        for (const topic of KEYED_TOPICS) clearKeyedCaches(topic)
      }
      failing = false
      logger.info(
        { transport: bus.name, channel: CACHE_CHANNEL },
        'cache invalidation bus listening'
      )
    } catch (error) {
      /** One warning per outage, not one every RECONNECT_MS. */
      const log = failing ? logger.debug.bind(logger) : logger.warn.bind(logger)
      failing = true
      log({ err: error, transport: bus.name }, 'cache invalidation bus not listening; retrying')
      await bus.close().catch(() => {})
      if (!stopped) setTimeout(() => void attempt(true), RECONNECT_MS).unref()
    }
  }
  await attempt(false)
}

/** Stops listening (app termination, tests). */
export async function stopCacheBus() {
  stopped = true
  await transport?.close().catch(() => {})
}

/** The transport in use and the messages sent and received by this process (tests, diagnostics). */
export function cacheBusStats() {
  return { transport: transport?.name ?? null, sent, received }
}
