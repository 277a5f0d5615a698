import { usePage } from '@inertiajs/react'

import type { ListSummary, SharedProps } from '#transformers/shared_props'

/** Where cart and wish-list buttons post (shared prop `cartUrls`, app/services/cart/cart_urls.ts). */
export type CartUrls = SharedProps['cartUrls']
/** Header counts and wished product ids (shared prop `lists`); null when both lists are empty. */
export type { ListSummary }

/**
 * Props a visit from a cart or wish-list button reloads when it returns to the same page:
 * the header counts, the flash message and the errors; the rest of the page stays as it is.
 */
export const LIST_PROPS = ['lists', 'flash', 'errors']

/** Error bag of one product's cart buttons, so messages land next to the right product. */
export function cartErrorBag(productId: number) {
  return `cart_${productId}`
}

/** Cart URLs, header counts and whether a product is on the visitor's wish list. */
export function useCartState() {
  const props = usePage().props as { cartUrls?: CartUrls; lists?: ListSummary | null }
  const lists = props.lists ?? null
  return {
    urls: props.cartUrls ?? null,
    lists,
    isWished: (productId: number) => lists?.wished.includes(productId) ?? false,
  }
}

/** First message of an error bag (validation or a refused cart change), if any. */
export function useBagError(bag: string): string | undefined {
  const errors = usePage().props.errors as Record<string, unknown> | undefined
  const scoped = errors?.[bag]
  if (!scoped || typeof scoped !== 'object') return undefined
  const first = Object.values(scoped as Record<string, string | string[]>)[0]
  return Array.isArray(first) ? first[0] : first
}
