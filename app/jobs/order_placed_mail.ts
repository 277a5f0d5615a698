import { sendPlacedMail } from '#services/orders/order_mails'
import { defineJob } from '#services/queue/types'

/**
 * `order.placed_mail` `{ orderId }` (queued by checkout with the order): the buyer's order mail
 * with each shipment's signed tracking link; a cash-on-delivery order also queues the sellers'
 * new-order notices. Transport errors retry.
 */
export default defineJob<{ orderId: number }>('order.placed_mail', async ({ orderId }) => {
  return sendPlacedMail(Number(orderId))
})
