import { lazy, Suspense, useState } from 'react'
import { useT } from '~/lib/i18n'

/** Loaded when first opened: the footer (every page) carries only the button. */
const GtinLookupModal = lazy(() => import('./gtin_lookup_modal'))

/**
 * Public entry point of the GTIN lookup (SPEC §1: "a lookup by GTIN shows company and product
 * information"), for guests and signed-in users alike: a button that opens the lookup modal.
 */
export default function GtinLookupButton({ className = '' }: { className?: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="gtin-lookup-open"
      >
        {t('gtin.lookup.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <GtinLookupModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
