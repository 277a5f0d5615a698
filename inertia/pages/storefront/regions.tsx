import { Head, Link } from '@inertiajs/react'
import type { RegionGroupData } from '~/components/suppliers/region_picker'
import { useShared, useT } from '~/lib/i18n'

/**
 * Manufacturers for regions (SPEC §2 Regions): the 14 economic regions in their official order,
 * each with its cities and districts and the count of active suppliers; every entry links to the
 * suppliers list filtered to it.
 */
export default function Regions({ regions, total }: { regions: RegionGroupData[]; total: number }) {
  const t = useT()
  const { nav } = useShared()
  return (
    <section className="container-page py-8 sm:py-10">
      <Head title={t('suppliers.regions.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('suppliers.regions.title')}
          </h1>
          <p className="mt-2 text-muted">{t('suppliers.regions.intro')}</p>
          <p className="mt-2 text-sm font-medium" data-testid="regions-total">
            {t('suppliers.regions.total', { count: total })}
          </p>
        </div>
        {nav.suppliers && (
          <Link href={nav.suppliers} className="btn-ghost border border-line bg-white">
            {t('suppliers.supplier.back')}
          </Link>
        )}
      </div>

      <ol className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {regions.map((region) => (
          <li
            key={region.code}
            className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-4"
            data-testid="region"
            data-code={region.code}
          >
            <h2 className="text-base font-bold">
              <Link
                href={region.url}
                className="flex items-start justify-between gap-3 hover:text-brand-700"
              >
                <span>{region.name}</span>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${region.supplierCount > 0 ? 'bg-brand-600 text-white' : 'bg-brand-50 text-muted'}`}
                >
                  <span aria-hidden="true">{region.supplierCount}</span>
                  <span className="sr-only">
                    {t('suppliers.regions.suppliers_count', { count: region.supplierCount })}
                  </span>
                </span>
              </Link>
            </h2>
            <ul
              aria-label={t('suppliers.regions.districts')}
              className="mt-3 flex flex-wrap gap-1.5"
            >
              {region.districts.map((district) => (
                <li key={district.code}>
                  <Link
                    href={district.url}
                    className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs hover:bg-brand-50 ${district.supplierCount > 0 ? 'border-brand-100 text-ink' : 'border-line text-muted'}`}
                  >
                    {district.name}
                    <span aria-hidden="true" className="font-semibold">
                      {district.supplierCount}
                    </span>
                    <span className="sr-only">
                      {t('suppliers.regions.suppliers_count', { count: district.supplierCount })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              href={region.url}
              className="mt-auto self-start pt-4 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('suppliers.regions.view_region')} →
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
