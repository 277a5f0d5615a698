import ExpireUnpaidOrders, { EXPIRE_UNPAID_ORDERS_JOB } from '#actions/orders/expire_unpaid_orders'
import { defineJob } from '#services/queue/types'

/**
 * `orders.expire_unpaid` `{}`: expires unpaid orders past their `expires_at` and gives their stock
 * back (app/actions/orders/expire_unpaid_orders.ts). Enqueued every minute by the order-expiry
 * scheduler; running it twice at once is harmless.
 */
export default defineJob<Record<string, never>>(EXPIRE_UNPAID_ORDERS_JOB, async () => {
  const expired = await new ExpireUnpaidOrders().handle()
  return expired > 0 ? `expired ${expired} unpaid order(s)` : undefined
})
