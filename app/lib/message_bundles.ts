/**
 * Message bundles sent to the browser (shared prop `messages`, an Inertia once-prop keyed
 * `messages.<locale>.<bundle>`), so a first visit downloads only what its page can show. The
 * storefront's pages come in four bundles, each holding exactly the keys its pages, the shell
 * and everything they import (lazy dialogs included) ask for (app/lib/message_usage.ts, read
 * from the sources by the build and written beside its manifest):
 * - `storefront`: home, catalog and search, news, static pages, contact, errors;
 * - `product`: the product page (enquiry, RFQ and GTIN dialogs, the seller card, documents);
 * - `suppliers`: the supplier list, a supplier's page, the regions;
 * - `checkout`: cart, wish list, checkout, its result, delivery tracking.
 * Every other page (accounts, seller workspace, admin) gets `all`, the whole catalogue. A
 * visit to a page of another bundle fetches that bundle first (once per session, then cached).
 */
export type MessageBundle = PageBundle | 'all'

/** The storefront's bundles, whose keys are those their pages use. */
export const PAGE_BUNDLES = ['storefront', 'product', 'suppliers', 'checkout'] as const

/** One of PAGE_BUNDLES. */
export type PageBundle = (typeof PAGE_BUNDLES)[number]

/** Message keys a set of front-end files asks for: exact keys and prefixes of keys built at run time. */
export type KeyReferences = { exact: string[]; prefixes: string[] }

/** The references of every page bundle (app/lib/message_usage.ts `messageUsage`). */
export type MessageUsage = Record<PageBundle, KeyReferences>

/** Storefront pages (`storefront/<name>`) outside the `storefront` bundle. */
const BUNDLE_OF_PAGE: Record<string, PageBundle> = {
  product: 'product',
  suppliers: 'suppliers',
  supplier: 'suppliers',
  regions: 'suppliers',
  cart: 'checkout',
  wishlist: 'checkout',
  checkout: 'checkout',
  order_confirmation: 'checkout',
  order_failed: 'checkout',
  track_delivery: 'checkout',
}

/** The bundle of an Inertia page component (`storefront/catalog` → storefront, `admin/home` → all). */
export function bundleOfComponent(component: string | undefined): MessageBundle {
  if (component?.startsWith('errors/')) return 'storefront'
  if (!component?.startsWith('storefront/')) return 'all'
  return BUNDLE_OF_PAGE[component.slice('storefront/'.length)] ?? 'storefront'
}

/** Whether `key` is one `references` names (exactly, or under one of its prefixes). */
export function isReferenced(key: string, references: KeyReferences): boolean {
  return (
    references.exact.includes(key) || references.prefixes.some((prefix) => key.startsWith(prefix))
  )
}

/**
 * Whether a message key belongs to `bundle`: validation messages other than field names are
 * never sent; a page bundle holds the keys its pages reference (`usage`; without it, when neither
 * the build's usage nor the sources are at hand, the whole catalogue: nothing goes missing).
 */
export function inBundle(key: string, bundle: MessageBundle, usage: MessageUsage | null): boolean {
  if (key.startsWith('validator.') && !key.startsWith('validator.shared.fields.')) return false
  if (bundle === 'all' || !usage) return true
  return isReferenced(key, usage[bundle])
}
