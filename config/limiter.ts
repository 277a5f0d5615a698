import { redisEnabled } from '#config/redis'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate-limit counters live where every app process shares them: in Redis (connection `main`,
 * keys `karvan:rate_limits:*`) when REDIS_URL is set, in PostgreSQL's `rate_limits` otherwise.
 */
const limiterConfig = defineConfig({
  default: redisEnabled ? 'redis' : 'database',
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    redis: stores.redis({ connectionName: 'main', keyPrefix: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
