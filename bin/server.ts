/** HTTP server entry point (`node bin/server.js` in the build, `node ace serve` in development). */
import { createServer, type Server } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { tryRawFastPath } from '../app/lib/raw_fast_path.js'
import { createIgnitor } from './ignite.js'

/** How long SIGTERM waits for requests in flight before cutting connections (bin/cluster.js sets it). */
const DRAIN_MS = Number(process.env.KARVAN_DRAIN_MS) || 10_000

/**
 * Graceful stop on SIGTERM. AdonisJS closes the server (no new connections; Node closes the
 * idle keep-alive sockets once); a socket whose request was in flight becomes idle after its
 * response and would otherwise stay open for the keep-alive timeout, so idle sockets are closed
 * every 100 ms until the server has closed, and every socket at the deadline.
 */
function drainOnSigterm(server: Server) {
  process.once('SIGTERM', () => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    sweep.unref()
    deadline.unref()
    server.once('close', () => {
      clearInterval(sweep)
      clearTimeout(deadline)
    })
  })
}

/**
 * Node's HTTP server with a fast path in front of AdonisJS (app/lib/raw_fast_path.ts): a fresh
 * micro-cached anonymous catalog page is written straight from the cache, and an anonymous
 * Inertia visit of a category page is answered without HttpContext or middleware
 * (app/services/page_cache/listing_fast_path.ts); everything else, and whatever the fast path
 * hands back, goes to AdonisJS.
 */
/**
 * Under the supervisor (bin/cluster.js) Ctrl-C reaches the workers too (same process group):
 * they leave it to the supervisor, which drains them with SIGTERM instead of cutting requests.
 */
if (process.env.KARVAN_DRAIN_MS) process.on('SIGINT', () => {})

createIgnitor()
  .httpServer()
  .start((handle) => {
    const server = createServer((req, res) => {
      if (!tryRawFastPath(req, res, () => handle(req, res))) handle(req, res)
    })
    drainOnSigterm(server)
    return server
  })
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
