import { Head, Link } from '@inertiajs/react'
import type { InvoiceUnavailableProps } from '#transformers/invoice_transformer'
import { useT } from '~/lib/i18n'

/** Shown (status 404) instead of an invoice while its order is neither placed (cash on delivery) nor paid. */
export default function InvoiceUnavailable({
  orderNumber,
  statusLabel,
  back,
}: InvoiceUnavailableProps) {
  const t = useT()
  return (
    <section className="container-page py-16 text-center">
      <Head title={t('invoices.unavailable.title')} />
      <h1 className="text-2xl font-extrabold tracking-tight">{t('invoices.unavailable.title')}</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted" data-testid="invoice-unavailable">
        {t('invoices.unavailable.text', { number: orderNumber })}
      </p>
      <p className="mt-2 text-sm text-muted">
        {t('invoices.unavailable.status', { status: statusLabel })}
      </p>
      <Link href={back.href} className="btn-primary mt-8">
        {t(`invoices.back.${back.label}`)}
      </Link>
    </section>
  )
}
