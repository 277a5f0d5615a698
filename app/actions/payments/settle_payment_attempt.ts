import logger from '@adonisjs/core/services/logger'
import PaymentAttempt from '#models/payment_attempt'
import { gatewayFor } from '#services/payments/gateways'
import { PaymentGatewayError } from '#services/payments/gateway'
import ApplyPaymentResult, { type ApplyOutcome } from '#actions/payments/apply_payment_result'

/** What settling found: the apply outcome, or `unavailable` when the gateway could not answer. */
export type SettleOutcome = ApplyOutcome | 'unavailable'

/**
 * Asks the attempt's gateway, server to server, for the payment's state and applies it
 * (ApplyPaymentResult). Used by the return page and the reconciliation job. An attempt that is
 * already final, or never reached the gateway, is not queried ('unchanged'). Gateway errors are
 * logged and reported as 'unavailable' — nothing changes then. Returns null for an unknown attempt.
 */
export default class SettlePaymentAttempt {
  async handle(attemptId: number): Promise<SettleOutcome | null> {
    const attempt = await PaymentAttempt.find(attemptId)
    if (!attempt) return null
    if (!['created', 'pending'].includes(attempt.status) || !attempt.providerReference)
      return 'unchanged'
    try {
      const gateway = await gatewayFor(attempt.gateway)
      const verified = await gateway.fetchStatus(attempt.providerReference)
      return await new ApplyPaymentResult().handle(attempt.id, verified)
    } catch (error) {
      if (
        !(error instanceof PaymentGatewayError) &&
        (error as { code?: string }).code !== 'E_PAYMENT_GATEWAY_DISABLED'
      )
        throw error
      logger.warn(
        `payments: status check of attempt ${attempt.id} failed: ${(error as Error).message}`
      )
      return 'unavailable'
    }
  }
}
