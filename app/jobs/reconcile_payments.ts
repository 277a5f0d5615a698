import { defineJob } from '#services/queue/types'
import ReconcilePayments from '#actions/payments/reconcile_payments'

/**
 * `payments.reconcile` `{}`: settles payment attempts still pending a few minutes after they
 * started, from the gateways' own status (ReconcilePayments). Safe to run repeatedly and in
 * parallel. Returns a summary for the log.
 */
export default defineJob<Record<string, never>>('payments.reconcile', async () => {
  const summary = await new ReconcilePayments().handle()
  return `checked ${summary.checked}: ${
    Object.entries(summary.outcomes)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ') || 'nothing due'
  }`
})
