/**
 * Telling "PostgreSQL cannot be reached right now" apart from every other error (issue #22, 8),
 * so the exception handler answers 503 "temporarily unavailable" with one log line instead of a
 * 500 per failed statement. Leaf module (no app imports): the ports come from the caller.
 */

/**
 * SQLSTATEs of a server that is not (or no longer) serving: class 08 (connection exception),
 * 57P01 admin shutdown (a stop or restart), 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up, recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

/** Socket errors that mean the server is unreachable, when they concern the database's port. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * Messages of node-postgres, pg-pool and knex for a connection that broke or never came:
 * the server went away mid-query, the pool could not connect in time.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Connection ended unexpectedly/,
  /^timeout exceeded when trying to connect/,
  /^Knex: Timeout acquiring a connection/,
  /^Client has encountered a connection error and is not queryable/,
]

interface ErrorLike {
  code?: unknown
  port?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/** The error, its causes and the members of an AggregateError (dual-stack connect), at most `depth` levels down. */
function* chain(error: unknown, depth = 4): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth < 0) return
  const item = error as ErrorLike
  yield item
  if (item.cause) yield* chain(item.cause, depth - 1)
  if (Array.isArray(item.errors))
    for (const member of item.errors.slice(0, 4)) yield* chain(member, depth - 1)
}

/**
 * The reason `error` says the database is unavailable — a SQLSTATE, a socket error code or
 * `connection` — or null when it is any other error. `databasePorts`: the TCP ports of the
 * configured PostgreSQL servers; a socket error counts only when it concerns one of them (an
 * unreachable payment gateway is not a database outage). Pure function.
 */
export function databaseUnavailableReason(
  error: unknown,
  databasePorts: readonly number[]
): string | null {
  for (const item of chain(error)) {
    const code = typeof item.code === 'string' ? item.code : ''
    if (UNAVAILABLE_SQLSTATES.has(code)) return code
    if (
      NETWORK_CODES.has(code) &&
      typeof item.port === 'number' &&
      databasePorts.includes(item.port)
    )
      return code
    if (
      typeof item.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(item.message as string))
    )
      return 'connection'
  }
  return null
}

/** TCP port of a `postgres://` connection string (5432 when it names none); null when unreadable. */
export function portOfDatabaseUrl(url: string | undefined): number | null {
  if (!url) return null
  try {
    return Number(new URL(url).port || 5432)
  } catch {
    return null
  }
}
