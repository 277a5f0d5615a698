import { useT } from '~/lib/i18n'
import type { Purchase } from './use_purchase'

/**
 * "Add to cart" and "Buy now" for `quantity` units (product page, its mobile bar, quick look);
 * `stretch` gives both buttons half of the width.
 */
export default function PurchaseButtons({
  purchase,
  quantity,
  stretch = false,
}: {
  purchase: Purchase
  quantity: number
  stretch?: boolean
}) {
  const t = useT()
  if (!purchase.ready) return null
  return (
    <div className={stretch ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap gap-2'}>
      <button
        type="button"
        className="btn-primary"
        onClick={() => purchase.add(quantity)}
        disabled={purchase.busy !== null}
        data-testid="add-to-cart"
      >
        {purchase.busy === 'add' ? t('cart.actions.working') : t('cart.actions.add')}
      </button>
      <button
        type="button"
        className="btn border border-brand-600 text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        onClick={() => purchase.buy(quantity)}
        disabled={purchase.busy !== null}
        data-testid="buy-now"
      >
        {purchase.busy === 'buy' ? t('cart.actions.working') : t('cart.actions.buy')}
      </button>
    </div>
  )
}

/** The outcome of the last cart or wish-list change: error (alert) or confirmation (status). */
export function PurchaseFeedback({ purchase }: { purchase: Purchase }) {
  if (purchase.error) {
    return (
      <p role="alert" className="text-sm text-danger" data-testid="cart-error">
        {purchase.error}
      </p>
    )
  }
  if (purchase.notice) {
    return (
      <p role="status" className="text-sm text-success">
        {purchase.notice}
      </p>
    )
  }
  return null
}
