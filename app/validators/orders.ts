import vine from '@vinejs/vine'
import { ORDER_STATUSES, type OrderStatus } from '#state_machines/order_status'
import { pageNumber } from '#validators/rules'

/** Filters of the buyer's order list: every order or the orders of one status (app/state_machines/order_status.ts). */
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const
export type OrderFilter = (typeof ORDER_FILTERS)[number]

/** Highest page number the order list accepts (larger ones show the last page anyway). */
export const ORDERS_MAX_PAGE = 100_000

/**
 * Route matcher of an order number (orders.number, varchar 20): letters, digits and dashes.
 * Anything else never reaches a controller (the router answers 404).
 */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/

const statusValidator = vine.create({ value: vine.enum(ORDER_FILTERS).optional() })

/**
 * `?status=all|awaiting_payment|placed|paid|payment_failed|expired|cancelled&page=N` of the
 * buyer's order list. Each field is validated on its own and falls back to its default (all,
 * 1) when missing or unreadable, so `?status=oops&page=2` still honours the page. Never throws.
 */
export async function orderListQuery(
  qs: Record<string, unknown>
): Promise<{ status: OrderFilter; page: number }> {
  const [statusError, status] = await statusValidator.tryValidate({ value: qs.status })
  return {
    status: statusError || !status?.value ? 'all' : status.value,
    page: pageNumber(qs.page, ORDERS_MAX_PAGE),
  }
}

/** Whether a filter names one order status (not `all`). */
export function isStatusFilter(filter: OrderFilter): filter is OrderStatus {
  return filter !== 'all'
}
