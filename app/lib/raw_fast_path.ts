import type { IncomingMessage, ServerResponse } from 'node:http'

/** Answers a request straight from Node's HTTP server, before AdonisJS; false to let AdonisJS handle it. */
export type RawFastPath = (req: IncomingMessage, res: ServerResponse) => boolean

let fastPath: RawFastPath | null = null

/**
 * Registered by the anonymous page cache (app/services/page_cache/page_cache.ts) once it
 * is loaded; bin/server.ts asks it first for every request. A leaf module (no app imports) so
 * the server entry can load it before the app boots.
 */
export function setRawFastPath(handler: RawFastPath | null) {
  fastPath = handler
}

/** Whether the registered fast path answered the request. */
export function tryRawFastPath(req: IncomingMessage, res: ServerResponse): boolean {
  return fastPath !== null && fastPath(req, res)
}
