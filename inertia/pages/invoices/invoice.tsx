import type { ReactElement, ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import type { InvoicePageProps, InvoiceSeller } from '#transformers/invoice_transformer'
import { useT } from '~/lib/i18n'

type InvoiceProps = InvoicePageProps

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{title}</h2>
      <div className="space-y-0.5 text-sm break-words">{children}</div>
    </div>
  )
}

/** One seller's block: company data, lines, the shipment's delivery fee and the seller total. */
function SellerTable({ seller, heading }: { seller: InvoiceSeller; heading: string }) {
  const t = useT()
  const details = [
    seller.companyType,
    seller.taxId && `${t('invoices.tax_id')}: ${seller.taxId}`,
    seller.legalAddress && `${t('invoices.legal_address')}: ${seller.legalAddress}`,
    seller.phone && `${t('invoices.phone')}: ${seller.phone}`,
    `${t('invoices.tracking_number')}: ${seller.trackingNumber}`,
  ].filter(Boolean)
  return (
    <section className="mt-8 break-inside-avoid-page" data-testid="invoice-seller">
      <h2 className="text-base font-bold text-brand-900">{heading}</h2>
      <p className="mt-1 text-xs text-muted">{details.join(' · ')}</p>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-y border-ink text-xs uppercase">
            <th scope="col" className="w-8 py-2 pr-2 font-semibold">
              #
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('invoices.columns.product')}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('invoices.columns.code')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('invoices.columns.quantity')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('invoices.columns.unit_price')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('invoices.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {seller.lines.map((line, index) => (
            <tr
              key={`${line.code}-${index}`}
              className="border-b border-line"
              data-testid="invoice-line"
            >
              <td className="py-2 pr-2 text-muted">{index + 1}</td>
              <td className="py-2 pr-2 break-words">
                {line.name}
                {line.rateNote && (
                  <span className="block text-xs text-muted" data-testid="rate-note">
                    {line.rateNote}
                  </span>
                )}
              </td>
              <td className="py-2 pr-2 font-mono text-xs">{line.code}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{line.unitPrice.text}</td>
              <td className="py-2 text-right tabular-nums">{line.total.text}</td>
            </tr>
          ))}
          <tr className="border-b border-line">
            <td />
            <td className="py-2 pr-2">
              {t('invoices.delivery_line', { type: seller.deliveryTypeLabel })}
            </td>
            <td className="py-2 pr-2 font-mono text-xs">{seller.trackingNumber}</td>
            <td className="py-2 pr-2 text-right tabular-nums">1</td>
            <td className="py-2 pr-2 text-right tabular-nums">{seller.deliveryFee.text}</td>
            <td className="py-2 text-right tabular-nums">{seller.deliveryFee.text}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5} className="py-2 pr-2 text-right font-semibold">
              {t('invoices.seller_total')}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums">{seller.total.text}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}

/**
 * An invoice (SPEC §2 Customer dashboard invoice, Seller dashboard invoice view) laid out as a
 * printable document, with Print and PDF download in a toolbar that does not print. Same data
 * as the PDF (app/services/invoices/invoice_data.ts).
 */
export default function Invoice({ invoice, pdfUrl, back }: InvoiceProps) {
  const t = useT()
  const title = t(invoice.scope === 'seller' ? 'invoices.title_seller' : 'invoices.title')
  const single = invoice.sellers.length === 1
  return (
    <div className="min-h-screen bg-white print:min-h-0">
      <Head title={`${title} ${invoice.invoiceNumber}`} />
      <nav
        aria-label={t('invoices.actions')}
        className="border-b border-line bg-brand-50 print:hidden"
      >
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href={back.href} className="btn-ghost">
            ← {t(`invoices.back.${back.label}`)}
          </Link>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-ghost border border-line bg-white"
              onClick={() => window.print()}
            >
              {t('invoices.print')}
            </button>
            <a href={pdfUrl} className="btn-primary" download data-testid="invoice-pdf">
              {t('invoices.download_pdf')}
            </a>
          </div>
        </div>
      </nav>

      <main className="mx-auto max-w-4xl px-4 py-8 text-ink print:max-w-none print:px-0 print:py-0">
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
          <div>
            <p className="text-2xl font-extrabold text-brand-700">Karvan</p>
            <h1 className="mt-2 text-xl font-bold">{title}</h1>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('invoices.number')}</dt>
            <dd className="text-right font-semibold" data-testid="invoice-number">
              {invoice.invoiceNumber}
            </dd>
            <dt className="text-muted">{t('invoices.date')}</dt>
            <dd className="text-right font-semibold">{invoice.invoiceDate}</dd>
            <dt className="text-muted">{t('invoices.order_number')}</dt>
            <dd className="text-right font-semibold">{invoice.orderNumber}</dd>
            <dt className="text-muted">{t('invoices.order_date')}</dt>
            <dd className="text-right font-semibold">{invoice.orderDate}</dd>
          </dl>
        </header>

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Party title={t('invoices.buyer')}>
            <p className="font-semibold">{invoice.buyer.name}</p>
            <p>
              {t('invoices.phone')}: {invoice.buyer.phone}
            </p>
            <p>
              {t('invoices.email')}: {invoice.buyer.email}
            </p>
            {invoice.buyer.personalId && (
              <p data-testid="invoice-personal-id">
                {invoice.buyer.personalId.label}: {invoice.buyer.personalId.value}
              </p>
            )}
            <p>
              {t('invoices.billing_address')}: {invoice.buyer.billingAddress}
            </p>
          </Party>
          <Party title={t('invoices.delivery_address')}>
            <p>{invoice.deliveryAddress}</p>
          </Party>
        </div>

        {invoice.sellers.map((seller, index) => (
          <SellerTable
            key={seller.trackingNumber}
            seller={seller}
            heading={
              single
                ? `${t('invoices.seller')}: ${seller.name}`
                : `${t('invoices.seller')} ${index + 1}: ${seller.name}`
            }
          />
        ))}

        <dl className="mt-8 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm break-inside-avoid">
          <dt className="text-muted">{t('invoices.subtotal')}</dt>
          <dd className="text-right tabular-nums">{invoice.totals.subtotal.text}</dd>
          <dt className="text-muted">{t('invoices.delivery_total')}</dt>
          <dd className="text-right tabular-nums">{invoice.totals.delivery.text}</dd>
          <dt className="border-t border-ink pt-2 text-base font-bold">
            {t(invoice.scope === 'seller' ? 'invoices.total_seller' : 'invoices.total')}
          </dt>
          <dd
            className="border-t border-ink pt-2 text-right text-base font-bold tabular-nums"
            data-testid="invoice-total"
          >
            {invoice.totals.total.text}
          </dd>
        </dl>

        <section className="mt-8 border-t border-line pt-4 text-sm break-inside-avoid">
          <p>
            <span className="text-muted">{t('invoices.payment_method')}:</span>{' '}
            {invoice.paymentMethodLabel}
          </p>
          <p>
            <span className="text-muted">{t('invoices.payment_status_label')}:</span>{' '}
            {invoice.paymentStatus}
          </p>
          <p className="mt-3 text-xs text-muted">{t('invoices.currency_note')}</p>
          {invoice.scope === 'seller' && (
            <p className="text-xs text-muted">
              {t('invoices.seller_scope_note', { number: invoice.orderNumber })}
            </p>
          )}
        </section>
      </main>
    </div>
  )
}

/** A standalone document: no storefront shell around it, so it prints as an invoice only. */
Invoice.layout = (page: ReactElement) => page
