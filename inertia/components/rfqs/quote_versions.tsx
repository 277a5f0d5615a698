import type { SellerQuoteView } from '#transformers/seller_rfq_detail_transformer'
import { useT } from '~/lib/i18n'
import QuoteLinesTable from '~/components/rfqs/quote_lines_table'

/** Every version of the seller's quote, newest first; the current one is marked. */
export default function QuoteVersions({ quotes }: { quotes: SellerQuoteView[] }) {
  const t = useT()
  if (quotes.length === 0)
    return <p className="text-sm text-muted">{t('rfq_seller.detail.no_quotes')}</p>
  return (
    <ol className="space-y-4">
      {quotes.map((quote) => (
        <li
          key={quote.id}
          data-testid="quote-version"
          className={`rounded-lg border p-4 ${quote.current ? 'border-brand-600' : 'border-line opacity-80'}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              {t('rfq_seller.detail.version', { version: quote.version })}
            </h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                quote.current ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800'
              }`}
            >
              {quote.statusLabel}
            </span>
            <span className="text-xs text-muted">{quote.sentAt}</span>
          </div>
          <QuoteLinesTable
            lines={quote.lines.map((line) => ({
              ...line,
              note: t('rfq_seller.detail.origin', { country: line.origin }),
              total: line.lineTotal,
            }))}
            total={quote.total}
            labels={{
              product: t('rfq_seller.detail.product'),
              hsCode: t('rfq_seller.detail.hs_code'),
              quantity: t('rfq_seller.detail.quantity'),
              unitPrice: t('rfq_seller.detail.unit_price'),
              lineTotal: t('rfq_seller.detail.line_total'),
              total: t('rfq_seller.detail.total'),
            }}
          />
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <dt className="text-muted">{t('rfq_seller.detail.incoterm')}</dt>
            <dd>{quote.incoterm}</dd>
            <dt className="text-muted">{t('rfq_seller.detail.payment_terms')}</dt>
            <dd>{quote.paymentTerms}</dd>
            <dt className="text-muted">{t('rfq_seller.detail.lead_time')}</dt>
            <dd>{t('rfq_seller.detail.days', { days: quote.leadTimeDays })}</dd>
            <dt className="text-muted">{t('rfq_seller.detail.valid_until')}</dt>
            <dd>{quote.validUntil}</dd>
            {quote.packaging && (
              <>
                <dt className="text-muted">{t('rfq_seller.detail.packaging')}</dt>
                <dd className="whitespace-pre-wrap">{quote.packaging}</dd>
              </>
            )}
            {quote.notes && (
              <>
                <dt className="text-muted">{t('rfq_seller.detail.notes')}</dt>
                <dd className="whitespace-pre-wrap">{quote.notes}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ol>
  )
}
