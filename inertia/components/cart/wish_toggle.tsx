import { useT } from '~/lib/i18n'
import type { Purchase } from './use_purchase'

/**
 * "Add to wish list" toggle (SPEC §2 Product): a heart that shows whether the product is on the
 * visitor's wish list; `compact` shows only the icon (cards, mobile bar).
 */
export default function WishToggle({
  purchase,
  compact = false,
  subject,
  className = '',
}: {
  purchase: Purchase
  compact?: boolean
  /** The product's name, appended to the icon's accessible name in lists. */
  subject?: string
  className?: string
}) {
  const t = useT()
  if (!purchase.ready) return null
  const label = t(purchase.wished ? 'cart.actions.wish_remove' : 'cart.actions.wish_add')
  return (
    <button
      type="button"
      onClick={() => purchase.toggleWish()}
      disabled={purchase.busy !== null}
      aria-pressed={purchase.wished}
      aria-label={compact ? (subject ? `${label}: ${subject}` : label) : undefined}
      title={label}
      className={`${compact ? 'grid h-8 w-8 place-items-center rounded-full bg-white/90 shadow hover:bg-white' : 'btn-ghost border border-line'} ${purchase.wished ? 'text-danger' : 'text-brand-700'} ${className}`}
      data-testid="wish-toggle"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill={purchase.wished ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.1 1.8-2 3.3-3.1 5.4-3.1 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z" />
      </svg>
      {!compact && <span>{label}</span>}
    </button>
  )
}
