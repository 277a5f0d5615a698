import type { PaymentGatewayName } from '#shared/orders'
import { PaymentGatewayError } from './gateway.js'

/** Gateway answers are small JSON documents; anything far larger is refused. */
const MAX_BODY_BYTES = 64 * 1024

export interface GatewayHttpRequest {
  method: 'GET' | 'POST'
  url: string
  /** Limit of the whole call (connect, send, answer) in ms, > 0. */
  timeoutMs: number
  headers?: Record<string, string>
  body?: string
}

/** A gateway's answer: HTTP status and body text (at most 64 KiB). */
export interface GatewayHttpAnswer {
  status: number
  text: string
}

/**
 * One outbound call to a payment gateway with the platform fetch, a time limit
 * (AbortSignal.timeout; DESIGN §5 "no outbound call without a timeout") and no redirects.
 * Throws PaymentGatewayError with reason timeout (no answer in time), network or protocol
 * (answer too large); any HTTP status is returned to the caller.
 */
export async function gatewayRequest(gateway: PaymentGatewayName, request: GatewayHttpRequest): Promise<GatewayHttpAnswer> {
  if (!(request.timeoutMs > 0)) throw new RangeError('Payment gateway timeout must be a positive number of ms')
  const signal = AbortSignal.timeout(request.timeoutMs)
  try {
    const response = await fetch(request.url, {
      method: request.method,
      signal,
      redirect: 'error',
      headers: request.headers,
      body: request.body,
    })
    return { status: response.status, text: await readCapped(gateway, response) }
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw error
    if (signal.aborted) {
      throw new PaymentGatewayError(gateway, 'timeout', `${gateway} ${request.method} ${request.url}: no answer within ${request.timeoutMs} ms`, {
        cause: error,
      })
    }
    const reason = (error as any)?.cause?.code ?? (error as Error).message
    throw new PaymentGatewayError(gateway, 'network', `${gateway} ${request.method} ${request.url}: ${reason}`, { cause: error })
  }
}

/** Parses a JSON answer body; throws PaymentGatewayError(protocol) when it is not a JSON object. */
export function jsonObject(gateway: PaymentGatewayName, text: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new PaymentGatewayError(gateway, 'protocol', `${gateway} ${what}: invalid JSON`, { cause: error })
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new PaymentGatewayError(gateway, 'protocol', `${gateway} ${what}: not a JSON object`)
  }
  return value as Record<string, unknown>
}

async function readCapped(gateway: PaymentGatewayName, response: Response): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => {})
    throw new PaymentGatewayError(gateway, 'protocol', `${gateway}: answer too large`)
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > MAX_BODY_BYTES) throw new PaymentGatewayError(gateway, 'protocol', `${gateway}: answer too large`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
