import type { ReactElement, ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import type {
  Bilingual,
  ProformaLabel,
  ProformaPageProps,
} from '#transformers/proforma_transformer'
import { useT } from '~/lib/i18n'

/** A label in the document's languages, English first: "Seller / Satıcı". */
function both(labels: Record<ProformaLabel, Bilingual>, key: ProformaLabel): string {
  return labels[key].join(' / ')
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{title}</h2>
      <div className="space-y-0.5 text-sm break-words">{children}</div>
    </div>
  )
}

/** Column heading: one line per document language. */
function Heading({ lines, right = false }: { lines: Bilingual; right?: boolean }) {
  return (
    <th scope="col" className={`py-2 pr-2 align-bottom font-semibold ${right ? 'text-right' : ''}`}>
      {lines.map((line, index) => (
        <span key={line} className={`block ${index > 0 ? 'font-normal text-muted' : ''}`}>
          {line}
        </span>
      ))}
    </th>
  )
}

/**
 * A pro-forma invoice (issue 24) laid out as a printable document: every label in English and
 * the buyer's language, amounts with their currency, the same data as the PDF
 * (app/transformers/proforma_transformer.ts). Print and PDF download sit in a toolbar that
 * does not print.
 */
export default function Proforma({ proforma, pdfUrl }: ProformaPageProps) {
  const t = useT()
  const { labels, seller, buyer } = proforma
  const L = (key: ProformaLabel) => both(labels, key)
  const facts: [ProformaLabel, string][] = [
    ['number', proforma.number],
    ['issue_date', proforma.issueDate],
    ['rfq_reference', proforma.rfqReference],
    ['quote_version', String(proforma.quoteVersion)],
    ['valid_until', proforma.validUntil],
  ]
  return (
    <div className="min-h-screen bg-white print:min-h-0">
      <Head title={`${labels.title[labels.title.length - 1]} ${proforma.number}`} />
      <nav className="border-b border-line bg-brand-50 print:hidden">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-end gap-2 px-4 py-3">
          <button
            type="button"
            className="btn-ghost border border-line bg-white"
            onClick={() => window.print()}
          >
            {t('proforma.print')}
          </button>
          <a href={pdfUrl} className="btn-primary" download data-testid="proforma-pdf">
            {t('proforma.download_pdf')}
          </a>
        </div>
      </nav>

      <main className="mx-auto max-w-4xl px-4 py-8 text-ink print:max-w-none print:px-0 print:py-0">
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
          <div>
            <p className="text-2xl font-extrabold text-brand-700">Karvan</p>
            <h1 className="mt-2 text-xl font-bold" data-testid="proforma-title">
              {L('title')}
            </h1>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            {facts.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted">{L(key)}</dt>
                <dd className="text-right font-semibold" data-testid={`proforma-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </header>

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Party title={L('seller')}>
            <p className="font-semibold">{seller.name}</p>
            <p>
              {L('tax_id')}: {seller.taxId}
            </p>
            {seller.legalAddress.map((address) => (
              <p key={address}>
                {L('legal_address')}: {address}
              </p>
            ))}
            {seller.phone && (
              <p>
                {L('phone')}: {seller.phone}
              </p>
            )}
            {seller.email && (
              <p>
                {L('email')}: {seller.email}
              </p>
            )}
            <div className="pt-2" data-testid="proforma-bank">
              <p className="font-semibold">{L('bank')}</p>
              {seller.bank ? (
                <>
                  {seller.bank.name && (
                    <p>
                      {L('bank_name')}: {seller.bank.name}
                    </p>
                  )}
                  {seller.bank.iban && (
                    <p className="font-mono text-xs">
                      {L('iban')}: {seller.bank.iban.replace(/(.{4})(?=.)/g, '$1 ')}
                    </p>
                  )}
                  {seller.bank.swift && (
                    <p>
                      {L('swift')}: {seller.bank.swift}
                    </p>
                  )}
                </>
              ) : (
                <p className="text-muted">{L('bank_missing')}</p>
              )}
            </div>
          </Party>
          <Party title={L('buyer')}>
            <p className="font-semibold">{buyer.name}</p>
            {buyer.company && (
              <p>
                {L('company')}: {buyer.company}
              </p>
            )}
            <p>
              {L('country')}: {buyer.country.join(' / ')}
            </p>
            <p>
              {L('email')}: {buyer.email}
            </p>
            {buyer.phone && (
              <p>
                {L('phone')}: {buyer.phone}
              </p>
            )}
          </Party>
        </div>

        <section className="mt-8 break-inside-avoid-page">
          <h2 className="text-base font-bold text-brand-900">{L('goods')}</h2>
          <table className="mt-3 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-y border-ink text-xs">
                <Heading lines={labels.line_index} />
                <Heading lines={labels.line_name} />
                <Heading lines={labels.hs_code} />
                <Heading lines={labels.origin} />
                <Heading lines={labels.quantity} right />
                <Heading lines={labels.unit_price} right />
                <Heading lines={labels.line_total} right />
              </tr>
            </thead>
            <tbody>
              {proforma.lines.map((line, index) => (
                <tr key={index} className="border-b border-line" data-testid="proforma-line">
                  <td className="py-2 pr-2 text-muted">{index + 1}</td>
                  <td className="py-2 pr-2 break-words">{line.name}</td>
                  <td className="py-2 pr-2 font-mono text-xs">{line.hsCode ?? '—'}</td>
                  <td className="py-2 pr-2">{line.origin.join(' / ')}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">
                    {line.quantity} {line.unit.join(' / ')}
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums">{line.unitPrice}</td>
                  <td className="py-2 text-right tabular-nums">{line.lineTotal}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={6} className="py-2 pr-2 text-right text-base font-bold">
                  {L('total')} ({proforma.currency})
                </td>
                <td
                  className="py-2 text-right text-base font-bold tabular-nums"
                  data-testid="proforma-total"
                >
                  {proforma.total}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section className="mt-8 border-t border-line pt-4 text-sm break-inside-avoid">
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {L('terms')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">{L('incoterm')}</dt>
            <dd data-testid="proforma-incoterm">
              {proforma.incoterm} {proforma.namedPlace}
            </dd>
            <dt className="text-muted">{L('payment_terms')}</dt>
            <dd>{proforma.paymentTerms.join(' / ')}</dd>
            <dt className="text-muted">{L('lead_time')}</dt>
            <dd>{proforma.leadTime.join(' / ')}</dd>
            <dt className="text-muted">{L('valid_until')}</dt>
            <dd>{proforma.validUntil}</dd>
            {proforma.packaging && (
              <>
                <dt className="text-muted">{L('packaging')}</dt>
                <dd className="break-words whitespace-pre-line">{proforma.packaging}</dd>
              </>
            )}
          </dl>
          {labels.note.map((note) => (
            <p key={note} className="mt-3 text-xs text-muted">
              {note}
            </p>
          ))}
        </section>
      </main>
    </div>
  )
}

/** A standalone document: no storefront shell around it, so it prints as a pro-forma only. */
Proforma.layout = (page: ReactElement) => page
