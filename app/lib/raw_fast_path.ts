import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Answers a request straight from Node's HTTP server, before AdonisJS. Returns false to let
 * AdonisJS handle it at once; true when it owns the request: it answers it, or (when it turns
 * out it cannot, before writing anything) hands it to AdonisJS by calling `fallback` once.
 */
export type RawFastPath = (
  req: IncomingMessage,
  res: ServerResponse,
  fallback: () => void
) => boolean

let fastPath: RawFastPath | null = null

/**
 * Registered by the anonymous page cache (app/services/page_cache/page_cache.ts) once it
 * is loaded; bin/server.ts asks it first for every request. A leaf module (no app imports) so
 * the server entry can load it before the app boots.
 */
export function setRawFastPath(handler: RawFastPath | null) {
  fastPath = handler
}

/** Whether the registered fast path took the request (see RawFastPath); `fallback` hands it to AdonisJS. */
export function tryRawFastPath(
  req: IncomingMessage,
  res: ServerResponse,
  fallback: () => void
): boolean {
  return fastPath !== null && fastPath(req, res, fallback)
}
