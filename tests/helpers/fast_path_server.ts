import { createServer, type Server } from 'node:http'
import server from '@adonisjs/core/services/server'
import env from '#start/env'
import { tryRawFastPath } from '#lib/raw_fast_path'

/** The test server: AdonisJS alone (the raw fast paths sit in bin/server.ts, not in Japa's server). */
export const BASE = `http://${env.get('HOST') ?? '127.0.0.1'}:${env.get('PORT') ?? 3333}`

/**
 * A server like bin/server.ts's on a free port: the raw fast paths first, AdonisJS for the
 * rest and for what they hand back. Resolves with its base URL and a close function.
 */
export async function productionLikeServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const http: Server = createServer((req, res) => {
    if (!tryRawFastPath(req, res, () => server.handle(req, res))) server.handle(req, res)
  })
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
  const address = http.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => http.close(() => done())),
  }
}

/** Response headers that differ per response by design. */
const PER_RESPONSE = new Set([
  'date',
  'x-request-id',
  'content-length',
  'connection',
  'keep-alive',
  'x-page-cache',
])

/**
 * A response's headers but those set per response, the CSP nonce and the ETag's value masked
 * (a hash of the body's bytes: a fast path writes the same page object with its keys in another
 * order): what two answers of one page share.
 */
export function comparableHeaders(headers: Headers) {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (PER_RESPONSE.has(name)) return
    out[name] = name === 'etag' ? 'W/"*"' : value.replace(/'nonce-[\w-]+'/, "'nonce-*'")
  })
  return out
}
