import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { RedisManager } from '@adonisjs/redis'
import { SessionCollection } from '@adonisjs/session'
import { LimiterManager, errors as limiterErrors } from '@adonisjs/limiter'
import sessionConfig, { sessionStoreName } from '#config/session'
import limiterConfig from '#config/limiter'
import { redisConnectionFromUrl, redisEnabled } from '#config/redis'
import { ThrottledTouchStore } from '#services/session/throttled_touch_store'
import type { LimiterFactory } from '#services/rate_limits/admission'
import {
  admitSignInAttempt,
  signInBuckets,
  signInLimits,
  signInSucceeded,
} from '#services/auth/sign_in_throttle'

/**
 * The session and limiter configs as the app resolves them, except that the `redis` binding
 * is a manager whose `main` connection points at REDIS_TEST_URL (the suite itself runs with
 * memory sessions and database rate limits, whatever REDIS_URL says).
 */
async function resolveWith(redis: RedisManager<any>) {
  const resolverApp = {
    container: {
      make: (binding: any) => (binding === 'redis' ? redis : app.container.make(binding)),
    },
  } as any
  const session = (await configProvider.resolve<any>(resolverApp, sessionConfig))!
  const limiter = (await configProvider.resolve<any>(resolverApp, limiterConfig))!
  return { session, limiter }
}

test.group('Redis URL', () => {
  test('REDIS_URL becomes lazy ioredis options: host, port, credentials, db, TLS', ({ assert }) => {
    const plain = redisConnectionFromUrl('redis://10.0.0.7:6380/4')
    assert.include(plain, {
      host: '10.0.0.7',
      port: 6380,
      db: 4,
      lazyConnect: true,
      keyPrefix: 'karvan:',
    })
    assert.isUndefined(plain.tls)
    assert.isUndefined(plain.password)
    assert.isAtMost(plain.connectTimeout!, 5_000)

    const secure = redisConnectionFromUrl('rediss://app:p%40ss@cache.example.com')
    assert.include(secure, {
      host: 'cache.example.com',
      port: 6379,
      db: 0,
      username: 'app',
      password: 'p@ss',
    })
    assert.deepEqual(secure.tls, {})

    assert.throws(() => redisConnectionFromUrl('http://cache:6379'), /redis:\/\/ or rediss:\/\//)
    assert.throws(() => redisConnectionFromUrl('redis://cache:6379/sessions'), /database number/)
  })
})

test.group('Session and rate-limit stores: defaults', () => {
  test('sessions and rate limits default to PostgreSQL without REDIS_URL (nothing connects), Redis with it', async ({
    assert,
  }) => {
    assert.equal(redisEnabled, Boolean(env.get('REDIS_URL')))
    assert.equal(sessionStoreName(undefined, undefined), 'database')
    assert.equal(sessionStoreName(undefined, 'redis://127.0.0.1:6379/0'), 'redis')
    assert.equal(sessionStoreName('cookie', 'redis://127.0.0.1:6379/0'), 'cookie')
    assert.equal(
      sessionStoreName(undefined, env.get('REDIS_URL')),
      redisEnabled ? 'redis' : 'database'
    )

    const limiter = await app.container.make('limiter.manager')
    assert.equal(limiter.config.default, redisEnabled ? 'redis' : 'database')
    assert.includeMembers(Object.keys(limiter.config.stores), ['database', 'redis', 'memory'])

    if (!redisEnabled) {
      const database = limiter.use('database', { requests: 3, duration: '1 minute' })
      assert.equal(limiter.use({ requests: 3, duration: '1 minute' }), database)
      const redis = await app.container.make('redis')
      assert.equal(redis.activeConnectionsCount, 0)
    }
  })
})

const redisTestUrl = env.get('REDIS_TEST_URL')

if (redisTestUrl) {
  test.group('Session and rate-limit stores: Redis (REDIS_TEST_URL)', (group) => {
    let redis: RedisManager<any>
    const keys: string[] = []

    group.setup(async () => {
      redis = new RedisManager(
        { connection: 'main', connections: { main: redisConnectionFromUrl(redisTestUrl) } },
        await app.container.make('logger')
      )
      return async () => {
        if (keys.length) await redis.connection('main').del(...keys)
        await redis.quitAll()
      }
    })

    test('sessions are written, read back, tagged with their user, found and destroyed', async ({
      assert,
    }) => {
      const { session } = await resolveWith(redis)
      const collection = new SessionCollection({ ...session, store: 'redis' })
      assert.isTrue(collection.supportsTagging())

      const store = session.stores.redis(null, session)
      assert.notInstanceOf(store, ThrottledTouchStore)
      assert.instanceOf(session.stores.database(null, session), ThrottledTouchStore)
      const sessionId = randomUUID()
      const userId = `redis-test-${randomUUID()}`
      keys.push(sessionId, `session_tag:${userId}`)

      await store.write(sessionId, { auth_web: 42, locale: 'az' })
      assert.deepEqual(await store.read(sessionId), { auth_web: 42, locale: 'az' })
      const connection = redis.connection('main')
      assert.equal(await connection.ttl(sessionId), 2 * 60 * 60)
      assert.equal(
        (connection.ioConnection.options as { db?: number }).db,
        redisConnectionFromUrl(redisTestUrl).db
      )

      await collection.tag(sessionId, userId)
      const tagged = await collection.tagged(userId)
      assert.deepEqual(tagged, [{ id: sessionId, data: { auth_web: 42, locale: 'az' } }])

      await collection.destroy(sessionId)
      assert.isNull(await collection.get(sessionId))
      assert.deepEqual(await collection.tagged(userId), [])
      assert.equal(await connection.exists(sessionId), 0)
    })

    test('rate limits: three requests pass, the fourth is throttled, delete resets', async ({
      assert,
    }) => {
      const { limiter: resolved } = await resolveWith(redis)
      const limiter = new LimiterManager(resolved).use('redis', {
        requests: 3,
        duration: '1 minute',
      })
      const key = `redis-test:${randomUUID()}`
      keys.push(`rate_limits:${key}`)

      for (let i = 0; i < 3; i++) await limiter.consume(key)
      assert.equal(await limiter.remaining(key), 0)
      await assert.rejects(() => limiter.consume(key), limiterErrors.E_TOO_MANY_REQUESTS as any)
      assert.equal(await redis.connection('main').exists(`rate_limits:${key}`), 1)

      await limiter.delete(key)
      assert.equal(await limiter.remaining(key), 3)
      await limiter.consume(key)
      assert.equal(await limiter.remaining(key), 2)
    })

    test('sign-in attempts are counted before the hash atomically: of 40 at once for one account and IP, 5 pass', async ({
      assert,
    }) => {
      const { limiter: resolved } = await resolveWith(redis)
      const manager = new LimiterManager(resolved)
      const limiters: LimiterFactory = (options) => manager.use('redis', options)
      const email = `redis-${randomUUID()}@example.test`
      const ip = `redis-test-ip-${randomUUID()}`
      const buckets = signInBuckets(email, ip)
      keys.push(...buckets.map((bucket) => `rate_limits:${bucket.key}`))

      const outcomes = await Promise.all(
        Array.from({ length: 40 }, () => admitSignInAttempt(email, ip, limiters))
      )
      assert.lengthOf(
        outcomes.filter((outcome) => outcome.admitted),
        5
      )
      for (const outcome of outcomes) if (!outcome.admitted) assert.isAtLeast(outcome.seconds, 1)
      const consumed = async (index: number) =>
        (await limiters(buckets[index]).get(buckets[index].key))?.consumed
      assert.equal(
        await consumed(0),
        5,
        'each counter holds the admitted attempts only: refused ones were given back'
      )
      assert.equal(await consumed(1), 5)
      assert.equal(await consumed(2), 5)

      await signInSucceeded(email, ip, limiters)
      assert.isNull(
        await limiters(buckets[0]).get(buckets[0].key),
        'a right password empties the account + IP bucket'
      )
      assert.equal(await consumed(1), 4, 'and gives its attempt back to the ceilings')
      assert.equal(await consumed(2), 4)
    })

    test('the account ceiling holds across IPs: of 100 attempts at once from 25 IPs, 50 pass', async ({
      assert,
    }) => {
      const { limiter: resolved } = await resolveWith(redis)
      const manager = new LimiterManager(resolved)
      const limiters: LimiterFactory = (options) => manager.use('redis', options)
      const email = `redis-${randomUUID()}@example.test`
      const ips = Array.from({ length: 25 }, () => `redis-test-ip-${randomUUID()}`)
      for (const ip of ips)
        keys.push(...signInBuckets(email, ip).map((bucket) => `rate_limits:${bucket.key}`))

      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) => admitSignInAttempt(email, ips[i % 25], limiters))
      )
      assert.lengthOf(
        outcomes.filter((outcome) => outcome.admitted),
        signInLimits.account.requests
      )
      const [, , account] = signInBuckets(email, ips[0])
      assert.equal(
        (await limiters(account).get(account.key))!.consumed,
        signInLimits.account.requests
      )
    })
  })
}
