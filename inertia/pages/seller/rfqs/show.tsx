import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SellerRfqDetail } from '#transformers/seller_rfq_detail_transformer'
import QuoteForm from '~/components/rfqs/quote_form'
import QuoteVersions from '~/components/rfqs/quote_versions'
import { RfqMoves, RfqThread } from '~/components/rfqs/seller_actions'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import { useT } from '~/lib/i18n'

interface SellerRfqPageProps {
  company: SellerCompany | null
  rfq: SellerRfqDetail
}

/**
 * One RFQ in the seller dashboard (issue 24): what the buyer asks for, the buyer's contact (only
 * here, only for the seller it is addressed to), the quote versions, the thread, and the moves
 * the state allows: quote or revise, decline the request, mark fulfilled.
 */
export default function SellerRfq({ company, rfq }: SellerRfqPageProps) {
  const t = useT()
  const formError = (usePage().props.errors as Record<string, string | undefined>)?.form
  const notGiven = t('rfq_seller.detail.not_given')
  const request: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: t('rfq_seller.detail.incoterm'),
      value: rfq.request.incoterm ?? notGiven,
      testId: 'incoterm',
    },
    {
      label: t('rfq_seller.detail.destination'),
      value: rfq.request.destination ?? notGiven,
      testId: 'destination',
    },
    {
      label: t('rfq_seller.detail.wanted_by'),
      value: rfq.request.wantedBy ?? notGiven,
      testId: 'wanted',
    },
    {
      label: t('rfq_seller.detail.payment_terms'),
      value: rfq.request.paymentTerms ?? notGiven,
      testId: 'payment',
    },
  ]
  const buyer: { label: string; value: ReactNode; testId: string }[] = [
    { label: t('rfq_seller.detail.name'), value: rfq.buyer.name, testId: 'name' },
    {
      label: t('rfq_seller.detail.company'),
      value: rfq.buyer.company ?? notGiven,
      testId: 'company',
    },
    {
      label: t('rfq_seller.detail.country'),
      value: (
        <>
          <span aria-hidden="true">{rfq.buyer.country.flag}</span> {rfq.buyer.country.name}
        </>
      ),
      testId: 'country',
    },
    {
      label: t('rfq_seller.detail.email'),
      value: (
        <a href={rfq.buyer.mailto} className="break-all text-brand-700 hover:underline">
          {rfq.buyer.email}
        </a>
      ),
      testId: 'email',
    },
    {
      label: t('rfq_seller.detail.phone'),
      value: rfq.buyer.phone ? (
        <a href={rfq.buyer.phone.tel} className="text-brand-700 hover:underline">
          {rfq.buyer.phone.label}
        </a>
      ) : (
        notGiven
      ),
      testId: 'phone',
    },
    { label: t('rfq_seller.detail.language'), value: rfq.buyer.language, testId: 'language' },
  ]
  const card = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'
  return (
    <SellerLayout
      title={t('rfq_seller.detail.title', { reference: rfq.reference })}
      companyName={company?.name}
    >
      <p className="mb-4 text-sm">
        <Link href={rfq.urls.list} className="text-brand-700 hover:underline">
          ← {t('rfq_seller.detail.back')}
        </Link>
      </p>
      {formError && !rfq.quoteForm && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="rfq-request" className={card}>
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <h2 id="rfq-request" className="text-lg font-bold">
                {t('rfq_seller.detail.request')}
              </h2>
              <span
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                data-testid="rfq-status"
              >
                {rfq.statusLabel}
              </span>
              <span className="text-xs text-muted">
                {rfq.receivedAt} · {rfq.age}
              </span>
            </div>
            <ul className="divide-y divide-line text-sm">
              {rfq.request.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap justify-between gap-2 py-2"
                  data-testid="rfq-item"
                >
                  <span>
                    <span className="font-medium">{item.name}</span>
                    {item.hsCode && (
                      <span className="ml-2 text-xs text-muted">
                        {t('rfq_seller.detail.hs', { code: item.hsCode })}
                      </span>
                    )}
                  </span>
                  <span>
                    {item.quantity}
                    {item.target && (
                      <span className="ml-2 text-xs text-muted">
                        {t('rfq_seller.detail.target', { price: item.target })}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 divide-y divide-line text-sm">
              {request.map((row) => (
                <div
                  key={row.testId}
                  className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 py-2"
                  data-testid={`rfq-${row.testId}`}
                >
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="min-w-0 break-words">{row.value}</dd>
                </div>
              ))}
            </dl>
            {rfq.request.message && (
              <p
                className="mt-3 rounded-lg bg-brand-50 p-3 text-sm break-words whitespace-pre-wrap"
                data-testid="rfq-message"
              >
                {rfq.request.message}
              </p>
            )}
          </section>

          <section aria-labelledby="rfq-quotes" className={card}>
            <h2 id="rfq-quotes" className="mb-3 text-lg font-bold">
              {t('rfq_seller.detail.quotes')}
            </h2>
            <QuoteVersions quotes={rfq.quotes} />
          </section>

          {rfq.quoteForm && (
            <QuoteForm form={rfq.quoteForm} action={rfq.urls.quote} revising={rfq.actions.revise} />
          )}
        </div>

        <div className="space-y-6">
          <section aria-labelledby="rfq-buyer" className={card}>
            <h2 id="rfq-buyer" className="mb-2 text-lg font-bold">
              {t('rfq_seller.detail.buyer')}
            </h2>
            <dl className="divide-y divide-line text-sm">
              {buyer.map((row) => (
                <div
                  key={row.testId}
                  className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                  data-testid={`buyer-${row.testId}`}
                >
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="min-w-0 break-words">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <RfqMoves rfq={rfq} />
          <RfqThread rfq={rfq} />
        </div>
      </div>
    </SellerLayout>
  )
}
