import { defineConfig, stores } from '@adonisjs/limiter'

/** Rate-limit counters live in PostgreSQL so every app process shares them. */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
