import type { TrustSectionView } from '#transformers/trust_section_transformer'
import type { ResponseTimeView } from '#transformers/response_time_transformer'
import { useT } from '~/lib/i18n'

/**
 * The supplier page's trust section (issue 25): figures computed from platform data, each with
 * what it counts; the RFQ response time and rate (issue 24) among them.
 */
export default function TrustSection({
  trust,
  responseTime,
}: {
  trust: TrustSectionView
  responseTime: ResponseTimeView | null
}) {
  const t = useT()
  return (
    <section
      aria-labelledby="supplier-trust"
      data-testid="trust-section"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <h2 id="supplier-trust" className="section-title">
        {t('trust_docs.trust.title')}
      </h2>
      <p className="-mt-2 mb-3 text-xs text-muted">{t('trust_docs.trust.intro')}</p>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {trust.figures.map((figure) => (
          <div key={figure.key} data-testid={`trust-${figure.key}`}>
            <dt className="text-muted">{figure.label}</dt>
            <dd
              className={`font-semibold break-words ${figure.key === 'verified' && trust.verified ? 'text-brand-700' : ''}`}
            >
              {figure.value}
            </dd>
            <dd className="text-xs text-muted">{figure.note}</dd>
          </div>
        ))}
        {responseTime && (
          <div data-testid="response-time">
            <dt className="text-muted">{t('rfq_jobs.response.title')}</dt>
            <dd className="font-semibold">{responseTime.replies}</dd>
            <dd className="text-xs text-muted">{responseTime.rate}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
