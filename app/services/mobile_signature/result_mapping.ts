import type { FailureCode, NotAClient } from './provider.js'

/**
 * Result vocabulary on the wire → what the user is told (INTEGRATIONS §1.3). Accepts both the
 * MID REST results and the DDS statuses, so either style of service maps the same way:
 *
 * | wire                                        | outcome             |
 * |---------------------------------------------|---------------------|
 * | OK, USER_AUTHENTICATED                      | OK                  |
 * | TIMEOUT, EXPIRED_TRANSACTION                | EXPIRED_TRANSACTION |
 * | USER_CANCELLED, USER_CANCEL                 | USER_CANCEL         |
 * | MID_NOT_READY                               | MID_NOT_READY       |
 * | DELIVERY_ERROR, PHONE_ABSENT, SENDING_ERROR | SENDING_ERROR       |
 * | SIM_ERROR, SIGNATURE_HASH_MISMATCH          | SIM_ERROR           |
 * | NOT_VALID                                   | NOT_VALID           |
 * | NOT_MID_CLIENT                              | NOT_MID_CLIENT      |
 * | INTERNAL_ERROR, anything else               | INTERNAL_ERROR      |
 */
const WIRE_RESULTS: Record<string, 'OK' | FailureCode | NotAClient> = {
  OK: 'OK',
  USER_AUTHENTICATED: 'OK',
  TIMEOUT: 'EXPIRED_TRANSACTION',
  EXPIRED_TRANSACTION: 'EXPIRED_TRANSACTION',
  USER_CANCELLED: 'USER_CANCEL',
  USER_CANCEL: 'USER_CANCEL',
  MID_NOT_READY: 'MID_NOT_READY',
  DELIVERY_ERROR: 'SENDING_ERROR',
  PHONE_ABSENT: 'SENDING_ERROR',
  SENDING_ERROR: 'SENDING_ERROR',
  SIM_ERROR: 'SIM_ERROR',
  SIGNATURE_HASH_MISMATCH: 'SIM_ERROR',
  NOT_VALID: 'NOT_VALID',
  NOT_MID_CLIENT: 'NOT_MID_CLIENT',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
}

/** Outcome of a COMPLETE session's `result` (any value; unknown ones are INTERNAL_ERROR). */
export function mapWireResult(result: unknown): 'OK' | FailureCode | NotAClient {
  return (
    (typeof result === 'string' && Object.hasOwn(WIRE_RESULTS, result) && WIRE_RESULTS[result]) ||
    'INTERNAL_ERROR'
  )
}

/**
 * Outcome of an HTTP error status on a session query: 404 means the service forgot the session
 * (MID: "sessions expire within 5 minutes") → EXPIRED_TRANSACTION; anything else INTERNAL_ERROR.
 */
export function mapSessionHttpStatus(status: number): FailureCode {
  return status === 404 ? 'EXPIRED_TRANSACTION' : 'INTERNAL_ERROR'
}
