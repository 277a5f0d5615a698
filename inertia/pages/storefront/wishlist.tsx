import { useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { cartErrorBag, useBagError, useCartState } from '~/lib/cart'
import { useT } from '~/lib/i18n'
import { DayRateLines, RateProblemNote } from '~/components/catalog/price_notes'
import type { WishItemView } from '#transformers/cart_transformer'
import ProductPicture, { CARD_SIZES } from '~/components/catalog/product_picture'

type WishItem = WishItemView

interface WishlistPageProps {
  items: WishItem[]
  catalogUrl: string
}

/**
 * Wish list (SPEC §2 `/beyendiklerim`; issue 6): wished products with image, name, price and
 * availability; "add to cart" moves one into the cart with its minimum lot, "remove" drops it.
 */
export default function WishlistPage({ items, catalogUrl }: WishlistPageProps) {
  const t = useT()
  return (
    <div className="container-page py-6">
      <Head title={t('cart.wishlist.title')} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="section-title">{t('cart.wishlist.title')}</h1>
        {items.length > 0 && (
          <p className="text-sm text-muted">{t('cart.wishlist.count', { count: items.length })}</p>
        )}
      </div>
      {items.length === 0 ? (
        <div
          className="rounded-[var(--radius-card)] border border-line bg-white p-8 text-center"
          data-testid="wishlist-empty"
        >
          <h2 className="text-lg font-semibold">{t('cart.wishlist.empty_title')}</h2>
          <p className="mt-2 text-muted">{t('cart.wishlist.empty_text')}</p>
          <Link href={catalogUrl} className="btn-primary mt-4">
            {t('cart.empty.link')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <WishCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const AVAILABILITY_STYLE = {
  in_stock: 'text-success',
  not_in_stock: 'text-accent-600',
  sold_out: 'text-danger',
  unavailable: 'text-muted',
}

/** One wished product: card with "add to cart" (its minimum lot) and "remove". */
function WishCard({ item }: { item: WishItem }) {
  const t = useT()
  const { urls } = useCartState()
  const bag = cartErrorBag(item.id)
  const error = useBagError(bag)
  const [busy, setBusy] = useState(false)
  const visit = {
    preserveScroll: true,
    errorBag: bag,
    onStart: () => setBusy(true),
    onFinish: () => setBusy(false),
  }
  const image = item.image && (
    <ProductPicture
      src={item.image.src}
      srcSet={item.image.srcset}
      sizes={CARD_SIZES}
      width={item.image.width}
      height={item.image.height}
      alt={item.name}
      loading="lazy"
      className="h-full w-full object-cover"
    />
  )
  return (
    <article
      className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-sm"
      data-testid="wish-item"
      data-product-id={item.id}
    >
      <div className="aspect-[4/5] overflow-hidden rounded-t-[var(--radius-card)] bg-brand-50">
        {item.url && image ? (
          <Link href={item.url} tabIndex={-1} aria-hidden="true">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold">
          {item.url ? (
            <Link href={item.url} className="hover:underline">
              {item.name}
            </Link>
          ) : (
            <span className="text-muted">{item.name}</span>
          )}
        </h2>
        <p className="truncate text-xs text-muted">{item.companyName}</p>
        {item.price && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-base font-bold break-all text-brand-900">
            {item.price}
            {item.oldPrice && <s className="text-xs font-normal text-muted">{item.oldPrice}</s>}
          </p>
        )}
        <DayRateLines ownPrice={item.ownPrice} dayRate={item.dayRate} />
        {item.rateProblem && (
          <RateProblemNote problem={item.rateProblem} className="text-[11px] text-danger" />
        )}
        <p className={`text-xs font-medium ${AVAILABILITY_STYLE[item.availability]}`}>
          {item.availabilityLabel}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {item.purchasable ? (
            <>
              <button
                type="button"
                className="btn-primary w-full px-2 py-1.5 text-xs"
                disabled={busy}
                onClick={() => urls && router.post(urls.moveWish, { product_id: item.id }, visit)}
                data-testid="wish-move"
              >
                {t('cart.wishlist.add_to_cart')}
              </button>
              <p className="text-[11px] text-muted">
                {t('cart.wishlist.lot_hint', { moq: item.moq })}
              </p>
            </>
          ) : (
            item.availability !== 'unavailable' &&
            !item.rateProblem && (
              <p className="text-xs font-semibold text-danger">
                {t('ui.messages.product_not_in_stock')}
              </p>
            )
          )}
          <button
            type="button"
            className="btn-ghost w-full px-2 py-1.5 text-xs text-danger"
            disabled={busy}
            onClick={() =>
              urls && router.post(urls.toggleWish, { product_id: item.id, on: false }, visit)
            }
            aria-label={`${t('cart.wishlist.remove')}: ${item.name}`}
            data-testid="wish-remove"
          >
            {t('cart.wishlist.remove')}
          </button>
          {error && (
            <p role="alert" className="text-xs text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </article>
  )
}
