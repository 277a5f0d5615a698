import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import { useT } from '~/lib/i18n'
import type { AdminRfqDetail } from '#transformers/admin_rfq_detail_transformer'

const CARD = 'rounded-[var(--radius-card)] border border-line bg-white p-5'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** One RFQ, read-only for admins: the request, its products, every quote version and the thread. */
export default function AdminRfq({ rfq, backUrl }: { rfq: AdminRfqDetail; backUrl: string }) {
  const t = useT()
  const none = t('admin.rfqs.not_given')
  return (
    <AdminLayout title={`${rfq.reference} · ${rfq.statusLabel}`}>
      <p className="mb-4 text-sm">
        <Link href={backUrl} className="text-brand-700 hover:underline">
          ← {t('admin.rfqs.back')}
        </Link>
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="rfq-request">
          <h2 id="rfq-request" className="mb-2 text-lg font-semibold">
            {t('admin.rfqs.request')}
          </h2>
          <dl data-testid="admin-rfq-request">
            <Field label={t('admin.rfqs.seller')}>{rfq.company}</Field>
            <Field label={t('admin.rfqs.buyer')}>
              {rfq.buyer.name}
              {rfq.buyer.company && ` · ${rfq.buyer.company}`}
            </Field>
            <Field label={t('admin.rfqs.contact')}>
              {rfq.buyer.email}
              {rfq.buyer.phone && ` · ${rfq.buyer.phone}`}
            </Field>
            <Field label={t('admin.rfqs.buyer_country')}>{rfq.buyer.country}</Field>
            <Field label={t('admin.rfqs.incoterm')}>
              {rfq.terms.incoterm ? `${rfq.terms.incoterm} ${rfq.terms.namedPlace ?? ''}` : none}
            </Field>
            <Field label={t('admin.rfqs.destination')}>{rfq.terms.destination || none}</Field>
            <Field label={t('admin.rfqs.payment_terms')}>{rfq.terms.paymentTerms ?? none}</Field>
            <Field label={t('admin.rfqs.created')}>{rfq.dates.created}</Field>
            <Field label={t('admin.rfqs.confirmed')}>{rfq.dates.confirmed ?? none}</Field>
            <Field label={t('admin.rfqs.first_quoted')}>{rfq.dates.firstQuoted ?? none}</Field>
            {rfq.proforma && (
              <Field label={t('admin.rfqs.proforma')}>
                {rfq.proforma.number} · {rfq.proforma.total}
              </Field>
            )}
          </dl>
          {rfq.message && (
            <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm whitespace-pre-wrap">
              {rfq.message}
            </p>
          )}
          <h3 className="mt-4 mb-2 font-semibold">{t('admin.rfqs.products')}</h3>
          <ul className="space-y-1 text-sm">
            {rfq.items.map((item) => (
              <li key={item.id} data-testid="admin-rfq-item">
                {item.name} — {item.quantity} {item.unit}
                {item.hsCode && <span className="text-muted"> · HS {item.hsCode}</span>}
                {item.target && (
                  <span className="text-muted">
                    {' '}
                    · {t('admin.rfqs.target')}: {item.target}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className={CARD} aria-labelledby="rfq-quotes">
          <h2 id="rfq-quotes" className="mb-2 text-lg font-semibold">
            {t('admin.rfqs.quotes')}
          </h2>
          {rfq.quotes.length === 0 && (
            <p className="text-sm text-muted">{t('admin.rfqs.no_quotes')}</p>
          )}
          <ul className="space-y-4">
            {rfq.quotes.map((quote) => (
              <li key={quote.id} data-testid="admin-rfq-quote" className="text-sm">
                <p className="font-semibold">
                  v{quote.version} · {quote.statusLabel} · {quote.total}
                </p>
                <p className="text-muted">
                  {quote.incoterm} · {t('admin.rfqs.lead_time', { count: quote.leadTimeDays })} ·{' '}
                  {t('admin.rfqs.valid_until', { date: quote.validUntil })} · {quote.paymentTerms}
                </p>
                <ul className="mt-1 list-inside list-disc">
                  {quote.lines.map((line) => (
                    <li key={line.id}>
                      {line.name}: {line.quantity} {line.unit} × {line.unitPrice} = {line.total}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={`${CARD} mt-6`} aria-labelledby="rfq-thread">
        <h2 id="rfq-thread" className="mb-2 text-lg font-semibold">
          {t('admin.rfqs.thread')}
        </h2>
        {rfq.messages.length === 0 && (
          <p className="text-sm text-muted">{t('admin.rfqs.no_messages')}</p>
        )}
        <ol className="space-y-3">
          {rfq.messages.map((message) => (
            <li key={message.id} data-testid="admin-rfq-message" className="text-sm">
              <p className="text-xs text-muted">
                {message.authorLabel} · {message.date}
              </p>
              <p className="whitespace-pre-wrap">{message.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </AdminLayout>
  )
}
