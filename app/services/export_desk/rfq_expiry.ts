import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Rfq from '#models/rfq'
import { addRfqMessage, moveRfq, systemNote } from '#services/export_desk/rfq_transitions'
import { RFQ_LIMITS, type RfqStatus } from '#shared/rfq'
import { InvalidRfqTransition } from '#state_machines/rfq_status'

/** Today's date in Baku (quotes are valid through a Baku calendar date). */
const BAKU_TODAY = `(now() AT TIME ZONE 'Asia/Baku')::date`

/** What one pass of `rfq.expire` did. */
export interface ExpirySummary {
  /** Current quotes past their validity date, now `expired`. */
  quotes: number
  /** RFQs moved to `expired` (a quote lapsed, no answer in time, or a guest never confirmed). */
  rfqs: number
}

/**
 * Runs `work` in a transaction holding RFQ `rfqId`'s row lock; `work` gets the status found under
 * the lock and decides. A transition the table refuses by then (the RFQ moved meanwhile) is
 * skipped, not an error. Returns what `work` returned, or null when skipped or gone.
 */
async function underLock<T>(
  rfqId: number,
  work: (trx: TransactionClientContract, rfq: Rfq) => Promise<T | null>
): Promise<T | null> {
  try {
    return await db.transaction(async (trx) => {
      const rfq = await Rfq.query({ client: trx }).where('id', rfqId).forUpdate().first()
      return rfq ? work(trx, rfq) : null
    })
  } catch (error) {
    if (error instanceof InvalidRfqTransition) return null
    throw error
  }
}

/**
 * Expires one quote past its validity (re-checked under the RFQ's lock: the buyer may have
 * accepted it a moment ago). The RFQ follows to `expired` when it is `quoted`, the lapsed
 * quote being its current one; a system note tells both sides. Returns whether the RFQ moved
 * (null when nothing was due any more).
 */
async function expireQuote(rfqId: number, quoteId: number): Promise<boolean | null> {
  return underLock(rfqId, async (trx, rfq) => {
    const [quote] = await trx
      .from('rfq_quotes')
      .where('id', quoteId)
      .where('status', 'current')
      .whereRaw(`valid_until < ${BAKU_TODAY}`)
      .update({ status: 'expired', decided_at: trx.raw('now()') })
      .returning(['version'])
    if (!quote) return null
    await addRfqMessage(
      trx,
      rfq.id,
      'system',
      null,
      systemNote('rfq_jobs.system.quote_expired', { version: quote.version })
    )
    if (rfq.status !== 'quoted') return false
    await moveRfq(trx, rfq, 'expire')
    return true
  })
}

/**
 * Expires an RFQ still in `expected` whose clock ran out, re-checking under the lock that it is
 * still there and due (`due`: a SQL condition on the row), so an RFQ quoted a moment ago stays.
 */
async function expireRfq(
  rfqId: number,
  expected: RfqStatus,
  due: string,
  note: string
): Promise<boolean> {
  const moved = await underLock(rfqId, async (trx, rfq) => {
    if (rfq.status !== expected) return null
    const still = await trx.from('rfqs').where('id', rfqId).whereRaw(due).select('id').first()
    if (!still) return null
    await moveRfq(trx, rfq, 'expire')
    await addRfqMessage(trx, rfq.id, 'system', null, systemNote(note))
    return true
  })
  return moved === true
}

/** Unanswered: `requested` and confirmed more than RFQ_LIMITS.unansweredDays ago. */
const UNANSWERED = `status = 'requested' AND confirmed_at < now() - make_interval(days => ${RFQ_LIMITS.unansweredDays})`
/** A guest's RFQ whose confirmation link has run out. */
const UNCONFIRMED = `status = 'unconfirmed' AND confirm_expires_at < now()`

/**
 * One pass of `rfq.expire`: (1) current quotes whose `valid_until` is before today in Baku →
 * `expired`, and their RFQ too when it is `quoted`; (2) RFQs `requested` with no quote for
 * RFQ_LIMITS.unansweredDays → `expired`; (3) guests' `unconfirmed` RFQs past
 * `confirm_expires_at` → `expired`. One transaction per RFQ under its row lock (moveRfq); rows
 * that moved meanwhile are skipped. Safe to run twice or concurrently.
 */
export async function expireRfqs(): Promise<ExpirySummary> {
  const summary: ExpirySummary = { quotes: 0, rfqs: 0 }
  const quotes = await db
    .from('rfq_quotes')
    .where('status', 'current')
    .whereRaw(`valid_until < ${BAKU_TODAY}`)
    .orderBy('id')
    .select('id', 'rfq_id')
  for (const quote of quotes) {
    const moved = await expireQuote(Number(quote.rfq_id), Number(quote.id))
    if (moved === null) continue
    summary.quotes++
    if (moved) summary.rfqs++
  }
  const cases = [
    { status: 'requested' as const, due: UNANSWERED, note: 'rfq_jobs.system.unanswered' },
    { status: 'unconfirmed' as const, due: UNCONFIRMED, note: 'rfq_jobs.system.unconfirmed' },
  ]
  for (const { status, due, note } of cases) {
    const rows = await db.from('rfqs').whereRaw(due).orderBy('id').select('id')
    for (const row of rows) if (await expireRfq(Number(row.id), status, due, note)) summary.rfqs++
  }
  return summary
}
