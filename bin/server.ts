/** HTTP server entry point (`node bin/server.js` in the build, `node ace serve` in development). */
import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { tryRawFastPath } from '../app/lib/raw_fast_path.js'
import { createIgnitor } from './ignite.js'

/**
 * Node's HTTP server with one fast path in front of AdonisJS: a fresh micro-cached anonymous
 * catalog page is written straight from the cache (no HttpContext, no middleware); everything
 * else goes to AdonisJS.
 */
createIgnitor()
  .httpServer()
  .start((handle) =>
    createServer((req, res) => {
      if (!tryRawFastPath(req, res)) handle(req, res)
    })
  )
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
