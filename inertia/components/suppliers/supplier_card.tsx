import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import SupplierLogo from '~/components/suppliers/supplier_logo'
import type { SupplierCard } from '#transformers/supplier_transformer'
import VerifiedBadge from '~/components/trust/verified_badge'

/** Supplier card data (app/transformers/supplier_transformer.ts `toSupplierCard`). */
export type SupplierCardData = SupplierCard

/** A supplier in a list: logo or monogram, name, place in the page language, type, product count. */
export default function SupplierCard({ supplier }: { supplier: SupplierCardData }) {
  const t = useT()
  const place = [supplier.district, supplier.region].filter(Boolean).join(', ')
  return (
    <Link
      href={supplier.url}
      className="flex h-full gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm transition hover:shadow-md focus-visible:shadow-md"
      data-testid="supplier-card"
    >
      <SupplierLogo
        name={supplier.name}
        logo={supplier.logo}
        color={supplier.color}
        className="h-14 w-14 rounded-lg text-base"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 font-semibold text-ink">{supplier.name}</h3>
        {place && <p className="line-clamp-2 text-sm text-muted">{place}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs">
          <span
            className={`rounded-full px-2 py-0.5 font-medium ${supplier.type === 'legal' ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-accent-600'}`}
          >
            {supplier.typeLabel}
          </span>
          <span className="text-muted">
            {t('suppliers.products_count', { count: supplier.productCount })}
          </span>
          {supplier.verifiedMonth && <VerifiedBadge month={supplier.verifiedMonth} compact />}
        </div>
      </div>
    </Link>
  )
}
