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

/**
 * Reconciliation (INTEGRATIONS §4.2: "a reconciliation job polls non-final attempts"): attempts
 * still `pending` at their gateway `reconcileAfterMinutes` after they were last looked at are
 * settled from the gateway's own status (SettlePaymentAttempt → ApplyPaymentResult), so a
 * payment whose callback never came and whose buyer never returned still ends right. At most
 * `reconcileBatch` per pass, least recently checked first; each check touches `updated_at`, so
 * payments a buyer abandoned at the gateway do not starve newer ones. `now` is for tests.
 */
export default class ReconcilePayments {
  async handle(now: Date = new Date()): Promise<ReconcileSummary> {
    const before = new Date(now.getTime() - paymentsConfig.reconcileAfterMinutes * 60_000)
    const due = await db
      .from('payment_attempts')
      .where('status', 'pending')
      .whereNotNull('provider_reference')
      .where('updated_at', '<=', before)
      .orderBy('updated_at')
      .orderBy('id')
      .limit(paymentsConfig.reconcileBatch)
      .select('id')
    const summary: ReconcileSummary = { checked: 0, outcomes: {} }
    for (const row of due) {
      const outcome = await new SettlePaymentAttempt().handle(Number(row.id))
      if (outcome === null) continue
      summary.checked++
      summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1
      await db.from('payment_attempts').where('id', row.id).where('status', 'pending').update({ updated_at: new Date() })
    }
    return summary
  }
}
