import type Rfq from '#models/rfq'
import type ProformaInvoice from '#models/proforma_invoice'
import {
  acceptQuote,
  declineQuote,
  QuoteRefused,
  type QuoteRefusal,
} from '#services/export_desk/acceptance'

export type { QuoteRefusal }

/** The outcome of a buyer's decision on a quote. */
export type DecisionOutcome =
  { ok: true; proforma: ProformaInvoice | null } | { ok: false; reason: QuoteRefusal }

/**
 * The buyer accepts (`accept: true`) or declines quote `quoteId` of `rfq` through the acceptance
 * service (it locks the RFQ, checks the quote is current and valid, and issues the pro-forma).
 * A QuoteRefused comes back as its reason ('not_current' | 'expired' | 'rfq_closed'), shown to
 * the buyer as rfq_buyer.refusal.<reason>; any other error propagates.
 */
export async function decideQuote(
  rfq: Rfq,
  quoteId: number,
  decision: { accept: true } | { accept: false; reason: string | null }
): Promise<DecisionOutcome> {
  try {
    if (decision.accept) return { ok: true, proforma: await acceptQuote(rfq, quoteId) }
    await declineQuote(rfq, quoteId, decision.reason)
    return { ok: true, proforma: null }
  } catch (error) {
    if (error instanceof QuoteRefused) return { ok: false, reason: error.reason }
    throw error
  }
}
