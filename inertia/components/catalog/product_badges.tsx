import { useT } from '~/lib/i18n'

/**
 * The "New" and "−N%" badges laid over a product image (the catalog card and the product page).
 * `className` places the group over the image; nothing is rendered when neither applies.
 */
export default function ProductBadges({
  isNew,
  discountPercent,
  className,
}: {
  isNew: boolean
  /** Whole percent, 0 when the product has no discount. */
  discountPercent: number
  className: string
}) {
  const t = useT()
  if (!isNew && discountPercent <= 0) return null
  return (
    <div className={className}>
      {isNew && (
        <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {t('ui.product.new')}
        </span>
      )}
      {discountPercent > 0 && (
        <span className="rounded bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
          −{discountPercent}%
        </span>
      )}
    </div>
  )
}
