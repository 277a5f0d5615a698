import vine from '@vinejs/vine'
import {
  SHIPMENT_EVENTS,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '#state_machines/shipment_status'
import { pageNumber } from '#validators/rules'

/** Filters of the seller's order list: every shipment, or the shipments at one stage. */
export const SELLER_ORDER_FILTERS = ['all', ...SHIPMENT_STATUSES] as const
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number]

/** Highest page number the list accepts (larger ones show the last page anyway). */
export const SELLER_ORDERS_MAX_PAGE = 100_000

/**
 * Route matcher of a tracking number in a seller's shipment URL (shipments.tracking_number,
 * varchar 20): letters, digits and dashes. Anything else never reaches a controller (404).
 */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/

const statusValidator = vine.create({ value: vine.enum(SELLER_ORDER_FILTERS).optional() })

/**
 * `?status=all|accepted|preparing|…&page=N` of the seller's order list. Each field is validated
 * on its own and falls back to its default (all, 1) when missing or unreadable. Never throws.
 */
export async function sellerOrdersQuery(
  qs: Record<string, unknown>
): Promise<{ status: SellerOrderFilter; page: number }> {
  const [statusError, status] = await statusValidator.tryValidate({ value: qs.status })
  return {
    status: statusError || !status?.value ? 'all' : status.value,
    page: pageNumber(qs.page, SELLER_ORDERS_MAX_PAGE),
  }
}

/**
 * A seller's "move the shipment" form: the event (a button of allowedShipmentEvents) and the
 * stage the page showed (`from`), so a form from a stale tab cannot move a shipment twice.
 */
export const shipmentTransitionValidator = vine.create({
  event: vine.enum(SHIPMENT_EVENTS),
  from: vine.enum(SHIPMENT_STATUSES),
})

/** Whether a filter names one shipment stage (not `all`). */
export function isStageFilter(filter: SellerOrderFilter): filter is ShipmentStatus {
  return filter !== 'all'
}
