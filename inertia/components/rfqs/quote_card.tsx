import { type FormEvent, useState } from 'react'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import QuoteLinesTable from '~/components/rfqs/quote_lines_table'
import type { RfqQuoteView } from '#transformers/rfq_buyer_transformer'

interface QuoteCardProps {
  quote: RfqQuoteView
  /** Where Accept / Decline post (null: not offered now, e.g. a superseded version). */
  acceptUrl: string | null
  declineUrl: string | null
}

/**
 * One quote version on the buyer's RFQ page: lines with unit price and totals, Incoterm and place,
 * lead time, validity, payment terms, packaging and notes. The current version is highlighted
 * ("Current quote") and carries Accept / Decline (with an optional reason); others show their state.
 */
export default function QuoteCard({ quote, acceptUrl, declineUrl }: QuoteCardProps) {
  const t = useT()
  const accept = useForm({ quote_id: String(quote.id) })
  const decline = useForm({ quote_id: String(quote.id), reason: '' })
  const [declining, setDeclining] = useState(false)
  const facts: [string, string | null][] = [
    [t('rfq_buyer.page.incoterm'), quote.incoterm],
    [t('rfq_buyer.page.lead_time'), quote.leadTime],
    [t('rfq_buyer.page.validity'), quote.validUntil],
    [t('rfq_buyer.page.payment_terms'), quote.paymentTerms],
    [t('rfq_buyer.page.packaging'), quote.packaging],
    [t('rfq_buyer.page.notes'), quote.notes],
  ]
  const submitDecline = (event: FormEvent) => {
    event.preventDefault()
    if (declineUrl) decline.post(declineUrl, { preserveScroll: true })
  }
  return (
    <article
      className={`rounded-[var(--radius-card)] border p-4 ${quote.current ? 'border-brand-500 bg-brand-50' : 'border-line bg-white opacity-80'}`}
      data-testid={`quote-${quote.version}`}
      aria-current={quote.current ? 'true' : undefined}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('rfq_buyer.page.version', { version: quote.version })}</h3>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold">
          {quote.current
            ? t('rfq_buyer.page.current_quote')
            : quote.status === 'superseded'
              ? t('rfq_buyer.page.superseded')
              : quote.statusLabel}
        </span>
      </header>
      <QuoteLinesTable
        lines={quote.lines}
        total={quote.total}
        labels={{
          product: t('rfq_buyer.page.product'),
          hsCode: t('rfq_buyer.page.hs_code'),
          quantity: t('rfq_buyer.page.quantity'),
          unitPrice: t('rfq_buyer.page.unit_price'),
          lineTotal: t('rfq_buyer.page.line_total'),
          total: t('rfq_buyer.page.total'),
        }}
      />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
      {quote.declineReason && <p className="mt-2 text-sm text-muted">{quote.declineReason}</p>}
      {quote.current && (acceptUrl || declineUrl) && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {acceptUrl && (
            <button
              type="button"
              className="btn-primary"
              disabled={accept.processing}
              onClick={() => accept.post(acceptUrl, { preserveScroll: true })}
            >
              {t('rfq_buyer.page.accept')}
            </button>
          )}
          {declineUrl && !declining && (
            <button type="button" className="btn-ghost" onClick={() => setDeclining(true)}>
              {t('rfq_buyer.page.decline')}
            </button>
          )}
          {declineUrl && declining && (
            <form onSubmit={submitDecline} className="flex w-full flex-col gap-2">
              <label htmlFor={`decline-${quote.id}`} className="field-label">
                {t('rfq_buyer.page.decline_reason')}
              </label>
              <textarea
                id={`decline-${quote.id}`}
                rows={2}
                maxLength={1000}
                className="field-input"
                value={decline.data.reason}
                onChange={(event) => decline.setData('reason', event.target.value)}
              />
              {decline.errors.reason && <p className="field-error">{decline.errors.reason}</p>}
              <button type="submit" className="btn-ghost self-start" disabled={decline.processing}>
                {t('rfq_buyer.page.decline_send')}
              </button>
            </form>
          )}
        </div>
      )}
    </article>
  )
}
