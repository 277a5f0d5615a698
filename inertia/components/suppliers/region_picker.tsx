import { useId, useMemo, useState } from 'react'
import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { foldText } from '~/components/suppliers/fold'
import type { RegionGroup, RegionOption } from '#transformers/supplier_transformer'

/** A region or district choice (app/transformers/supplier_transformer.ts `toRegionGroups`). */
export type RegionOptionData = RegionOption
export type RegionGroupData = RegionGroup

const OPTION =
  'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-brand-50 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white'

/** A supplier count shown as a bare number, read out with its meaning. */
function Count({ value, className }: { value: number; className: string }) {
  const t = useT()
  return (
    <>
      <span aria-hidden="true" className={className}>
        {value}
      </span>
      <span className="sr-only">{t('suppliers.regions.suppliers_count', { count: value })}</span>
    </>
  )
}

/**
 * Region filter with region search (SPEC §2): the 14 economic regions and their districts as
 * links to the filtered list, narrowed in the browser by typed text (folded, so `seki` finds Şəki).
 */
export default function RegionPicker({
  regions,
  allUrl,
  placeLabel,
}: {
  regions: RegionGroupData[]
  allUrl: string
  placeLabel: string | null
}) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState('')
  const needle = foldText(text)

  const visible = useMemo(() => {
    if (!needle) return regions
    return regions.flatMap((region) => {
      if (foldText(region.name).includes(needle)) return [region]
      const districts = region.districts.filter((district) =>
        foldText(district.name).includes(needle)
      )
      return districts.length ? [{ ...region, districts }] : []
    })
  }, [regions, needle])

  return (
    <details className="group rounded-[var(--radius-card)] border border-line bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-medium">
        <span>
          <span className="block text-xs font-normal text-muted">
            {t('suppliers.filters.region')}
          </span>
          <span data-testid="region-current">
            {placeLabel ?? t('suppliers.filters.region_all')}
          </span>
        </span>
        <span aria-hidden="true" className="text-muted transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-line p-3">
        <label htmlFor={`${id}-search`} className="field-label">
          {t('suppliers.filters.region_search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('suppliers.filters.region_search_placeholder')}
          className="field-input"
          autoComplete="off"
          aria-controls={`${id}-list`}
        />
        <div id={`${id}-list`} className="mt-3 max-h-96 overflow-y-auto pr-1">
          <ul className="space-y-1">
            {!needle && (
              <li>
                <Link
                  href={allUrl}
                  className={OPTION}
                  aria-current={placeLabel === null ? 'true' : undefined}
                >
                  {t('suppliers.filters.region_all')}
                </Link>
              </li>
            )}
            {visible.map((region) => (
              <li key={region.code}>
                <Link
                  href={region.url}
                  className={`${OPTION} font-semibold`}
                  aria-current={region.current ? 'true' : undefined}
                >
                  <span>{region.name}</span>
                  <Count value={region.supplierCount} className="text-xs font-normal opacity-80" />
                </Link>
                <ul
                  className="mt-0.5 ml-3 border-l border-line pl-2"
                  aria-label={t('suppliers.filters.region_districts', { region: region.name })}
                >
                  {region.districts.map((district) => (
                    <li key={district.code}>
                      <Link
                        href={district.url}
                        className={OPTION}
                        aria-current={district.current ? 'true' : undefined}
                      >
                        <span>{district.name}</span>
                        <Count value={district.supplierCount} className="text-xs opacity-80" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p role="status" aria-live="polite" className="px-2 py-3 text-sm text-muted empty:hidden">
            {visible.length === 0 ? t('suppliers.filters.region_none', { text }) : ''}
          </p>
        </div>
      </div>
    </details>
  )
}
