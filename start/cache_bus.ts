/**
 * Web processes listen for other processes' cache invalidations (app/services/cache/invalidation.ts):
 * Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY otherwise. Listening starts in
 * the background: the server does not wait for it, and a database that is down is retried.
 */
import app from '@adonisjs/core/services/app'
import { redisEnabled } from '#config/redis'
import { startCacheBus, stopCacheBus } from '#services/cache/invalidation'
import { logCacheStats } from '#services/cache/registry'

app.ready(() => {
  void startCacheBus(redisEnabled)
})
app.terminating(async () => {
  /** Each cache's size and hits over the process's life (debug level). */
  logCacheStats()
  await stopCacheBus()
})
