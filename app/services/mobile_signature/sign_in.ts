import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import mobileSignatureConfig from '#config/mobile_signature'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { dashboardPath } from '#services/auth/dashboards'
import { logSecurityEvent } from '#services/auth/security_log'
import { signInSession } from '#services/auth/sign_in_session'
import {
  isFinalState,
  nextMobileSignatureState,
  type MobileSignatureEvent,
  type MobileSignatureState,
} from '../../state_machines/mobile_signature.js'
import type MobileSignatureProvider from './provider.js'
import {
  MobileSignatureError,
  type FailureCode,
  type NotAClient,
  type SignerIdentity,
} from './provider.js'
import { consumeStartAllowance } from './throttle.js'
import { loadAttempt, transitionAttempt } from './attempt_store.js'
import { maskAzMobile } from './phone.js'

/** Session key holding the id of this browser's current attempt (the binding). */
export const ATTEMPT_SESSION_KEY = 'mobile_signature_attempt'

/** Session key read by the registration page (issue 4: prefilled from the certificate). */
export const REGISTRATION_PREFILL_KEY = 'registration_prefill'

/** Account types that sign in by mobile signature (admins do not). */
export const MOBILE_SIGN_IN_TYPES = ['buyer', 'seller'] as const
export type MobileSignInType = (typeof MOBILE_SIGN_IN_TYPES)[number]

/** Local outcome besides SPEC §8: the matching account is disabled by an admin. */
export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED'
export type AttemptResult = FailureCode | NotAClient | typeof ACCOUNT_DISABLED

/** One stored attempt (`mobile_signature_sessions`). */
export interface Attempt {
  id: string
  state: MobileSignatureState
  providerSession: string | null
  verificationCode: string | null
  signerUserId: string
  phone: string
  accountType: MobileSignInType
  locale: Locale
  result: AttemptResult | null
  identity: (SignerIdentity & { chosen?: number }) | null
  expiresAt: Date
}

/** What registration is prefilled with (the lead's register page reads it from the session). */
export interface RegistrationPrefill {
  firstName: string
  lastName: string
  personalCode: string
  accountType: MobileSignInType
  companyName?: string
  taxId?: string
  companyType?: 'legal' | 'individual'
}

/** Answer of a status query: keep waiting, or the attempt is over and the page should go to `location`. */
export type PollAnswer = { state: 'running' } | { state: 'finished'; location: string }

/** The attempt id is not this browser's current attempt (another session's, made up, or gone). */
export class AttemptNotFound extends Error {
  constructor() {
    super('No such mobile-signature attempt in this session')
    this.name = 'AttemptNotFound'
  }
}

/** The attempt is used up or in another step; nothing was done. */
export class AttemptFinished extends Error {
  constructor(readonly state: MobileSignatureState) {
    super(`Mobile-signature attempt is ${state}`)
    this.name = 'AttemptFinished'
  }
}

/** Company type of a VÖEN: last digit 1 legal entity, 2 individual entrepreneur (DESIGN §4). */
function companyTypeOf(voen: string): 'legal' | 'individual' {
  return voen.endsWith('2') ? 'individual' : 'legal'
}

/**
 * Mobile-signature sign-in (SPEC §1, §8; DESIGN §5): start an attempt, poll it, cancel it,
 * pick a certificate, and sign the matching account in. Attempts are stored server-side,
 * bound to the browser session (their id is kept in it), single-use (state machine, compare-
 * and-set updates), expire after ≤ 5 minutes, and starts are rate-limited per phone and IP.
 */
export default class MobileSignatureSignIn {
  constructor(protected provider: MobileSignatureProvider) {}

  /** This browser's current attempt, expired on the way if its time is up; null if none. */
  async current(ctx: HttpContext): Promise<Attempt | null> {
    const id = ctx.session.get(ATTEMPT_SESSION_KEY)
    if (typeof id !== 'string') return null
    const attempt = await this.#load(id)
    if (!attempt) {
      ctx.session.forget(ATTEMPT_SESSION_KEY)
      return null
    }
    return this.#expireIfDue(ctx, attempt)
  }

  /**
   * Starts an attempt for `input` (phone in E.164) and makes it this browser's current one; a
   * previous unfinished attempt of this browser is cancelled. A refusal by the service is
   * stored as a finished attempt so the page shows its message. Throws
   * MobileSignatureThrottled when a rate limit is reached (nothing is sent then).
   */
  async start(
    ctx: HttpContext,
    input: { userId: string; phone: string; accountType: MobileSignInType }
  ): Promise<Attempt> {
    await consumeStartAllowance(input.phone, ctx.request.ip())
    const previous = await this.current(ctx)
    if (previous && !isFinalState(previous.state)) await this.#cancel(ctx, previous)

    const now = Date.now()
    const base = {
      id: randomUUID(),
      signer_user_id: input.userId,
      phone: input.phone,
      account_type: input.accountType,
      locale: ctx.locale,
      ip_address: ctx.request.ip(),
    }
    await db
      .from('mobile_signature_sessions')
      .where('created_at', '<', new Date(now - 24 * 3600_000))
      .delete()
    try {
      const started = await this.provider.start({
        userId: input.userId,
        phone: input.phone,
        lang: ctx.locale,
      })
      const expiresAt = Math.min(
        started.expiresAt.getTime(),
        now + mobileSignatureConfig.sessionTtlMs
      )
      await db.table('mobile_signature_sessions').insert({
        ...base,
        state: 'running',
        provider_session: started.sessionId,
        verification_code: started.verificationCode,
        expires_at: new Date(expiresAt),
      })
    } catch (error) {
      if (!(error instanceof MobileSignatureError)) throw error
      logger.warn({ code: error.code }, `mobile signature: start refused: ${error.message}`)
      const event: MobileSignatureEvent = error.code === 'NOT_MID_CLIENT' ? 'no_account' : 'fail'
      await db.table('mobile_signature_sessions').insert({
        ...base,
        state: nextMobileSignatureState('running', event),
        result: error.code,
        expires_at: new Date(now + mobileSignatureConfig.sessionTtlMs),
        finished_at: new Date(),
      })
      await this.#logFailure(
        ctx,
        base.account_type,
        `${error.code} at start, ${maskAzMobile(input.phone)}`
      )
    }
    ctx.session.put(ATTEMPT_SESSION_KEY, base.id)
    return (await this.#load(base.id))!
  }

  /**
   * One status query for the attempt `id` of this browser. RUNNING → keep waiting; otherwise
   * the attempt moves on (sign-in, certificate choice, not found, failure) and the answer says
   * where the page goes next. Throws AttemptNotFound for an id that is not this browser's.
   */
  async poll(ctx: HttpContext, id: string): Promise<PollAnswer> {
    const attempt = await this.#bound(ctx, id)
    const page = urlTo('mobile_signature', ctx.locale)
    if (attempt.state !== 'running' || !attempt.providerSession)
      return { state: 'finished', location: page }

    const outcome = await this.provider.poll(attempt.providerSession, {
      waitMs: mobileSignatureConfig.client.pollWaitMs,
    })
    if (outcome.state === 'RUNNING') {
      const fresh = await this.#expireIfDue(ctx, attempt)
      return fresh.state === 'running'
        ? { state: 'running' }
        : { state: 'finished', location: page }
    }
    if (outcome.result === 'OK') {
      const identity = outcome.identity
      if (identity.certificates.length > 1) {
        await this.#transition(attempt, 'choose', { identity: JSON.stringify(identity) })
        return { state: 'finished', location: page }
      }
      return { state: 'finished', location: await this.#finish(ctx, attempt, identity, 0) }
    }
    const event: MobileSignatureEvent = outcome.result === 'NOT_MID_CLIENT' ? 'no_account' : 'fail'
    if (await this.#transition(attempt, event, { result: outcome.result })) {
      await this.#logFailure(
        ctx,
        attempt.accountType,
        `${outcome.result}, ${maskAzMobile(attempt.phone)}`
      )
    }
    return { state: 'finished', location: page }
  }

  /**
   * Signs in with certificate `index` of an attempt waiting for a choice. Returns where to go
   * (the dashboard, or the page with its message). Throws AttemptNotFound, or AttemptFinished
   * when the attempt is not waiting for a choice (used up, cancelled, expired).
   */
  async choose(ctx: HttpContext, id: string, index: number): Promise<string> {
    const attempt = await this.#bound(ctx, id)
    if (attempt.state !== 'choosing' || !attempt.identity) throw new AttemptFinished(attempt.state)
    if (!Number.isInteger(index) || index < 0 || index >= attempt.identity.certificates.length) {
      throw new RangeError('No such certificate')
    }
    return this.#finish(ctx, attempt, attempt.identity, index)
  }

  /** Cancels this browser's attempt `id` here and at the service. Throws AttemptNotFound / AttemptFinished. */
  async cancel(ctx: HttpContext, id: string): Promise<void> {
    const attempt = await this.#bound(ctx, id)
    if (isFinalState(attempt.state)) throw new AttemptFinished(attempt.state)
    await this.#cancel(ctx, attempt)
  }

  /** Forgets this browser's attempt (the page's "start again"); the stored row stays as it is. */
  forget(ctx: HttpContext) {
    ctx.session.forget(ATTEMPT_SESSION_KEY)
  }

  async #cancel(ctx: HttpContext, attempt: Attempt) {
    if (await this.#transition(attempt, 'cancel')) {
      if (attempt.state === 'running' && attempt.providerSession)
        await this.provider.cancel(attempt.providerSession)
      await this.#logFailure(ctx, attempt.accountType, `cancelled, ${maskAzMobile(attempt.phone)}`)
    }
  }

  /**
   * The account for certificate `index`: account type as chosen, personal_code = FIN, and for a
   * business certificate and a seller, the company's tax_id = VÖEN. Signs it in, or records
   * "not found" (with the registration prefill) or "disabled". Returns where to go next.
   */
  async #finish(
    ctx: HttpContext,
    attempt: Attempt,
    identity: SignerIdentity,
    index: number
  ): Promise<string> {
    const page = urlTo('mobile_signature', ctx.locale)
    const certificate = identity.certificates[index]
    const query = User.query()
      .where('account_type', attempt.accountType)
      .where('personal_code', identity.personalCode)
    if (certificate.type === 'legal' && attempt.accountType === 'seller') {
      query.whereIn(
        'company_id',
        db.from('companies').select('id').where('tax_id', certificate.voen!)
      )
    }
    const user = await query.first()
    const stored = { identity: JSON.stringify({ ...identity, chosen: index }) }

    if (!user) {
      if (await this.#transition(attempt, 'no_account', { ...stored, result: 'NOT_MID_CLIENT' })) {
        const prefill: RegistrationPrefill = {
          firstName: identity.givenName,
          lastName: identity.surname,
          personalCode: identity.personalCode,
          accountType: attempt.accountType,
        }
        if (certificate.type === 'legal' && certificate.voen) {
          prefill.companyName = certificate.name
          prefill.taxId = certificate.voen
          prefill.companyType = companyTypeOf(certificate.voen)
        }
        ctx.session.put(REGISTRATION_PREFILL_KEY, prefill)
        await this.#logFailure(
          ctx,
          attempt.accountType,
          `no ${attempt.accountType} account for the certificate holder`
        )
      }
      return page
    }
    if (user.disabledAt) {
      if (
        await this.#transition(attempt, 'fail', {
          ...stored,
          result: ACCOUNT_DISABLED,
          user_id: user.id,
        })
      ) {
        await logSecurityEvent(ctx, 'mobile_sign_in_failed', { user, detail: 'account disabled' })
      }
      return page
    }
    if (!(await this.#transition(attempt, 'sign_in', { ...stored, user_id: user.id }))) return page
    await signInSession(ctx, user, 'mobile_sign_in_ok')
    ctx.session.forget(ATTEMPT_SESSION_KEY)
    ctx.session.forget(REGISTRATION_PREFILL_KEY)
    return dashboardPath(user.accountType, ctx.locale)
  }

  /** The attempt `id` if it is this browser's current one; AttemptNotFound otherwise. */
  async #bound(ctx: HttpContext, id: string): Promise<Attempt> {
    const mine = ctx.session.get(ATTEMPT_SESSION_KEY)
    const attempt = typeof mine === 'string' && mine === id ? await this.#load(id) : null
    if (!attempt) {
      await logSecurityEvent(ctx, 'mobile_sign_in_failed', {
        detail: 'attempt not bound to this session',
      })
      throw new AttemptNotFound()
    }
    return this.#expireIfDue(ctx, attempt)
  }

  async #expireIfDue(ctx: HttpContext, attempt: Attempt): Promise<Attempt> {
    if (isFinalState(attempt.state) || attempt.expiresAt.getTime() > Date.now()) return attempt
    if (await this.#transition(attempt, 'expire', { result: 'EXPIRED_TRANSACTION' })) {
      if (attempt.state === 'running' && attempt.providerSession)
        await this.provider.cancel(attempt.providerSession)
      await this.#logFailure(ctx, attempt.accountType, `expired, ${maskAzMobile(attempt.phone)}`)
    }
    return (await this.#load(attempt.id))!
  }

  /** Compare-and-set transition of the stored attempt (attempt_store.ts). */
  #transition(
    attempt: Attempt,
    event: MobileSignatureEvent,
    changes: Record<string, unknown> = {}
  ): Promise<boolean> {
    return transitionAttempt(attempt, event, changes)
  }

  #load(id: string): Promise<Attempt | null> {
    return loadAttempt(id)
  }

  #logFailure(ctx: HttpContext, accountType: string, detail: string) {
    return logSecurityEvent(ctx, 'mobile_sign_in_failed', { accountType, detail })
  }
}
