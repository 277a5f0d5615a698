import { useState } from 'react'
import GtinLookupModal from '~/components/gtin/gtin_lookup_modal'
import { useT } from '~/lib/i18n'
import { applyGtinFill, type GtinFillLabels } from './gtin_fill_data'
import type {
  ProductFormOptions,
  ProductFormValues,
} from '#transformers/seller_product_transformer'

export type { GtinFillLabels }

interface GtinFillProps {
  values: ProductFormValues
  labels: GtinFillLabels
  brands: ProductFormOptions['brands']
  /** Receives the filled values (the form keeps everything else as typed). */
  onFill: (values: ProductFormValues) => void
}

/**
 * "Fill from GTIN" beside the barcode: opens the GTIN lookup modal (inertia/components/gtin)
 * with the typed barcode; its result fills the form (applyGtinFill) and a note asks the
 * producer to check the texts in every language.
 */
export default function GtinFill({ values, labels, brands, onFill }: GtinFillProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [filled, setFilled] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn-ghost border border-line whitespace-nowrap"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="gtin-fill"
      >
        {t('products.gtin.fill')}
      </button>
      {open && (
        <GtinLookupModal
          open
          initialGtin={values.barcode}
          onClose={() => setOpen(false)}
          onFill={(data) => {
            onFill(applyGtinFill(values, data, labels, brands))
            setFilled(true)
            setOpen(false)
          }}
        />
      )}
      {filled && (
        <p role="status" className="mt-2 text-xs text-success sm:max-w-48">
          {t('products.gtin.filled')}
        </p>
      )}
    </>
  )
}
