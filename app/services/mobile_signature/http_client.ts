import { randomBytes, type X509Certificate } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import MobileSignatureProvider, {
  MobileSignatureError,
  type PollOutcome,
  type StartedSession,
  type StartInput,
} from './provider.js'
import { verificationCode } from './verification_code.js'
import { mapSessionHttpStatus, mapWireResult } from './result_mapping.js'
import { verifyAuthentication } from './identity.js'
import { OutboundError, outboundRequest, type OutboundResponse } from '#services/http/outbound'

/** Answers are a few kilobytes (certificates included); anything far larger is refused. */
const MAX_BODY_BYTES = 256 * 1024

/** MID language codes; Azerbaijani is this protocol's extension (`AZE`, ISO 639-2). */
const LANGUAGES = { az: 'AZE', en: 'ENG', ru: 'RUS' } as const

/** Longest long-poll the client asks for (MID caps around 60 s). */
const MAX_WAIT_MS = 60_000

export interface MobileIdHttpClientOptions {
  /** Service base, e.g. 'https://mid.example.az/mid-api' (no trailing slash needed). */
  baseUrl: string
  /** Time limit of one call without long-poll wait, in ms (> 0). */
  timeoutMs: number
  /** Relying party credentials agreed with the operator. */
  relyingPartyUUID: string
  relyingPartyName: string
  /** CA certificates that user certificates must chain to. */
  trustAnchors: X509Certificate[]
  /** How long the service keeps a session (≤ 5 minutes, MID), in ms. */
  sessionTtlMs: number
  /** Text shown on the phone next to the code (≤ 50 characters in UCS-2). */
  displayText?: string
}

type Answer = { status: number; body: any }

/**
 * Client of a Mobile-ID-style REST service (INTEGRATIONS §1.2, MID REST API):
 * `POST {base}/authentication` → `{ sessionID }`; `GET {base}/authentication/session/{id}?timeoutMs=N`
 * → `{ state: RUNNING | COMPLETE, result, signature, cert, certificates? }`; extensions of this
 * protocol: `DELETE {base}/authentication/session/{id}` cancels, `certificates` lists every
 * certificate (personal, business) of the holder. The random 32-byte hash is made here and
 * kept inside the opaque session handle, so any app process can poll any session.
 * Every call has a time limit (DESIGN §5).
 */
export default class MobileIdHttpClient extends MobileSignatureProvider {
  readonly baseUrl: string

  constructor(protected options: MobileIdHttpClientOptions) {
    super()
    if (!(options.timeoutMs > 0))
      throw new RangeError('Mobile-ID timeout must be a positive number of ms')
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  async start(input: StartInput): Promise<StartedSession> {
    const hash = randomBytes(32)
    const answer = await this.#call('POST', '/authentication', this.options.timeoutMs, {
      relyingPartyUUID: this.options.relyingPartyUUID,
      relyingPartyName: this.options.relyingPartyName,
      phoneNumber: input.phone,
      nationalIdentityNumber: input.userId,
      hash: hash.toString('base64'),
      hashType: 'SHA256',
      language: LANGUAGES[input.lang],
      displayText: this.options.displayText ?? 'Karvan',
      displayTextFormat: 'UCS-2',
    })
    if (answer.status !== 200) {
      const code = answer.body?.result === 'NOT_MID_CLIENT' ? 'NOT_MID_CLIENT' : 'INTERNAL_ERROR'
      throw new MobileSignatureError(code, `Mobile-ID start answered HTTP ${answer.status}`)
    }
    const sessionID = answer.body?.sessionID
    if (typeof sessionID !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(sessionID)) {
      throw new MobileSignatureError(
        'INTERNAL_ERROR',
        'Mobile-ID start answered without a session id'
      )
    }
    return {
      sessionId: `${sessionID}.${hash.toString('base64url')}`,
      verificationCode: verificationCode(hash),
      expiresAt: new Date(Date.now() + this.options.sessionTtlMs),
    }
  }

  async poll(sessionId: string, options: { waitMs?: number } = {}): Promise<PollOutcome> {
    const handle = parseHandle(sessionId)
    if (!handle) return { state: 'COMPLETE', result: 'INTERNAL_ERROR' }
    const waitMs = Math.max(0, Math.min(MAX_WAIT_MS, Math.round(options.waitMs ?? 0)))
    let answer: Answer
    try {
      answer = await this.#call(
        'GET',
        `/authentication/session/${encodeURIComponent(handle.id)}?timeoutMs=${waitMs}`,
        this.options.timeoutMs + waitMs
      )
    } catch (error) {
      logger.warn(`mobile signature: status query failed: ${(error as Error).message}`)
      return { state: 'COMPLETE', result: 'INTERNAL_ERROR' }
    }
    if (answer.status !== 200)
      return { state: 'COMPLETE', result: mapSessionHttpStatus(answer.status) }
    const body = answer.body
    if (body?.state === 'RUNNING') return { state: 'RUNNING' }
    if (body?.state !== 'COMPLETE') return { state: 'COMPLETE', result: 'INTERNAL_ERROR' }
    const result = mapWireResult(body.result)
    if (result !== 'OK') return { state: 'COMPLETE', result }
    const identity = verifyAuthentication(
      {
        hash: handle.hash,
        signature: body.signature,
        cert: body.cert,
        certificates: body.certificates,
      },
      this.options.trustAnchors
    )
    if (!identity) return { state: 'COMPLETE', result: 'NOT_VALID' }
    return { state: 'COMPLETE', result: 'OK', identity }
  }

  async cancel(sessionId: string): Promise<void> {
    const handle = parseHandle(sessionId)
    if (!handle) return
    try {
      await this.#call(
        'DELETE',
        `/authentication/session/${encodeURIComponent(handle.id)}`,
        this.options.timeoutMs
      )
    } catch (error) {
      logger.warn(`mobile signature: cancel failed: ${(error as Error).message}`)
    }
  }

  /** One JSON call through outboundRequest. Throws MobileSignatureError(INTERNAL_ERROR) on transport failures. */
  async #call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    timeoutMs: number,
    payload?: unknown
  ): Promise<Answer> {
    let answer: OutboundResponse
    try {
      answer = await outboundRequest({
        url: `${this.baseUrl}${path}`,
        method,
        timeoutMs,
        maxBytes: MAX_BODY_BYTES,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error
      if (error.kind === 'too_large')
        throw new MobileSignatureError('INTERNAL_ERROR', 'Mobile-ID answer too large', {
          cause: error,
        })
      throw new MobileSignatureError('INTERNAL_ERROR', `Mobile-ID ${error.message}`, {
        cause: error,
      })
    }
    let body: unknown = null
    if (answer.text) {
      try {
        body = JSON.parse(answer.text)
      } catch {
        body = null
      }
    }
    return { status: answer.status, body }
  }
}

/** `<sessionID>.<hash base64url>` → parts; null when malformed. */
function parseHandle(sessionId: string): { id: string; hash: Buffer } | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(sessionId)
  if (!match) return null
  return { id: match[1], hash: Buffer.from(match[2], 'base64url') }
}
