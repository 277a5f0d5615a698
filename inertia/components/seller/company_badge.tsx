import { Link } from '@inertiajs/react'
import SupplierLogo from '~/components/suppliers/supplier_logo'
import { useT } from '~/lib/i18n'
import type { SellerCompanyHeader } from '#transformers/seller_dashboard_transformer'

/** The seller's company as the dashboard pages show it (toSellerCompanyHeader). */
export type SellerCompany = SellerCompanyHeader

/** Company card: logo or monogram, name, type, VÖEN, link to the public page or the suspension notice. */
export default function CompanyBadge({ company }: { company: SellerCompany }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <SupplierLogo
        name={company.name}
        logo={company.logo}
        color={company.color}
        className="h-16 w-16 rounded-xl text-xl"
      />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold break-words" data-testid="company-name">
          {company.name}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
            {company.typeLabel}
          </span>
          <span>
            {t('seller.company.tax_id')}: <span className="tabular-nums">{company.taxId}</span>
          </span>
        </p>
        {!company.active && (
          <p
            role="status"
            className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-accent-600"
          >
            {t('seller.company.suspended')}
          </p>
        )}
      </div>
      {company.publicUrl && (
        <Link href={company.publicUrl} className="btn-ghost self-start sm:self-center">
          {t('seller.company.public_page')}
        </Link>
      )}
    </div>
  )
}
