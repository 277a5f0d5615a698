import { SHIPMENT_STAGES, type ShipmentStatus } from '#state_machines/shipment_status'

/** Where a step of the tracking timeline stands relative to the shipment's current stage. */
export type TimelineStepState = 'done' | 'current' | 'upcoming'

/** One step of the timeline: the stage, when it was reached (null when not, or not recorded) and its state. */
export interface TimelineStep {
  status: ShipmentStatus
  at: Date | null
  state: TimelineStepState
}

/**
 * The tracking timeline of a shipment (SPEC §4 stages; order from SHIPMENT_STAGES):
 * - on the happy path: every stage, those before the current one done, the current one
 *   highlighted, the rest upcoming;
 * - returned or deleted: the happy-path stages actually reached (from `events`), then the final
 *   stage as current;
 * - an order not confirmed yet (awaiting payment, payment failed or cancelled): every stage
 *   upcoming — nothing has started.
 * Dates are those of the latest event of each stage (shipment_events.created_at).
 */
export function shipmentTimeline(
  status: ShipmentStatus,
  events: readonly { status: ShipmentStatus; createdAt: Date }[],
  confirmed: boolean
): TimelineStep[] {
  const reachedAt = new Map<ShipmentStatus, Date>()
  for (const event of events) {
    const previous = reachedAt.get(event.status)
    if (!previous || previous.getTime() <= event.createdAt.getTime())
      reachedAt.set(event.status, event.createdAt)
  }
  const at = (stage: ShipmentStatus) => reachedAt.get(stage) ?? null

  if (status === 'returned' || status === 'deleted') {
    const reached = SHIPMENT_STAGES.filter((stage) => reachedAt.has(stage))
    return [
      ...reached.map((stage) => ({ status: stage, at: at(stage), state: 'done' as const })),
      { status, at: at(status), state: 'current' },
    ]
  }
  if (!confirmed)
    return SHIPMENT_STAGES.map((stage) => ({ status: stage, at: null, state: 'upcoming' }))

  const current = SHIPMENT_STAGES.indexOf(status)
  return SHIPMENT_STAGES.map((stage, index) => {
    if (index < current) return { status: stage, at: at(stage), state: 'done' }
    if (index === current) return { status: stage, at: at(stage), state: 'current' }
    return { status: stage, at: null, state: 'upcoming' }
  })
}
