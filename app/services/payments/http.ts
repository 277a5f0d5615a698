import type { PaymentGatewayName } from '#shared/orders'
import { OutboundError, outboundRequest } from '#services/http/outbound'
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
 * One outbound call to a payment gateway through outboundRequest: a time limit
 * (DESIGN §5 "no outbound call without a timeout"), a 64 KiB body cap and no redirects.
 * Throws PaymentGatewayError with reason timeout (no answer in time), network or protocol
 * (answer too large); any HTTP status is returned to the caller.
 */
export async function gatewayRequest(
  gateway: PaymentGatewayName,
  request: GatewayHttpRequest
): Promise<GatewayHttpAnswer> {
  if (!(request.timeoutMs > 0))
    throw new RangeError('Payment gateway timeout must be a positive number of ms')
  try {
    const answer = await outboundRequest({ ...request, maxBytes: MAX_BODY_BYTES })
    return { status: answer.status, text: answer.text }
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error
    if (error.kind === 'too_large')
      throw new PaymentGatewayError(gateway, 'protocol', `${gateway}: answer too large`, {
        cause: error,
      })
    const reason = error.kind === 'timeout' ? 'timeout' : 'network'
    throw new PaymentGatewayError(gateway, reason, `${gateway} ${error.message}`, { cause: error })
  }
}

/** Parses a JSON answer body; throws PaymentGatewayError(protocol) when it is not a JSON object. */
export function jsonObject(
  gateway: PaymentGatewayName,
  text: string,
  what: string
): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new PaymentGatewayError(gateway, 'protocol', `${gateway} ${what}: invalid JSON`, {
      cause: error,
    })
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new PaymentGatewayError(gateway, 'protocol', `${gateway} ${what}: not a JSON object`)
  }
  return value as Record<string, unknown>
}
