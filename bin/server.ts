/** HTTP server entry point (`node bin/server.js` in the build, `node ace serve` in development). */
import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { tryRawFastPath } from '../app/lib/raw_fast_path.js'
import { createIgnitor } from './ignite.js'

/**
 * Node's HTTP server with a fast path in front of AdonisJS (app/lib/raw_fast_path.ts): a fresh
 * micro-cached anonymous catalog page is written straight from the cache, and an anonymous
 * Inertia visit of a category page is answered without HttpContext or middleware
 * (app/services/page_cache/listing_fast_path.ts); everything else, and whatever the fast path
 * hands back, goes to AdonisJS.
 */
createIgnitor()
  .httpServer()
  .start((handle) =>
    createServer((req, res) => {
      if (!tryRawFastPath(req, res, () => handle(req, res))) handle(req, res)
    })
  )
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
