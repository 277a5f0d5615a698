/** HTTP server entry point (`node bin/server.js` in the build, `node ace serve` in development). */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignite.js'

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
