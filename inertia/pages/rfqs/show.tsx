import { Head, Link, router } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import QuoteCard from '~/components/rfqs/quote_card'
import RfqThread from '~/components/rfqs/rfq_thread'
import { useShared, useT } from '~/lib/i18n'
import type { RfqBuyerView } from '#transformers/rfq_buyer_transformer'
import { RFQ_LIMITS } from '#shared/rfq'

interface RfqPageProps {
  rfq: RfqBuyerView
  /** Shown inside the buyer dashboard (true) or on its own by the signed link (false). */
  dashboard: boolean
}

/**
 * A buyer's request for quotation (issue 24), by its signed link or from the buyer dashboard:
 * status and reference, what was asked, every quote version (the current one highlighted with
 * Accept / Decline), the pro-forma once issued, the thread with a message form, and Withdraw.
 */
export default function RfqPage({ rfq, dashboard }: RfqPageProps) {
  const t = useT()
  const { nav, auth, flash } = useShared()
  const links = useDashboardLinks('buyer')
  const title = t('rfq_buyer.page.title', { reference: rfq.reference })
  const error = (flash as { error?: string | null } | undefined)?.error
  const asked: [string, string | null][] = [
    [t('rfq_buyer.page.supplier'), rfq.supplier],
    [t('rfq_buyer.page.created'), rfq.createdAt],
    [t('rfq_buyer.page.delivery'), rfq.delivery],
    [t('rfq_buyer.page.wanted_by'), rfq.wantedBy],
    [t('rfq_buyer.page.payment_terms'), rfq.paymentTerms],
  ]
  const withdraw = () => {
    if (rfq.urls.withdraw && window.confirm(t('rfq_buyer.page.withdraw_confirm')))
      router.post(rfq.urls.withdraw, {}, { preserveScroll: true })
  }

  const content = (
    <div className="space-y-6" data-testid="rfq-page">
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {!dashboard && <h1 className="text-xl font-bold">{title}</h1>}
          <span
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold"
            data-testid="rfq-status"
          >
            {rfq.statusLabel}
          </span>
        </div>
        {rfq.status === 'unconfirmed' && (
          <p className="mt-2 text-sm text-muted">{t('rfq_buyer.page.unconfirmed')}</p>
        )}
        <h2 className="mt-4 font-semibold">{t('rfq_buyer.page.asked')}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {rfq.items.map((item, index) => (
            <li key={index}>
              <span className="font-medium">{item.name}</span> — {item.quantity}
              {item.hsCode && <span className="text-muted"> · HS {item.hsCode}</span>}
              {item.target && (
                <span className="text-muted">
                  {' '}
                  · {t('rfq_buyer.page.target')}: {item.target}
                </span>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {asked
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {rfq.message && (
          <p className="mt-3 text-sm break-words whitespace-pre-line">
            <span className="text-muted">{t('rfq_buyer.page.message')}: </span>
            {rfq.message}
          </p>
        )}
        {rfq.urls.withdraw && (
          <button type="button" className="btn-ghost mt-4 text-danger" onClick={withdraw}>
            {t('rfq_buyer.page.withdraw')}
          </button>
        )}
      </div>

      {rfq.proforma && (
        <section
          className="rounded-[var(--radius-card)] border border-success/30 bg-green-50 p-5"
          data-testid="rfq-proforma"
        >
          <h2 className="font-semibold">
            {t('rfq_buyer.page.proforma_number', { number: rfq.proforma.number })}
          </h2>
          <p className="text-sm">{rfq.proforma.total}</p>
          <p className="mt-2 flex gap-4 text-sm">
            <a href={rfq.proforma.htmlUrl} className="underline">
              {t('rfq_buyer.page.proforma_html')}
            </a>
            <a href={rfq.proforma.pdfUrl} className="underline">
              {t('rfq_buyer.page.proforma_pdf')}
            </a>
          </p>
        </section>
      )}

      <section aria-labelledby="rfq-quotes" className="space-y-3">
        <h2 id="rfq-quotes" className="text-lg font-semibold">
          {t('rfq_buyer.page.quotes')}
        </h2>
        {rfq.quotes.length === 0 ? (
          <p className="text-sm text-muted">{t('rfq_buyer.page.no_quotes')}</p>
        ) : (
          rfq.quotes.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              acceptUrl={quote.current ? rfq.urls.accept : null}
              declineUrl={quote.current ? rfq.urls.decline : null}
            />
          ))
        )}
      </section>

      <RfqThread
        messages={rfq.messages}
        postUrl={rfq.urls.message}
        maxLength={RFQ_LIMITS.messageLength}
      />
      {!dashboard && <p className="text-xs text-muted">{t('rfq_buyer.page.keep_link')}</p>}
    </div>
  )

  if (dashboard)
    return (
      <DashboardLayout
        title={title}
        heading={auth.user?.name ?? title}
        links={links}
        actions={
          nav.user_rfqs ? (
            <Link href={nav.user_rfqs} className="btn-ghost">
              {t('rfq_buyer.page.back_to_list')}
            </Link>
          ) : undefined
        }
      >
        {content}
      </DashboardLayout>
    )
  return (
    <div className="container-page max-w-4xl py-8">
      <Head title={title} />
      {content}
    </div>
  )
}
