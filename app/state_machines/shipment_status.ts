/**
 * Shipment tracking stages (SPEC §4; DESIGN §4 Orders and delivery). One shipment per seller of an
 * order; the seller moves it, the system deletes it when the order's payment fails or expires:
 *
 *   accepted ──prepare──▶ preparing ──set_courier──▶ courier_set ──courier_accept──▶ courier_accepted
 *   courier_accepted ──dispatch──▶ on_the_way ──deliver──▶ delivered
 *   on_the_way / delivered ──return──▶ returned
 *   accepted / preparing ──delete──▶ deleted    (seller cancels before a courier is set; or system)
 *
 * "not found" (SPEC §4) is what tracking shows for an unknown number or a wrong secret, not a state.
 */
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/orders'

export { SHIPMENT_STATUSES, type ShipmentStatus }

/** The happy path in order, as the tracking timeline draws it: every stage up to delivered. */
export const SHIPMENT_STAGES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (status) => status !== 'returned' && status !== 'deleted'
)

export const SHIPMENT_EVENTS = [
  'prepare',
  'set_courier',
  'courier_accept',
  'dispatch',
  'deliver',
  'return',
  'delete',
] as const
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number]

/** The transition table: state → event → next state. Anything missing is refused. */
export const SHIPMENT_TRANSITIONS: Readonly<
  Record<ShipmentStatus, Readonly<Partial<Record<ShipmentEvent, ShipmentStatus>>>>
> = {
  accepted: { prepare: 'preparing', delete: 'deleted' },
  preparing: { set_courier: 'courier_set', delete: 'deleted' },
  courier_set: { courier_accept: 'courier_accepted' },
  courier_accepted: { dispatch: 'on_the_way' },
  on_the_way: { deliver: 'delivered', return: 'returned' },
  delivered: { return: 'returned' },
  returned: {},
  deleted: {},
}

/** Raised for a transition the table does not allow (code E_INVALID_SHIPMENT_TRANSITION). */
export class InvalidShipmentTransition extends Error {
  code = 'E_INVALID_SHIPMENT_TRANSITION'
  constructor(
    public from: ShipmentStatus,
    public event: ShipmentEvent
  ) {
    super(`Shipment cannot "${event}" from "${from}"`)
  }
}

/** Next stage of a shipment for an event; throws InvalidShipmentTransition when the table forbids it. */
export function nextShipmentStatus(from: ShipmentStatus, event: ShipmentEvent): ShipmentStatus {
  const next = SHIPMENT_TRANSITIONS[from]?.[event]
  if (!next) throw new InvalidShipmentTransition(from, event)
  return next
}

/** Events the table allows from a stage (the buttons a seller sees). */
export function allowedShipmentEvents(from: ShipmentStatus): ShipmentEvent[] {
  return Object.keys(SHIPMENT_TRANSITIONS[from] ?? {}) as ShipmentEvent[]
}
