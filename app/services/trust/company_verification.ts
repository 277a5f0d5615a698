import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import mobileSignatureConfig from '#config/mobile_signature'
import { invalidate } from '#services/cache/invalidation'
import { VERIFICATION_VALID_DAYS } from '#shared/trust'
import { isFinalState, type MobileSignatureEvent } from '../../state_machines/mobile_signature.js'
import type MobileSignatureProvider from '#services/mobile_signature/provider'
import { MobileSignatureError, type SignerIdentity } from '#services/mobile_signature/provider'
import { consumeStartAllowance } from '#services/mobile_signature/throttle'
import { loadAttempt, transitionAttempt } from '#services/mobile_signature/attempt_store'
import type { Attempt, PollAnswer } from '#services/mobile_signature/sign_in'
import { AttemptFinished, AttemptNotFound } from '#services/mobile_signature/sign_in'
import { matchCertificates } from './certificate_match.js'

/** Session key of this browser's company-verification attempt (apart from the sign-in's). */
export const VERIFICATION_ATTEMPT_KEY = 'company_verification_attempt'

/** Results stored on a verification attempt besides SPEC §8's codes. */
export const VERIFIED = 'VERIFIED'
export const VOEN_MISMATCH = 'VOEN_MISMATCH'
export const PERSONAL_CERTIFICATE = 'PERSONAL_CERTIFICATE'

/**
 * Verifying a seller's company by mobile signature (issue 25): the seller signs with Asan İmza
 * (the same service, throttle, attempt storage and state machine as the sign-in); when one of
 * the signer's business certificates carries the company's VÖEN, the company is verified for
 * VERIFICATION_VALID_DAYS (revocation and the reminder stamp cleared). Any other outcome changes
 * nothing and is kept on the attempt for the profile page to word. Attempts are bound to the
 * browser session and to the seller's account (users.id on the row).
 */
export default class CompanyVerification {
  constructor(protected provider: MobileSignatureProvider) {}

  /** This browser's attempt for `user`, expired on the way when its time is up; null if none. */
  async current(ctx: HttpContext, user: User): Promise<Attempt | null> {
    const id = ctx.session.get(VERIFICATION_ATTEMPT_KEY)
    const attempt = typeof id === 'string' ? await this.#mine(id, user) : null
    return attempt ? this.#expireIfDue(attempt) : null
  }

  /**
   * Asks the phone of Asan İmza holder `input` (user ID, phone in E.164) to sign for `user`'s
   * company; a running attempt of this browser is cancelled first. Throws
   * MobileSignatureThrottled (nothing sent) when the sign-in's start limits are reached.
   */
  async start(ctx: HttpContext, user: User, input: { userId: string; phone: string }) {
    await consumeStartAllowance(input.phone, ctx.request.ip())
    const previous = await this.current(ctx, user)
    if (previous && !isFinalState(previous.state)) {
      if (await transitionAttempt(previous, 'cancel'))
        if (previous.providerSession) await this.provider.cancel(previous.providerSession)
    }
    const now = Date.now()
    const base = {
      id: randomUUID(),
      signer_user_id: input.userId,
      phone: input.phone,
      account_type: 'seller',
      locale: ctx.locale,
      ip_address: ctx.request.ip(),
      user_id: user.id,
    }
    try {
      const started = await this.provider.start({ ...input, lang: ctx.locale })
      await db.table('mobile_signature_sessions').insert({
        ...base,
        state: 'running',
        provider_session: started.sessionId,
        verification_code: started.verificationCode,
        expires_at: new Date(
          Math.min(started.expiresAt.getTime(), now + mobileSignatureConfig.sessionTtlMs)
        ),
      })
    } catch (error) {
      if (!(error instanceof MobileSignatureError)) throw error
      logger.warn({ code: error.code }, `company verification: start refused: ${error.message}`)
      await db.table('mobile_signature_sessions').insert({
        ...base,
        state: error.code === 'NOT_MID_CLIENT' ? 'not_found' : 'failed',
        result: error.code,
        expires_at: new Date(now + mobileSignatureConfig.sessionTtlMs),
        finished_at: new Date(),
      })
    }
    ctx.session.put(VERIFICATION_ATTEMPT_KEY, base.id)
  }

  /**
   * One status query of attempt `id`: keep waiting, or it is over (verified, refused, failed)
   * and the page reloads `page`. Throws AttemptNotFound for an attempt that is not this
   * browser's and this seller's.
   */
  async poll(ctx: HttpContext, user: User, id: string, page: string): Promise<PollAnswer> {
    const attempt = await this.#bound(ctx, user, id)
    if (attempt.state !== 'running' || !attempt.providerSession)
      return { state: 'finished', location: page }
    const outcome = await this.provider.poll(attempt.providerSession, {
      waitMs: mobileSignatureConfig.client.pollWaitMs,
    })
    if (outcome.state === 'RUNNING') {
      const fresh = await this.#expireIfDue(attempt)
      return fresh.state === 'running'
        ? { state: 'running' }
        : { state: 'finished', location: page }
    }
    if (outcome.result === 'OK') await this.#conclude(attempt, user, outcome.identity)
    else {
      const event: MobileSignatureEvent =
        outcome.result === 'NOT_MID_CLIENT' ? 'no_account' : 'fail'
      await transitionAttempt(attempt, event, { result: outcome.result })
    }
    return { state: 'finished', location: page }
  }

  /** Cancels attempt `id` here and at the service. Throws AttemptNotFound / AttemptFinished. */
  async cancel(ctx: HttpContext, user: User, id: string): Promise<void> {
    const attempt = await this.#bound(ctx, user, id)
    if (isFinalState(attempt.state)) throw new AttemptFinished(attempt.state)
    if ((await transitionAttempt(attempt, 'cancel')) && attempt.providerSession)
      await this.provider.cancel(attempt.providerSession)
  }

  /**
   * The signature is valid: verify the company when a business certificate carries its VÖEN
   * (one UPDATE, only if the attempt is still unused), else record why not.
   */
  async #conclude(attempt: Attempt, user: User, identity: SignerIdentity) {
    const company = user.companyId
      ? await db.from('companies').where('id', user.companyId).select('tax_id').first()
      : null
    const match = company ? matchCertificates(identity.certificates, company.tax_id) : null
    const stored = { identity: JSON.stringify(identity) }
    if (!company || !match || match.outcome !== 'match') {
      const result = match?.outcome === 'mismatch' ? VOEN_MISMATCH : PERSONAL_CERTIFICATE
      await transitionAttempt(attempt, 'fail', { ...stored, result })
      return
    }
    await db.transaction(async (trx) => {
      const used = await trx
        .from('mobile_signature_sessions')
        .where('id', attempt.id)
        .where('state', attempt.state)
        .update({
          ...stored,
          state: 'signed_in',
          result: VERIFIED,
          updated_at: new Date(),
          finished_at: new Date(),
        })
      if (Number(used) !== 1) return
      await trx
        .from('companies')
        .where('id', user.companyId!)
        .update({
          verified_at: trx.raw('now()'),
          verification_expires_at: trx.raw(`now() + interval '${VERIFICATION_VALID_DAYS} days'`),
          verification_reminded_at: null,
          verification_revoked_at: null,
          verification_revoked_reason: null,
          verified_by_user_id: user.id,
        })
    })
    // Cards, listings and supplier pages show the badge: forget their caches.
    invalidate('pages')
    invalidate('catalog')
  }

  async #mine(id: string, user: User): Promise<Attempt | null> {
    const attempt = await loadAttempt(id)
    if (!attempt) return null
    const row = await db.from('mobile_signature_sessions').where('id', id).select('user_id').first()
    return row?.user_id === user.id ? attempt : null
  }

  async #bound(ctx: HttpContext, user: User, id: string): Promise<Attempt> {
    const attempt =
      ctx.session.get(VERIFICATION_ATTEMPT_KEY) === id ? await this.#mine(id, user) : null
    if (!attempt) throw new AttemptNotFound()
    return this.#expireIfDue(attempt)
  }

  async #expireIfDue(attempt: Attempt): Promise<Attempt> {
    if (isFinalState(attempt.state) || attempt.expiresAt.getTime() > Date.now()) return attempt
    if (
      (await transitionAttempt(attempt, 'expire', { result: 'EXPIRED_TRANSACTION' })) &&
      attempt.state === 'running' &&
      attempt.providerSession
    )
      await this.provider.cancel(attempt.providerSession)
    return (await loadAttempt(attempt.id))!
  }
}
