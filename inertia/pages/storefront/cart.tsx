import { useState } from 'react'
import { Head, Link, router, usePage } from '@inertiajs/react'
import QuantityStepper from '~/components/cart/quantity_stepper'
import FormAlert from '~/components/ui/form_alert'
import { cartErrorBag, useBagError, useCartState } from '~/lib/cart'
import { useT } from '~/lib/i18n'
import type { CartLineView, CartPageView } from '#transformers/cart_transformer'
import { useSyncedState } from '~/lib/synced_state'

type CartLine = CartLineView

type CartPageProps = CartPageView & {
  checkoutUrl: string
  catalogUrl: string
}

/** A value shown at once when the buyer changes it, replaced by the server's when the page reloads. */
function useOptimistic(server: boolean): [boolean, (value: boolean) => void] {
  return useSyncedState(server)
}

/** First page-level message (select / delete validation), if any. */
function usePageError(): string | undefined {
  const errors = usePage().props.errors as Record<string, unknown> | undefined
  for (const value of Object.values(errors ?? {})) {
    if (typeof value === 'string') return value
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0]
  }
  return undefined
}

/**
 * Cart (SPEC §2 `/sebet`; issue 6): lines grouped by seller with image, name, current price,
 * availability, quantity stepper within lot and stock, line total and stale notices; select all,
 * delete selected, the selected total and "complete order".
 */
export default function CartPage({ groups, summary, checkoutUrl, catalogUrl }: CartPageProps) {
  const t = useT()
  const { urls } = useCartState()
  const pageError = usePageError()
  const [busy, setBusy] = useState(false)
  const lines = groups.flatMap((group) => group.lines)
  const selectedIds = lines.filter((line) => line.selected).map((line) => line.productId)
  const allSelected = lines.length > 0 && selectedIds.length === lines.length
  const [allTicked, setAllTicked] = useOptimistic(allSelected)

  const visit = {
    preserveScroll: true,
    onStart: () => setBusy(true),
    onFinish: () => setBusy(false),
  }
  const select = (data: { all?: boolean; product_ids?: number[]; selected: boolean }) =>
    urls && router.patch(urls.select, data, visit)
  const remove = (ids: number[], scope: 'selected' | 'line') =>
    urls && router.post(urls.remove, { product_ids: ids, scope }, visit)
  const setQuantity = (line: CartLine, quantity: number) =>
    urls &&
    router.patch(
      urls.quantity,
      { product_id: line.productId, quantity },
      { ...visit, errorBag: cartErrorBag(line.productId) }
    )

  return (
    <div className="container-page py-6">
      <Head title={t('cart.title')} />
      <h1 className="section-title">{t('cart.title')}</h1>
      <FormAlert message={pageError} />

      {lines.length === 0 ? (
        <div
          className="rounded-[var(--radius-card)] border border-line bg-white p-8 text-center"
          data-testid="cart-empty"
        >
          <h2 className="text-lg font-semibold">{t('cart.empty.title')}</h2>
          <p className="mt-2 text-muted">{t('cart.empty.text')}</p>
          <Link href={catalogUrl} className="btn-primary mt-4">
            {t('cart.empty.link')}
          </Link>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_320px]">
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white px-4 py-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={allTicked}
                  disabled={busy}
                  onChange={() => {
                    setAllTicked(!allTicked)
                    select({ all: true, selected: !allTicked })
                  }}
                  data-testid="select-all"
                />
                {t('cart.select_all')}
              </label>
              <button
                type="button"
                className="btn-ghost text-danger"
                disabled={busy || selectedIds.length === 0}
                onClick={() => remove(selectedIds, 'selected')}
                data-testid="delete-selected"
              >
                {t('cart.delete_selected')}
              </button>
            </div>

            {groups.map((group) => (
              <section
                key={group.sellerId}
                aria-labelledby={`seller-${group.sellerId}`}
                className="rounded-[var(--radius-card)] border border-line bg-white"
                data-testid="cart-seller"
              >
                <h2
                  id={`seller-${group.sellerId}`}
                  className="border-b border-line px-4 py-3 font-semibold"
                >
                  {t('cart.seller', { name: group.sellerName })}
                </h2>
                <ul className="divide-y divide-line">
                  {group.lines.map((line) => (
                    <CartLineRow
                      key={line.productId}
                      line={line}
                      busy={busy}
                      onSelect={(selected) => select({ product_ids: [line.productId], selected })}
                      onRemove={() => remove([line.productId], 'line')}
                      onQuantity={(quantity) => setQuantity(line, quantity)}
                    />
                  ))}
                </ul>
                <p className="border-t border-line px-4 py-2 text-right text-sm text-muted">
                  {t('cart.summary.seller_subtotal', { amount: group.subtotal })}
                </p>
              </section>
            ))}
          </div>

          <aside
            aria-labelledby="cart-summary"
            className="rounded-[var(--radius-card)] border border-line bg-white p-4 lg:sticky lg:top-20"
            data-testid="cart-summary"
          >
            <h2 id="cart-summary" className="text-lg font-semibold">
              {t('cart.summary.title')}
            </h2>
            <div className="mt-3 flex flex-col gap-1 text-sm text-muted">
              <p>{t('cart.summary.selected', { count: summary.orderableSelected })}</p>
              <p>{t('cart.summary.units', { count: summary.units })}</p>
            </div>
            <p className="mt-3 flex items-baseline justify-between gap-3">
              <span className="font-semibold">{t('cart.summary.subtotal')}</span>
              <span className="text-lg font-extrabold text-brand-900" data-testid="cart-subtotal">
                {summary.subtotal}
              </span>
            </p>
            <p className="mt-2 text-xs text-muted">{t('cart.summary.delivery_note')}</p>
            {summary.blockedSelected > 0 && (
              <p
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-accent-600"
                role="status"
              >
                {t('cart.summary.blocked', { count: summary.blockedSelected })}
              </p>
            )}
            {summary.canCheckout ? (
              <Link
                href={checkoutUrl}
                className="btn-primary mt-4 w-full"
                data-testid="complete-order"
              >
                {t('cart.summary.complete')}
              </Link>
            ) : (
              <>
                <button
                  type="button"
                  className="btn-primary mt-4 w-full"
                  disabled
                  aria-describedby="checkout-blocked"
                  data-testid="complete-order"
                >
                  {t('cart.summary.complete')}
                </button>
                <p id="checkout-blocked" className="mt-2 text-sm text-muted">
                  {summary.checkoutBlockedReason}
                </p>
              </>
            )}
          </aside>
        </div>
      )}
    </div>
  )
}

interface CartLineRowProps {
  line: CartLine
  busy: boolean
  onSelect: (selected: boolean) => void
  onRemove: () => void
  onQuantity: (quantity: number) => void
}

/** One line: tick, image, name, price (old → new when it changed), stepper, total, notices, delete. */
function CartLineRow({ line, busy, onSelect, onRemove, onQuantity }: CartLineRowProps) {
  const t = useT()
  const error = useBagError(cartErrorBag(line.productId))
  const [ticked, setTicked] = useOptimistic(line.selected)
  const stepperUsable =
    line.state !== 'unavailable' && line.state !== 'not_in_stock' && line.state !== 'no_price'
  const image = line.image && (
    <img
      src={line.image.src.replace('-480.webp', '-240.webp')}
      alt=""
      width={80}
      height={100}
      loading="lazy"
      className="h-25 w-20 rounded-lg object-cover"
    />
  )
  return (
    <li className="flex gap-3 px-4 py-4" data-testid="cart-line" data-product-id={line.productId}>
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0"
        checked={ticked}
        disabled={busy}
        onChange={() => {
          setTicked(!ticked)
          onSelect(!ticked)
        }}
        aria-label={t('cart.select_line', { name: line.name })}
      />
      <div className="h-25 w-20 shrink-0 overflow-hidden rounded-lg bg-brand-50">
        {line.url && image ? (
          <Link href={line.url} tabIndex={-1} aria-hidden="true">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {line.url ? (
              <Link href={line.url} className="font-semibold hover:underline">
                {line.name}
              </Link>
            ) : (
              <p className="font-semibold text-muted">{line.name}</p>
            )}
            <p
              className={`text-xs font-medium ${line.availability === 'in_stock' ? 'text-success' : 'text-danger'}`}
            >
              {line.availabilityLabel}
            </p>
          </div>
          <div className="text-right">
            <p className="text-sm text-muted">
              {t('cart.line.unit_price')}:{' '}
              <span className="font-semibold text-ink">
                {line.unitPrice ?? t('ui.product.price_unavailable')}
              </span>
              {line.addedPrice && <s className="ml-2 text-xs">{line.addedPrice}</s>}
            </p>
            {line.rateNote && (
              <p className="text-xs text-muted" data-testid="rate-note">
                {line.rateNote}
              </p>
            )}
            {line.lineTotal !== null && (
              <p
                className={`font-bold ${line.orderable ? 'text-brand-900' : 'text-muted line-through'}`}
                data-testid="line-total"
              >
                <span className="text-sm font-normal text-muted">{t('cart.line.total')}: </span>
                {line.lineTotal}
              </p>
            )}
            {!line.orderable && <p className="text-xs text-muted">{t('cart.line.excluded')}</p>}
          </div>
        </div>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <QuantityStepper
              id={`quantity-${line.productId}`}
              value={line.quantity}
              min={line.moq}
              max={Math.max(line.moq, line.maxQuantity)}
              onChange={onQuantity}
              label={t('cart.line.quantity')}
              hideLabel
              disabled={busy || !stepperUsable}
            />
            {stepperUsable && (
              <p className="mt-1 text-xs text-muted">
                {t('cart.line.moq_hint', { moq: line.moq, max: line.maxQuantity })}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn-ghost text-sm text-danger"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('cart.delete_line', { name: line.name })}
          >
            {t('cart.delete')}
          </button>
        </div>

        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        {line.notices.length > 0 && (
          <ul className="flex flex-col gap-1" data-testid="line-notices">
            {line.notices.map((notice) => (
              <li
                key={notice}
                className={`rounded-lg px-3 py-1.5 text-sm ${line.orderable ? 'bg-amber-50 text-accent-600' : 'bg-red-50 text-danger'}`}
              >
                {notice}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
