import { sendStageMail } from '#services/orders/order_mails'
import { defineJob, PermanentJobError } from '#services/queue/types'
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#state_machines/shipment_status'

/**
 * `shipment.stage_mail` `{ shipmentId, status }` (queued with every stage a seller sets): tells
 * the buyer the new stage, in the order's language, with the signed tracking link.
 */
export default defineJob<{ shipmentId: number; status: ShipmentStatus }>(
  'shipment.stage_mail',
  async ({ shipmentId, status }) => {
    if (!SHIPMENT_STATUSES.includes(status))
      throw new PermanentJobError(`shipment ${shipmentId}: unknown stage "${status}"`)
    return sendStageMail(Number(shipmentId), status)
  }
)
