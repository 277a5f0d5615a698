/**
 * RFQ lifecycle (issue 24, export desk):
 *
 *   unconfirmed ──confirm──▶ requested ──quote──▶ quoted ──quote──▶ quoted   (a revision: new version)
 *   quoted ──accept──▶ accepted ──issue_proforma──▶ proforma_issued ──fulfil──▶ fulfilled
 *   requested ──decline──▶ declined   (the seller cannot supply)
 *   quoted ──decline──▶ declined      (the buyer declines the current quote)
 *   unconfirmed / requested / quoted ──expire──▶ expired   (link unused, no answer, quote validity passed)
 *   unconfirmed / requested / quoted ──withdraw──▶ withdrawn   (the buyer)
 *
 * Acceptance issues the pro-forma in the same transaction, so `accepted` is only seen inside it.
 */
import { RFQ_STATUSES, type RfqStatus } from '#shared/rfq'

export { RFQ_STATUSES, type RfqStatus }

export const RFQ_EVENTS = [
  'confirm',
  'quote',
  'accept',
  'issue_proforma',
  'fulfil',
  'decline',
  'expire',
  'withdraw',
] as const
export type RfqEvent = (typeof RFQ_EVENTS)[number]

/** The transition table: state → event → next state. Anything missing is refused. */
export const RFQ_TRANSITIONS: Readonly<
  Record<RfqStatus, Readonly<Partial<Record<RfqEvent, RfqStatus>>>>
> = {
  unconfirmed: { confirm: 'requested', expire: 'expired', withdraw: 'withdrawn' },
  requested: { quote: 'quoted', decline: 'declined', expire: 'expired', withdraw: 'withdrawn' },
  quoted: {
    quote: 'quoted',
    accept: 'accepted',
    decline: 'declined',
    expire: 'expired',
    withdraw: 'withdrawn',
  },
  accepted: { issue_proforma: 'proforma_issued' },
  proforma_issued: { fulfil: 'fulfilled' },
  fulfilled: {},
  declined: {},
  expired: {},
  withdrawn: {},
}

/** Raised for a transition the table does not allow (code E_INVALID_RFQ_TRANSITION). */
export class InvalidRfqTransition extends Error {
  code = 'E_INVALID_RFQ_TRANSITION'
  constructor(
    public from: RfqStatus,
    public event: RfqEvent
  ) {
    super(`RFQ cannot "${event}" from "${from}"`)
  }
}

/** Next state of an RFQ for an event; throws InvalidRfqTransition when the table forbids it. */
export function nextRfqStatus(from: RfqStatus, event: RfqEvent): RfqStatus {
  const next = RFQ_TRANSITIONS[from]?.[event]
  if (!next) throw new InvalidRfqTransition(from, event)
  return next
}

/** Whether the table allows `event` from `from`. */
export function canRfq(from: RfqStatus, event: RfqEvent): boolean {
  return RFQ_TRANSITIONS[from]?.[event] !== undefined
}
