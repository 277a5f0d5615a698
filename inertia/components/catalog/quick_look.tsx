import { useEffect, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import QuantityStepper from '~/components/cart/quantity_stepper'
import PurchaseButtons, { PurchaseFeedback } from '~/components/cart/purchase_buttons'
import WishToggle from '~/components/cart/wish_toggle'
import { usePurchase } from '~/components/cart/use_purchase'
import { DayRateLines, RateProblemNote } from '~/components/catalog/price_notes'
import { useT } from '~/lib/i18n'
import type { QuickLookView } from '#transformers/product_page_transformer'
import ProductPicture from '~/components/catalog/product_picture'

type QuickLookData = QuickLookView

/**
 * Quick look: a modal dialog with the product's essentials, loaded on open from `url`, with
 * the count selector, add to cart, buy now and the wish-list toggle (or "product not in stock",
 * or why a foreign-currency price has no AZN amount now).
 */
export default function QuickLook({
  url,
  productId,
  onClose,
}: {
  url: string
  productId: number
  onClose: () => void
}) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [data, setData] = useState<QuickLookData | null>(null)
  const [failed, setFailed] = useState(false)
  const [quantity, setQuantity] = useState(1)
  const purchase = usePurchase(productId)

  useEffect(() => {
    dialog.current?.showModal()
    const controller = new AbortController()
    fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((loaded: QuickLookData) => {
        setQuantity(loaded.product.moq)
        setData(loaded)
      })
      .catch((error) => {
        if (error?.name !== 'AbortError') setFailed(true)
      })
    return () => controller.abort()
  }, [url])

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      aria-label={t('catalog.product.quick_look')}
      className="m-auto w-[min(720px,94vw)] rounded-2xl p-0 backdrop:bg-black/50"
      data-testid="quick-look"
    >
      <div className="relative p-5">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="btn-ghost absolute top-2 right-2"
          aria-label={t('catalog.product.close')}
        >
          ✕
        </button>
        {!data && !failed && (
          <p role="status" className="py-10 text-center text-muted">
            {t('ui.loading')}
          </p>
        )}
        {failed && (
          <p role="alert" className="py-10 text-center text-danger">
            {t('ui.messages.system_error')}
          </p>
        )}
        {data && (
          <div className="grid gap-5 sm:grid-cols-2">
            {data.product.images[0] && (
              <ProductPicture
                src={data.product.images[0].src}
                srcSet={data.product.images[0].srcset}
                sizes="320px"
                alt={data.product.name}
                className="aspect-[4/5] w-full rounded-xl object-cover"
              />
            )}
            <div className="flex flex-col gap-2">
              <h2 className="pr-8 text-lg font-bold">{data.product.name}</h2>
              <p className="text-sm text-muted">{data.product.seller.name}</p>
              {data.product.exportOnly ? null : data.product.price ? (
                <>
                  <p className="text-2xl font-extrabold text-brand-900">
                    {data.product.price}
                    {data.product.oldPrice && (
                      <s className="ml-2 text-sm font-normal text-muted">{data.product.oldPrice}</s>
                    )}
                  </p>
                  <DayRateLines
                    ownPrice={data.product.ownPrice}
                    dayRate={data.product.dayRate}
                    className="text-xs text-muted"
                  />
                </>
              ) : (
                <p className="text-lg font-bold text-muted">{t('ui.product.price_unavailable')}</p>
              )}
              {!data.product.exportOnly && (
                <>
                  <p className="text-sm">{data.product.availabilityLabel}</p>
                  <p className="text-sm text-muted">
                    {t('catalog.product.moq')}: {data.product.moq}
                  </p>
                </>
              )}
              <p className="line-clamp-5 text-sm text-muted">{data.product.description}</p>
              {data.product.exportOnly ? (
                <p role="status" className="font-semibold text-brand-900">
                  {t('export.panel.export_only')}
                </p>
              ) : data.product.rateProblem ? (
                <RateProblemNote
                  problem={data.product.rateProblem}
                  className="font-semibold text-danger"
                />
              ) : data.product.availability === 'in_stock' ? (
                <>
                  <QuantityStepper
                    id={`quick-look-quantity-${productId}`}
                    value={quantity}
                    min={data.product.moq}
                    max={data.product.maxQuantity}
                    onChange={setQuantity}
                    label={t('catalog.product.quantity')}
                  />
                  <PurchaseButtons purchase={purchase} quantity={quantity} />
                </>
              ) : (
                <p role="status" className="font-semibold text-danger">
                  {t('ui.messages.product_not_in_stock')}
                </p>
              )}
              <div>
                <WishToggle purchase={purchase} />
              </div>
              <PurchaseFeedback purchase={purchase} />
              <Link href={data.href} className="btn-ghost mt-auto border border-line">
                {t('catalog.product.view_details')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </dialog>
  )
}
