import type { SellerQuoteView } from '#transformers/seller_rfq_detail_transformer'
import { useT } from '~/lib/i18n'

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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-muted">
                <tr>
                  <th className="py-1 pr-3">{t('rfq_seller.detail.product')}</th>
                  <th className="py-1 pr-3">{t('rfq_seller.detail.hs_code')}</th>
                  <th className="py-1 pr-3">{t('rfq_seller.detail.quantity')}</th>
                  <th className="py-1 pr-3 text-right">{t('rfq_seller.detail.unit_price')}</th>
                  <th className="py-1 text-right">{t('rfq_seller.detail.line_total')}</th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line, index) => (
                  <tr key={index} className="border-t border-line">
                    <td className="py-1 pr-3">
                      {line.name}
                      <span className="block text-xs text-muted">
                        {t('rfq_seller.detail.origin', { country: line.origin })}
                      </span>
                    </td>
                    <td className="py-1 pr-3">{line.hsCode ?? '—'}</td>
                    <td className="py-1 pr-3 whitespace-nowrap">{line.quantity}</td>
                    <td className="py-1 pr-3 text-right whitespace-nowrap">{line.unitPrice}</td>
                    <td className="py-1 text-right whitespace-nowrap">{line.lineTotal}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-line font-semibold">
                  <td colSpan={4} className="py-1 pr-3 text-right">
                    {t('rfq_seller.detail.total')}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap" data-testid="quote-total">
                    {quote.total}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
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
