import { useT } from '~/lib/i18n'
import type { ProductStatusView as ProductState } from '#transformers/seller_product_transformer'
import type { ProductStatus } from '#shared/products'

const STATUS_STYLE: Record<ProductStatus, string> = {
  draft: 'bg-slate-100 text-ink',
  in_review: 'bg-amber-50 text-accent-600',
  published: 'bg-green-50 text-success',
  rejected: 'bg-red-50 text-danger',
  archived: 'bg-slate-100 text-muted',
}

/**
 * A product's status badge, plus "changed since approval" for a published product whose live
 * edit waits for review, and the admin's reason under a rejected one (when `showReason`).
 */
export default function StatusBadges({
  state,
  showReason = true,
}: {
  state: ProductState
  showReason?: boolean
}) {
  const t = useT()
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-1">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[state.status]}`}
          data-testid="status-badge"
        >
          {state.label}
        </span>
        {state.changed && (
          <span
            className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-600"
            data-testid="changed-badge"
          >
            {t('products.changed')}
          </span>
        )}
      </div>
      {showReason && state.rejectionReason && (
        <p className="text-xs break-words text-danger" data-testid="rejection-reason">
          {t('products.list.rejected_reason', { reason: state.rejectionReason })}
        </p>
      )}
    </div>
  )
}
