import { sendSellerNotice } from '#services/orders/order_mails'
import { defineJob } from '#services/queue/types'

/**
 * `order.seller_mail` `{ orderId, shipmentId }` (queued by the placed and payment mails once an
 * order is confirmed): the seller's new-order notice with a link to their shipment page, one
 * job per seller so one seller's mail problem never re-sends another's.
 */
export default defineJob<{ orderId: number; shipmentId: number }>(
  'order.seller_mail',
  async ({ orderId, shipmentId }) => {
    return sendSellerNotice(Number(orderId), Number(shipmentId))
  }
)
