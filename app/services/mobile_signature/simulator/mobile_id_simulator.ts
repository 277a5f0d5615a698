import { randomBytes, randomUUID, sign } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { parseInteger } from '#validators/rules'
import { type SimulatorCertificateAuthority } from './certificate_authority.js'
import { findHolder, simulatedHolders, type SimulatedHolder } from './fixtures.js'

/** An HTTP answer of the simulated service. */
export interface SimulatorAnswer {
  status: number
  body?: Record<string, unknown>
}

export interface MobileIdSimulatorOptions {
  relyingPartyUUID: string
  relyingPartyName: string
  /** Until the phone answers, in ms. */
  responseMs: number
  /** Until an unanswered request ends as TIMEOUT, in ms. */
  userTimeoutMs: number
  /** Until the service forgets a session (404 afterwards), in ms. */
  sessionTtlMs: number
  /** How long a HANG start request is held (beyond the client's time limit), in ms. */
  hangMs: number
}

const HASH_BYTES: Record<string, number> = { SHA256: 32, SHA384: 48, SHA512: 64 }
const DIGEST: Record<string, string> = { SHA256: 'sha256', SHA384: 'sha384', SHA512: 'sha512' }
const LANGUAGES = ['AZE', 'ENG', 'RUS', 'EST', 'LIT']
const MAX_LONG_POLL_MS = 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type SessionRow = {
  id: string
  national_identity_number: string
  phone_number: string
  hash: string
  hash_type: string
  fixture: string | null
  answer_at: Date
  expires_at: Date
  cancelled_at: Date | null
}

const bad = (error: string): SimulatorAnswer => ({ status: 400, body: { error } })

/**
 * A Mobile-ID REST service (INTEGRATIONS §1.2, §1.5) with simulated holders: the same HTTP
 * protocol as the real adapter expects, deterministic outcomes per holder
 * (database/data/mobile_id_fixtures.json), configurable timing, long polling, 5-minute session
 * lifetime and certificates from a throw-away test CA. State lives in PostgreSQL
 * (`mobile_id_simulator_sessions`), so any app process answers for any session.
 */
export default class MobileIdSimulator {
  constructor(
    readonly options: MobileIdSimulatorOptions,
    readonly authority: SimulatorCertificateAuthority
  ) {}

  /** `POST /authentication`: 200 `{ sessionID }`, 400 bad request, 401 unknown relying party. */
  async start(body: unknown): Promise<SimulatorAnswer> {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '')
    if (!text('relyingPartyUUID') || !text('relyingPartyName'))
      return bad('relyingPartyUUID and relyingPartyName are required')
    if (
      text('relyingPartyUUID') !== this.options.relyingPartyUUID ||
      text('relyingPartyName') !== this.options.relyingPartyName
    ) {
      return { status: 401, body: { error: 'Failed to authorize user' } }
    }
    const phone = text('phoneNumber')
    const idCode = text('nationalIdentityNumber')
    const hashType = text('hashType')
    const language = text('language')
    if (!/^\+\d{7,15}$/.test(phone)) return bad('phoneNumber must be + and 7 to 15 digits')
    if (!/^[0-9A-Za-z]{1,32}$/.test(idCode)) return bad('nationalIdentityNumber is invalid')
    if (!HASH_BYTES[hashType]) return bad('hashType must be SHA256, SHA384 or SHA512')
    const hash = Buffer.from(text('hash'), 'base64')
    if (hash.length !== HASH_BYTES[hashType] || hash.toString('base64') !== text('hash')) {
      return bad('hash must be base64 of the hashType length')
    }
    if (!LANGUAGES.includes(language)) return bad('language is not supported')
    if (
      input.displayText !== undefined &&
      input.displayText !== null &&
      (typeof input.displayText !== 'string' || input.displayText.length > 100)
    ) {
      return bad('displayText is at most 100 characters')
    }

    const holder = findHolder(idCode, phone)
    if (holder?.outcome === 'HANG') await sleep(this.options.hangMs)
    const now = Date.now()
    const answerIn =
      holder?.outcome === 'TIMEOUT' ? this.options.userTimeoutMs : this.options.responseMs
    const id = randomUUID()
    await db.table('mobile_id_simulator_sessions').insert({
      id,
      national_identity_number: idCode,
      phone_number: phone,
      hash: text('hash'),
      hash_type: hashType,
      language,
      fixture: holder?.key ?? null,
      answer_at: new Date(now + answerIn),
      expires_at: new Date(now + this.options.sessionTtlMs),
    })
    await db
      .from('mobile_id_simulator_sessions')
      .where('created_at', '<', new Date(now - 24 * 3600_000))
      .delete()
    return { status: 200, body: { sessionID: id } }
  }

  /**
   * `GET /authentication/session/:id?timeoutMs=N`: RUNNING, or COMPLETE with the holder's
   * outcome. Holds the answer up to `timeoutMs` (≤ 60 s) while the phone has not answered.
   * 404 for an unknown, cancelled or expired session.
   */
  async status(sessionId: string, timeoutMs: unknown): Promise<SimulatorAnswer> {
    if (!UUID.test(sessionId)) return bad('sessionId is not a UUID')
    const wait =
      timeoutMs === undefined || timeoutMs === ''
        ? 0
        : parseInteger(timeoutMs, { min: 0, max: Number.MAX_SAFE_INTEGER })
    if (wait === null) return bad('timeoutMs must be a non-negative integer')
    const deadline = Date.now() + Math.min(wait, MAX_LONG_POLL_MS)

    for (;;) {
      const row: SessionRow | null = await db
        .from('mobile_id_simulator_sessions')
        .where('id', sessionId)
        .first()
      const now = Date.now()
      if (!row || row.cancelled_at || new Date(row.expires_at).getTime() <= now) {
        return {
          status: 404,
          body: { error: 'Session not found (sessions expire within 5 minutes)' },
        }
      }
      const holder = row.fixture
        ? simulatedHolders().find((entry) => entry.key === row.fixture)
        : undefined
      const answerAt = new Date(row.answer_at).getTime()
      const answered = holder?.outcome !== 'NO_ANSWER' && answerAt <= now
      if (answered) return this.#complete(row, holder)
      if (now >= deadline) return { status: 200, body: { state: 'RUNNING' } }
      const next = holder?.outcome === 'NO_ANSWER' ? deadline : Math.min(deadline, answerAt)
      await sleep(Math.max(10, Math.min(next - now, 250)))
    }
  }

  /** `DELETE /authentication/session/:id` (this protocol's cancel): 204, or 404 if unknown. */
  async cancel(sessionId: string): Promise<SimulatorAnswer> {
    if (!UUID.test(sessionId)) return bad('sessionId is not a UUID')
    const updated = await db
      .from('mobile_id_simulator_sessions')
      .where('id', sessionId)
      .whereNull('cancelled_at')
      .update({ cancelled_at: new Date() })
    return { status: Number(updated) > 0 ? 204 : 404 }
  }

  #complete(row: SessionRow, holder: SimulatedHolder | undefined): SimulatorAnswer {
    const meta = { time: new Date(row.answer_at).toISOString(), traceId: row.id.slice(0, 8) }
    if (!holder)
      return { status: 200, body: { state: 'COMPLETE', result: 'NOT_MID_CLIENT', ...meta } }
    switch (holder.outcome) {
      case 'OK':
      case 'BAD_SIGNATURE':
      case 'EXPIRED_CERTIFICATE':
      case 'HANG':
        return {
          status: 200,
          body: { state: 'COMPLETE', result: 'OK', ...this.#signed(row, holder), ...meta },
        }
      case 'HTTP_500':
        return { status: 500, body: { error: 'Internal server error' } }
      default:
        return { status: 200, body: { state: 'COMPLETE', result: holder.outcome, ...meta } }
    }
  }

  /** Signature over the session's hash (ECDSA P-256, IEEE P1363 r‖s) and the holder's certificates. */
  #signed(row: SessionRow, holder: SimulatedHolder) {
    const expired = holder.outcome === 'EXPIRED_CERTIFICATE'
    const person = {
      personalCode: holder.personalCode,
      givenName: holder.givenName,
      surname: holder.surname,
    }
    const issued = [
      ...(holder.personal ? [this.authority.certificateFor(person, { expired })] : []),
      ...holder.companies.map((organization) =>
        this.authority.certificateFor({ ...person, organization }, { expired })
      ),
    ]
    const [auth] = issued
    const signed =
      holder.outcome === 'BAD_SIGNATURE'
        ? randomBytes(HASH_BYTES[row.hash_type])
        : Buffer.from(row.hash, 'base64')
    const value = sign(DIGEST[row.hash_type], signed, {
      key: auth.privateKey,
      dsaEncoding: 'ieee-p1363',
    })
    return {
      signature: { value: value.toString('base64'), algorithm: `${row.hash_type}WithECEncryption` },
      cert: auth.der.toString('base64'),
      certificates: issued.map((certificate) => certificate.der.toString('base64')),
    }
  }
}
