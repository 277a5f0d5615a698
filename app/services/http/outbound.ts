/**
 * The one way Karvan calls another system over HTTP (DESIGN §5: no outbound call without a time
 * limit). Built on the platform fetch (undici): every call has a deadline that covers connect,
 * headers and body, the body is read up to a byte cap, and every failure is an OutboundError
 * whose `kind` says what went wrong, so each adapter maps it to its own error as before.
 */

/** What went wrong with an outbound call. */
export type OutboundErrorKind =
  /** No complete answer within `timeoutMs` (connect, headers or body). */
  | 'timeout'
  /** The caller's own signal aborted the call. */
  | 'aborted'
  /** Connection refused, DNS failure, reset, refused redirect… */
  | 'network'
  /** The body (declared or received) is larger than `maxBytes`. */
  | 'too_large'
  /** The status is not one `acceptStatus` accepts (the body is discarded unread). */
  | 'status'

/**
 * A failed outbound call. `reason` is a short text (e.g. "no answer within 300 ms",
 * "ECONNREFUSED", "answered HTTP 503"); the message is "METHOD url: reason". `status` is set
 * whenever the answer's head arrived (always for 'status' and 'too_large').
 */
export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundErrorKind,
    readonly method: string,
    readonly url: string,
    readonly reason: string,
    readonly status: number | null = null,
    options?: ErrorOptions
  ) {
    super(`${method} ${url}: ${reason}`, options)
    this.name = 'OutboundError'
  }
}

export interface OutboundRequest {
  url: string
  /** Default GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Limit of the whole call (connect, send, headers, body) in ms; must be > 0 (RangeError otherwise). */
  timeoutMs: number
  /** Largest body read, in bytes; a larger one fails with kind 'too_large'. */
  maxBytes: number
  headers?: Record<string, string>
  body?: string
  /** Default 'error': a redirect is a network error (outbound adapters talk to one fixed host). */
  redirect?: 'error' | 'follow'
  /** The caller's own cancellation, combined with the time limit. */
  signal?: AbortSignal
  /** When given, a status it refuses fails with kind 'status' before the body is read. */
  acceptStatus?: (status: number) => boolean
}

/** An answer: status, headers and the body as UTF-8 text (at most `maxBytes` bytes). */
export interface OutboundResponse {
  status: number
  headers: Headers
  text: string
}

/**
 * Sends one request and reads its answer. Resolves for any HTTP status unless `acceptStatus`
 * refuses it. Throws RangeError for a timeout that is not > 0, otherwise only OutboundError.
 */
export async function outboundRequest(request: OutboundRequest): Promise<OutboundResponse> {
  if (!(request.timeoutMs > 0))
    throw new RangeError(
      `Outbound timeout must be a positive number of ms, got ${request.timeoutMs}`
    )
  const method = request.method ?? 'GET'
  const timeout = AbortSignal.timeout(request.timeoutMs)
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout
  let status: number | null = null
  try {
    const response = await fetch(request.url, {
      method,
      signal,
      redirect: request.redirect ?? 'error',
      headers: request.headers,
      body: request.body,
    })
    status = response.status
    if (request.acceptStatus && !request.acceptStatus(status)) {
      await response.body?.cancel().catch(() => {})
      throw new OutboundError('status', method, request.url, `answered HTTP ${status}`, status)
    }
    const text = await readCapped(response, request.maxBytes, () => {
      return new OutboundError(
        'too_large',
        method,
        request.url,
        `answer larger than ${request.maxBytes} bytes`,
        status
      )
    })
    return { status, headers: response.headers, text }
  } catch (error) {
    if (error instanceof OutboundError) throw error
    if (timeout.aborted) {
      throw new OutboundError(
        'timeout',
        method,
        request.url,
        `no answer within ${request.timeoutMs} ms`,
        status,
        { cause: error }
      )
    }
    if (request.signal?.aborted)
      throw new OutboundError('aborted', method, request.url, 'aborted', status, { cause: error })
    const reason = (error as any)?.cause?.code ?? (error as Error)?.message ?? String(error)
    throw new OutboundError('network', method, request.url, String(reason), status, {
      cause: error,
    })
  }
}

/** The body as UTF-8 text; throws `tooLarge()` once it exceeds `maxBytes` (declared or received). */
async function readCapped(
  response: Response,
  maxBytes: number,
  tooLarge: () => Error
): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  // Leaving the loop by throwing cancels the stream, so the rest of a huge body is never read.
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
