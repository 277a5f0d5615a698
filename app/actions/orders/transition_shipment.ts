import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { enqueue } from '#services/queue/enqueue'
import {
  CONFIRMED_ORDER_STATUSES,
  nextOrderStatus,
  type OrderStatus,
} from '#state_machines/order_status'
import {
  nextShipmentStatus,
  type ShipmentEvent,
  type ShipmentStatus,
} from '#state_machines/shipment_status'

/** Job that e-mails the buyer a shipment's new stage (app/jobs/shipment_stage_mail.ts). */
export const SHIPMENT_STAGE_MAIL_JOB = 'shipment.stage_mail'

/**
 * Raised when the shipment is no longer at the stage the seller's page showed (another tab or
 * person moved it meanwhile; code E_STALE_SHIPMENT_STATE). Nothing changes.
 */
export class StaleShipmentState extends Error {
  code = 'E_STALE_SHIPMENT_STATE'
  constructor(
    public expected: ShipmentStatus,
    public actual: ShipmentStatus
  ) {
    super(`Shipment is at "${actual}", not "${expected}"`)
  }
}

/** Raised when the shipment is not the company's, or its order is not confirmed (code E_SHIPMENT_NOT_FOUND). */
export class ShipmentNotFound extends Error {
  code = 'E_SHIPMENT_NOT_FOUND'
  constructor(public shipmentId: number) {
    super(`Shipment ${shipmentId} not found for this seller`)
  }
}

/**
 * Gives a deleted shipment's units back to its products (the seller cancelled before a courier
 * took anything), in product-id order like every stock change. Runs once: only the transition
 * into `deleted` calls it, under the shipment's row lock.
 */
async function restockShipment(trx: TransactionClientContract, shipmentId: number) {
  const lines = await trx
    .from('order_lines')
    .where('shipment_id', shipmentId)
    .whereNotNull('product_id')
    .groupBy('product_id')
    .orderBy('product_id')
    .select('product_id')
    .sum('quantity as quantity')
  for (const line of lines) {
    await trx.rawQuery(
      'UPDATE products SET stock = stock + ?, updated_at = updated_at WHERE id = ?',
      [Number(line.quantity), line.product_id]
    )
  }
}

export interface TransitionShipmentInput {
  shipmentId: number
  /** The seller's company: the shipment must be its own. */
  companyId: number
  event: ShipmentEvent
  /** The stage the seller's page showed when the button was pressed. */
  expected: ShipmentStatus
  /** Who pressed it (shipment_events.actor_user_id). */
  actorUserId: number
}

export interface TransitionShipmentResult {
  status: ShipmentStatus
  /** The order's status after the move (a cash-on-delivery order becomes paid once all is delivered). */
  orderStatus: OrderStatus
}

/**
 * A seller moves their shipment one step (DESIGN §4; app/state_machines/shipment_status.ts), in
 * one transaction: the order and the shipment rows are locked (order first, as everywhere), the
 * stage the page showed must still be the stored one (else StaleShipmentState), the transition
 * table must allow the event (else InvalidShipmentTransition), then the stage is stored with a
 * shipment_events row (actor) and `shipment.stage_mail` {shipmentId, status} is queued with it.
 * A deleted shipment's units go back to stock. A cash-on-delivery order ('placed') whose every
 * shipment that is not deleted is delivered becomes 'paid' (paid_at now): the courier collected
 * the cash. Throws ShipmentNotFound when the
 * shipment is not the company's or its order is not confirmed; nothing changes on any error.
 */
export default class TransitionShipment {
  async handle(input: TransitionShipmentInput): Promise<TransitionShipmentResult> {
    return db.transaction(async (trx) => {
      const owned = await trx
        .from('shipments')
        .where('id', input.shipmentId)
        .where('company_id', input.companyId)
        .select('order_id')
        .first()
      if (!owned) throw new ShipmentNotFound(input.shipmentId)
      const order = await trx
        .from('orders')
        .where('id', owned.order_id)
        .forUpdate()
        .select('id', 'status')
        .firstOrFail()
      if (!CONFIRMED_ORDER_STATUSES.includes(order.status))
        throw new ShipmentNotFound(input.shipmentId)
      const shipment = await trx
        .from('shipments')
        .where('id', input.shipmentId)
        .forUpdate()
        .select('id', 'status')
        .firstOrFail()
      if (shipment.status !== input.expected)
        throw new StaleShipmentState(input.expected, shipment.status)

      const status = nextShipmentStatus(shipment.status, input.event)
      const now = new Date()
      await trx.from('shipments').where('id', shipment.id).update({ status, updated_at: now })
      await trx.table('shipment_events').insert({
        shipment_id: shipment.id,
        status,
        actor_user_id: input.actorUserId,
        created_at: now,
      })
      await enqueue(SHIPMENT_STAGE_MAIL_JOB, { shipmentId: shipment.id, status }, { trx })
      if (status === 'deleted') await restockShipment(trx, shipment.id)

      let orderStatus: OrderStatus = order.status
      if (status === 'delivered' && order.status === 'placed') {
        const open = await trx
          .from('shipments')
          .where('order_id', order.id)
          .whereNotIn('status', ['delivered', 'deleted'])
          .count('* as n')
          .first()
        if (Number(open?.n ?? 0) === 0) {
          orderStatus = nextOrderStatus(order.status, 'pay')
          await trx
            .from('orders')
            .where('id', order.id)
            .update({ status: orderStatus, paid_at: now, updated_at: now })
        }
      }
      return { status, orderStatus }
    })
  }
}
