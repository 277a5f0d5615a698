import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, destination } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'karvan',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'warn' : 'info'),
      /**
       * JSON lines to stdout from this thread. A pino transport would run a worker thread
       * with its own V8 heap in every process (~40 MB RSS each: web workers, `ace` commands
       * such as sitemaps:generate, whose memory issue 25 bounds).
       */
      destination: destination({ dest: 1, sync: true }),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
