import type Rfq from '#models/rfq'
import type ProformaInvoice from '#models/proforma_invoice'

/** Why the acceptance service refuses a decision (its QuoteRefused error's `.reason`). */
export type QuoteRefusal = 'not_current' | 'expired' | 'rfq_closed'

/** The acceptance service's agreed surface (#services/export_desk/acceptance, pro-forma side). */
interface AcceptanceModule {
  acceptQuote(rfq: Rfq, quoteId: number): Promise<ProformaInvoice>
  declineQuote(rfq: Rfq, quoteId: number, reason: string | null): Promise<void>
}

// The acceptance service is written on another branch of the export desk; until the branches
// meet, it is loaded by a computed specifier so this branch builds without it. Replace with a
// static `import { acceptQuote, declineQuote } from '#services/export_desk/acceptance'` at merge.
const ACCEPTANCE = '#services/export_desk/acceptance'

async function acceptance(): Promise<AcceptanceModule | null> {
  try {
    return (await import(/* @vite-ignore */ ACCEPTANCE)) as AcceptanceModule
  } catch {
    return null
  }
}

/** The outcome of a buyer's decision on a quote. */
export type DecisionOutcome =
  | { ok: true; proforma: ProformaInvoice | null }
  | { ok: false; reason: QuoteRefusal | 'unavailable' }

function refusal(error: unknown): QuoteRefusal | null {
  const reason = (error as { reason?: unknown } | null)?.reason
  return reason === 'not_current' || reason === 'expired' || reason === 'rfq_closed'
    ? reason
    : null
}

/**
 * The buyer accepts (`decline` false) or declines quote `quoteId` of `rfq` through the acceptance
 * service (which locks the RFQ, checks the quote is current and valid, and issues the pro-forma).
 * A QuoteRefused comes back as its reason; `unavailable` when the service is not installed.
 */
export async function decideQuote(
  rfq: Rfq,
  quoteId: number,
  decision: { accept: true } | { accept: false; reason: string | null }
): Promise<DecisionOutcome> {
  const service = await acceptance()
  if (!service) return { ok: false, reason: 'unavailable' }
  try {
    if (decision.accept) return { ok: true, proforma: await service.acceptQuote(rfq, quoteId) }
    await service.declineQuote(rfq, quoteId, decision.reason)
    return { ok: true, proforma: null }
  } catch (error) {
    const reason = refusal(error)
    if (reason) return { ok: false, reason }
    throw error
  }
}
