/**
 * Export desk (issue 24): requests for quotation (RFQ), quotes and pro-forma invoices. The lists
 * both the server and the browser need; labels live in resources/lang (`rfq.*`). Transitions:
 * app/state_machines/rfq_status.ts. Money is in minor units (cents) of the quote's currency.
 */

/**
 * RFQ states. `unconfirmed`: a guest's RFQ waiting for the e-mail link (the seller does not see
 * it); `requested`: waiting for the seller's quote; the rest as in the transition table.
 */
export const RFQ_STATUSES = [
  'unconfirmed',
  'requested',
  'quoted',
  'accepted',
  'proforma_issued',
  'fulfilled',
  'declined',
  'expired',
  'withdrawn',
] as const
export type RfqStatus = (typeof RFQ_STATUSES)[number]

/** States a seller's inbox shows (an unconfirmed guest RFQ has not reached the seller yet). */
export const RFQ_INBOX_STATUSES = RFQ_STATUSES.filter(
  (status) => status !== 'unconfirmed'
) as readonly Exclude<RfqStatus, 'unconfirmed'>[]

/** States after which nothing more happens to an RFQ. */
export const RFQ_CLOSED_STATUSES: readonly RfqStatus[] = [
  'fulfilled',
  'declined',
  'expired',
  'withdrawn',
]

/**
 * A quote's own state: the newest version is `current` until the buyer accepts or declines it,
 * it expires at its validity date, or a revision makes it `superseded`.
 */
export const QUOTE_STATUSES = ['current', 'superseded', 'accepted', 'declined', 'expired'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

/** Payment terms a buyer asks for and a quote offers (labels: rfq.payment_terms.*). */
export const PAYMENT_TERMS = ['tt_advance', 'tt_30_70', 'lc_at_sight', 'cad'] as const
export type PaymentTerm = (typeof PAYMENT_TERMS)[number]

/** Who wrote a message of an RFQ's thread (`system`: Karvan's own notes, e.g. "quote v2 sent"). */
export const RFQ_MESSAGE_AUTHORS = ['buyer', 'seller', 'system'] as const
export type RfqMessageAuthor = (typeof RFQ_MESSAGE_AUTHORS)[number]

/** Bounds the forms and the database share. */
export const RFQ_LIMITS = {
  /** Products in one RFQ (all from one seller). */
  maxItems: 10,
  /** Largest quantity of one line, in the offer's unit of sale. */
  maxQuantity: 10_000_000,
  /** Largest unit price, in minor units (10 000 000.00). */
  maxUnitPriceMinor: 1_000_000_000,
  messageLength: 4000,
  placeLength: 120,
  /** A guest's confirmation link works this long. */
  confirmHours: 48,
  /** The seller is reminded of an unanswered RFQ after these many hours. */
  reminderHours: [24, 72] as const,
  /** An RFQ with no quote expires after this many days. */
  unansweredDays: 30,
  /** A quote's validity date lies at most this many days ahead. */
  maxValidityDays: 365,
} as const

/** `RFQ-000123`: the reference buyers and sellers quote (from the row id). */
export function rfqReference(id: number): string {
  return `RFQ-${String(id).padStart(6, '0')}`
}
