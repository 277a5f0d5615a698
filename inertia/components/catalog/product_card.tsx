import { lazy, Suspense, useState } from 'react'
import ListLink from '~/components/ui/list_link'
import ProductBadges from '~/components/catalog/product_badges'
import { DayRateLines, RateProblemNote } from '~/components/catalog/price_notes'
import WishToggle from '~/components/cart/wish_toggle'
import { usePurchase } from '~/components/cart/use_purchase'
import ProductPicture, { CARD_SIZES, cardSrcset } from '~/components/catalog/product_picture'
import { useShared, useT } from '~/lib/i18n'
import { routeUrl } from '~/lib/routes'
import type { ProductCard } from '#transformers/product_card_transformer'
import VerifiedBadge from '~/components/trust/verified_badge'

/** The quick look's code, fetched when a visitor points at, focuses or taps its button: most never open one. */
const loadQuickLook = () => import('~/components/catalog/quick_look')
const QuickLook = lazy(loadQuickLook)

/** Product card data (app/transformers/product_card_transformer.ts). */
export type ProductCardData = ProductCard

const AVAILABILITY_STYLE = {
  in_stock: 'text-success',
  not_in_stock: 'text-accent-600',
  sold_out: 'text-danger',
}

/** The label of each availability (the card carries the state only; the labels are in the message bundle). */
const AVAILABILITY_LABEL = {
  in_stock: 'enums.availability.in_stock',
  not_in_stock: 'enums.availability.not_in_stock',
  sold_out: 'enums.availability.sold_out',
} as const

/**
 * A product in a list: image, badges, name, seller, the AZN price first (discount, the seller's
 * own amount and the day's rate after it) or why there is none, quick look, wish-list heart and
 * "add to cart" with the minimum lot when it is in stock and priced; the export offer's "from …
 * / unit, MOQ …" line when it has one, and no AZN price or cart button when it is export-only.
 * `priority`: the card is in the first screen of a list, so its image is the page's likely
 * largest paint; it is fetched at once with high priority instead of lazily (issue 26, LCP).
 * `headingLevel`: the name's heading level, one below the list's own heading (3 under a rail's
 * h2; 2 in a grid right under the page's h1, where a skipped level fails Lighthouse).
 */
export default function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductCardData
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = useT()
  const { routes } = useShared()
  const purchase = usePurchase(product.id)
  const body = (
    <>
      <div className="relative aspect-[4/5] overflow-hidden rounded-t-[var(--radius-card)] bg-brand-50">
        {product.image && (
          <ProductPicture
            src={product.image.src}
            srcSet={cardSrcset(product.image.src)}
            sizes={CARD_SIZES}
            width={product.image.width}
            height={product.image.height}
            alt={product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <ProductBadges
          isNew={product.isNew}
          discountPercent={product.discountPercent}
          className="absolute top-2 left-2 flex flex-col gap-1"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold text-ink">{product.name}</Heading>
        <p className="truncate text-xs text-muted">{product.companyName}</p>
        {product.verifiedMonth && (
          <VerifiedBadge month={product.verifiedMonth} compact className="self-start" />
        )}
        <div className="mt-auto pt-2">
          {product.exportOnly ? null : product.price ? (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2 text-base font-bold break-all text-brand-900">
                {product.price}
                {product.oldPrice && (
                  <s className="text-xs font-normal text-muted">{product.oldPrice}</s>
                )}
              </p>
              <DayRateLines ownPrice={product.ownPrice} dayRate={product.dayRate} />
            </>
          ) : (
            <>
              <p className="text-sm font-semibold text-muted">
                {t('ui.product.price_unavailable')}
              </p>
              {product.rateProblem && (
                <RateProblemNote
                  problem={product.rateProblem}
                  className="line-clamp-3 text-[11px] text-danger"
                />
              )}
            </>
          )}
          {!product.exportOnly && (
            <p className={`text-xs font-medium ${AVAILABILITY_STYLE[product.availability]}`}>
              {t(AVAILABILITY_LABEL[product.availability])}
            </p>
          )}
          {product.exportOffer && (
            <p className="mt-1 text-xs font-semibold text-ink" data-testid="card-export-offer">
              {t('export.card.from', {
                price: product.exportOffer.from,
                unit: t(`export.units.${product.exportOffer.unit}`),
                moq: product.exportOffer.moq,
              })}
            </p>
          )}
        </div>
      </div>
    </>
  )
  const [looking, setLooking] = useState(false)
  const className = 'flex flex-1 flex-col'
  return (
    <div
      className="relative flex h-full min-w-0 flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition hover:shadow-md"
      data-testid="product-card"
    >
      {product.url ? (
        <ListLink href={product.url} className={className}>
          {body}
        </ListLink>
      ) : (
        <article className={className}>{body}</article>
      )}
      {purchase.ready &&
        !product.exportOnly &&
        product.availability === 'in_stock' &&
        product.price !== null && (
          <div className="px-3 pb-3">
            <button
              type="button"
              className="btn-primary w-full px-2 py-1.5 text-xs"
              onClick={() => purchase.add(product.moq)}
              disabled={purchase.busy !== null}
              aria-label={`${t('cart.actions.add')}: ${product.name}`}
              data-testid="card-add-to-cart"
            >
              {purchase.busy === 'add' ? t('cart.actions.working') : t('cart.actions.add')}
            </button>
          </div>
        )}
      {purchase.error && (
        <p role="alert" className="px-3 pb-3 text-xs text-danger">
          {purchase.error}
        </p>
      )}
      <WishToggle
        purchase={purchase}
        compact
        subject={product.name}
        className="absolute top-12 right-2"
      />
      {product.url && (
        <button
          type="button"
          onClick={() => setLooking(true)}
          onPointerEnter={() => void loadQuickLook()}
          onPointerDown={() => void loadQuickLook()}
          onFocus={() => void loadQuickLook()}
          className="absolute top-2 right-2 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-brand-700 shadow hover:bg-white"
          aria-label={`${t('catalog.product.quick_look')}: ${product.name}`}
          title={t('catalog.product.quick_look')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        </button>
      )}
      {looking && product.url && (
        <Suspense fallback={null}>
          <QuickLook
            url={routeUrl(routes.quickLook, { id: product.id })}
            productId={product.id}
            onClose={() => setLooking(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
