import { useState } from 'react'
import { router } from '@inertiajs/react'
import { LIST_PROPS, cartErrorBag, useBagError, useCartState } from '~/lib/cart'

type Busy = 'add' | 'buy' | 'wish' | null

/**
 * Cart and wish-list actions of one product (product page, quick look, card). Posts go through
 * Inertia with CSRF (inertia/app.tsx fetches /csrf first for pages served from the anonymous
 * cache) and the product's own error bag; add and wish-list changes come back to the same page
 * reloading only the header counts, flash and errors; "buy now" goes on to checkout.
 */
export function usePurchase(productId: number) {
  const { urls, isWished } = useCartState()
  const bag = cartErrorBag(productId)
  const error = useBagError(bag)
  const [busy, setBusy] = useState<Busy>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const wished = isWished(productId)

  const post = (
    kind: Exclude<Busy, null>,
    url: string,
    data: Record<string, number | boolean>,
    stay: boolean
  ) =>
    router.post(url, stay ? { ...data, inline: true } : data, {
      errorBag: bag,
      preserveScroll: true,
      preserveState: true,
      only: stay ? LIST_PROPS : undefined,
      onStart: () => {
        setBusy(kind)
        setNotice(null)
      },
      onFinish: () => setBusy(null),
      onSuccess: (page) => {
        const flash = (page.props as { flash?: { sent?: string | null } }).flash
        if (stay && flash?.sent) setNotice(flash.sent)
      },
    })

  return {
    /** Whether the actions can be offered at all (the cart pages are served). */
    ready: urls !== null,
    wished,
    busy,
    error,
    /** The confirmation of the last change ("Added to the cart…"). */
    notice,
    add: (quantity: number) =>
      urls && post('add', urls.add, { product_id: productId, quantity }, true),
    buy: (quantity: number) =>
      urls && post('buy', urls.buy, { product_id: productId, quantity }, false),
    toggleWish: () =>
      urls && post('wish', urls.toggleWish, { product_id: productId, on: !wished }, true),
  }
}

export type Purchase = ReturnType<typeof usePurchase>
