import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import SettlePaymentAttempt, { type SettleOutcome } from '#actions/payments/settle_payment_attempt'

/** Job that runs this action (payload `{}`). */
export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile'

/** What a reconciliation pass did: attempts checked and how each ended. */
export interface ReconcileSummary {
  checked: number
  outcomes: Partial<Record<SettleOutcome, number>>
}

/** payment_attempts statuses of a payment that may still end either way. */
const LIVE_ATTEMPT = ['created', 'pending']

/**
 * Reconciliation (INTEGRATIONS §4.2: "a reconciliation job polls non-final attempts"): live
 * attempts (created or pending, known at their gateway) `reconcileAfterMinutes` after they were
 * last looked at are settled from the gateway's own status (SettlePaymentAttempt →
 * ApplyPaymentResult), so a payment whose callback never came, was refused (amount mismatch) or
 * could not be confirmed yet, and whose buyer never returned, still ends right. At most
 * `reconcileBatch` per pass: first the attempts that received a signed callback since they were
 * last looked at which did not settle them (the gateway says something happened: issue #22),
 * then the least recently checked. Each check touches `updated_at`, so payments a buyer
 * abandoned at the gateway do not starve newer ones. `now` is for tests.
 */
export default class ReconcilePayments {
  async handle(now: Date = new Date()): Promise<ReconcileSummary> {
    const before = new Date(now.getTime() - paymentsConfig.reconcileAfterMinutes * 60_000)
    const due = await db
      .from('payment_attempts as a')
      .whereIn('a.status', LIVE_ATTEMPT)
      .whereNotNull('a.provider_reference')
      .where('a.updated_at', '<=', before)
      .orderByRaw(
        `EXISTS (SELECT 1 FROM payment_events e
                  WHERE e.payment_attempt_id = a.id AND e.signature_valid AND e.processed_at IS NULL
                    AND e.received_at > a.updated_at) DESC`
      )
      .orderBy('a.updated_at')
      .orderBy('a.id')
      .limit(paymentsConfig.reconcileBatch)
      .select('a.id')
    const summary: ReconcileSummary = { checked: 0, outcomes: {} }
    for (const row of due) {
      const outcome = await new SettlePaymentAttempt().handle(Number(row.id))
      if (outcome === null) continue
      summary.checked++
      summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1
      await db
        .from('payment_attempts')
        .where('id', row.id)
        .whereIn('status', LIVE_ATTEMPT)
        .update({ updated_at: new Date() })
    }
    return summary
  }
}
