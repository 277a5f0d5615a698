/**
 * Order payment lifecycle (DESIGN §4 Orders and delivery, §5 Payments):
 *
 *   awaiting_payment ──pay─────▶ paid            (verified gateway result)
 *   awaiting_payment ──fail────▶ payment_failed  (stock given back)
 *   awaiting_payment ──expire──▶ expired         (unpaid past expires_at; stock given back)
 *   awaiting_payment ──cancel──▶ cancelled       (buyer cancelled at the gateway; stock given back)
 *   payment_failed / cancelled ──retry──▶ awaiting_payment (stock taken again)
 *   placed                                       (cash on delivery: confirmed at once, paid on delivery)
 *   placed ──pay──▶ paid                          (courier collected the cash: delivered)
 *
 * Shipments move on their own table (shipment_status.ts); only paid or placed orders reach sellers.
 */
import { ORDER_STATUSES, type OrderStatus } from '#shared/orders'

export { ORDER_STATUSES, type OrderStatus }

export const ORDER_EVENTS = ['pay', 'fail', 'expire', 'cancel', 'retry'] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** Orders the seller works on and the buyer may see as confirmed. */
export const CONFIRMED_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'paid']

/** Orders whose reserved stock has been (or must be) given back. */
export const RELEASING_ORDER_STATUSES: readonly OrderStatus[] = [
  'payment_failed',
  'expired',
  'cancelled',
]

/** The transition table: state → event → next state. Anything missing is not allowed. */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  awaiting_payment: { pay: 'paid', fail: 'payment_failed', expire: 'expired', cancel: 'cancelled' },
  placed: { pay: 'paid' },
  paid: {},
  payment_failed: { retry: 'awaiting_payment' },
  cancelled: { retry: 'awaiting_payment' },
  expired: {},
}

/** Raised for a transition the table does not allow (code E_INVALID_ORDER_TRANSITION). */
export class InvalidOrderTransition extends Error {
  code = 'E_INVALID_ORDER_TRANSITION'
  constructor(
    public from: OrderStatus,
    public event: OrderEvent
  ) {
    super(`Order cannot "${event}" from "${from}"`)
  }
}

/** Next status of an order for an event; throws InvalidOrderTransition when the table forbids it. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus {
  const next = ORDER_TRANSITIONS[from]?.[event]
  if (!next) throw new InvalidOrderTransition(from, event)
  return next
}
