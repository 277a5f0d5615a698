import { useT } from '~/lib/i18n'
import type { ExportOfferView } from '#transformers/export_offer_transformer'

/**
 * The product page's "Export offer" panel (issue 24): price tiers in the offer's currency with
 * the AZN equivalent at the CBAR rate as a secondary figure, the MOQ and unit, Incoterms with
 * their named places, lead time, packaging, HS code, origin and markets, and "Request a quote",
 * which opens the product's enquiry form (`onRequestQuote`; without it, as on the admin review
 * page, the panel only shows the offer).
 */
export default function ExportOfferPanel({
  offer,
  onRequestQuote,
}: {
  offer: ExportOfferView
  onRequestQuote?: () => void
}) {
  const t = useT()
  return (
    <section
      aria-labelledby="export-offer-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-4"
      data-testid="export-offer"
    >
      <h2 id="export-offer-title" className="text-lg font-bold text-brand-900">
        {t('export.panel.title')}
      </h2>
      <p className="mt-1 text-sm">
        <span className="text-muted">{t('export.panel.moq')}:</span>{' '}
        <strong data-testid="export-moq">{offer.moqText}</strong>
      </p>
      <table className="mt-3 w-full text-sm" data-testid="export-tiers">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('export.panel.quantity', { unit: offer.unit })}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('export.panel.unit_price', { currency: offer.currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.tiers.map((tier) => (
            <tr key={tier.range} className="border-b border-line last:border-0">
              <td className="py-1.5 pr-3">{tier.range}</td>
              <td className="py-1.5">
                <span className="font-semibold">{tier.price}</span>
                {tier.azn && (
                  <span className="ml-2 text-xs text-muted">
                    {t('ui.product.own_price', { price: tier.azn })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-muted">
        {offer.rateDate
          ? t('export.panel.azn_note', { currency: offer.currency, date: offer.rateDate })
          : t('export.panel.no_rate', { currency: offer.currency })}
      </p>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('export.panel.incoterms')}</dt>
        <dd>
          <ul>
            {offer.incoterms.map((term) => (
              <li key={term.code}>
                <abbr title={term.name} className="font-semibold no-underline">
                  {term.code}
                </abbr>{' '}
                {term.place}
              </li>
            ))}
          </ul>
        </dd>
        {offer.leadTime && (
          <>
            <dt className="text-muted">{t('export.panel.lead_time')}</dt>
            <dd>{offer.leadTime}</dd>
          </>
        )}
        <dt className="text-muted">{t('export.panel.hs_code')}</dt>
        <dd>
          <span className="font-mono font-semibold">{offer.hsCode}</span>
          <span className="block text-xs text-muted" lang="en">
            {offer.hsDescription}
          </span>
        </dd>
        <dt className="text-muted">{t('export.panel.origin')}</dt>
        <dd>{offer.origin}</dd>
        {offer.markets.length > 0 && (
          <>
            <dt className="text-muted">{t('export.panel.markets')}</dt>
            <dd>{offer.markets.join(', ')}</dd>
          </>
        )}
        {offer.facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {onRequestQuote && (
        <>
          <p className="mt-3 text-xs text-muted">{t('export.panel.quote_note')}</p>
          <button
            type="button"
            className="btn-primary mt-2"
            onClick={onRequestQuote}
            data-testid="request-quote"
          >
            {t('export.panel.request_quote')}
          </button>
        </>
      )}
    </section>
  )
}
