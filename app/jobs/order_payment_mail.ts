import { type PaymentMailOutcome, sendPaymentMail } from '#services/orders/order_mails'
import { defineJob, PermanentJobError } from '#services/queue/types'

const OUTCOMES: readonly PaymentMailOutcome[] = ['succeeded', 'failed', 'cancelled']

/**
 * `order.payment_mail` `{ orderId, outcome: 'succeeded' | 'failed' | 'cancelled' }` (queued by
 * payments): the buyer's payment result; a success also queues the sellers' new-order notices.
 * An unknown outcome fails the job at once.
 */
export default defineJob<{ orderId: number; outcome: PaymentMailOutcome }>(
  'order.payment_mail',
  async ({ orderId, outcome }) => {
    if (!OUTCOMES.includes(outcome))
      throw new PermanentJobError(`order ${orderId}: unknown payment outcome "${outcome}"`)
    return sendPaymentMail(Number(orderId), outcome)
  }
)
