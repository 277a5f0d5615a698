/**
 * Message bundles sent to the browser (shared prop `messages`, an Inertia once-prop keyed
 * `messages.<locale>.<bundle>`), so a first visit downloads only what its page can show:
 * - `storefront`: the pages a first-time visitor or a crawler lands on (home, catalog, product,
 *   suppliers, news, static pages, errors) — the shell, the catalog, enquiry and RFQ dialogs;
 * - `checkout`: the pages of buying (cart, wish list, checkout, its result, delivery tracking) —
 *   the storefront's messages and those of cart, checkout, payments and tracking;
 * - `all`: every other page (accounts, seller workspace, admin), the whole catalogue.
 * tests/unit/message_bundles.spec.ts checks that every key the pages of a bundle, the shell and
 * their components ask for is in that bundle.
 */
export type MessageBundle = 'storefront' | 'checkout' | 'all'

/** Key prefixes of the storefront bundle (a namespace `ns.` or a part of one). */
export const STOREFRONT_PREFIXES = [
  'ui.',
  'catalog.',
  'cart.actions.',
  'cart.header.',
  'suppliers.',
  'news.',
  'enquiries.form.',
  'rfq_buyer.form.',
  'gtin.',
  'export.panel.',
  'export.card.',
  'export.units.',
  'enums.availability.',
  'auth.nav.',
  'rfq_jobs.response.',
  'trust_verify.badge.',
  'trust_verify.filter.',
  'trust_docs.public.',
  'trust_docs.trust.',
] as const

/** Key prefixes the checkout bundle adds to the storefront's. */
export const CHECKOUT_PREFIXES = [
  'cart.',
  'checkout.',
  'payments.',
  'tracking.',
  'enquiries.',
  'enums.',
  'account.map.',
  'rfq_jobs.system.',
] as const

/** Storefront pages of the checkout bundle (`storefront/<name>`). */
const CHECKOUT_PAGES = new Set([
  'cart',
  'wishlist',
  'checkout',
  'order_confirmation',
  'order_failed',
  'track_delivery',
])

/** The bundle of an Inertia page component (`storefront/catalog` → storefront, `storefront/cart` → checkout). */
export function bundleOfComponent(component: string | undefined): MessageBundle {
  if (component?.startsWith('errors/')) return 'storefront'
  if (!component?.startsWith('storefront/')) return 'all'
  return CHECKOUT_PAGES.has(component.slice('storefront/'.length)) ? 'checkout' : 'storefront'
}

/** Whether a message key belongs to `bundle` (validation messages other than field names are never sent). */
export function inBundle(key: string, bundle: MessageBundle): boolean {
  if (key.startsWith('validator.') && !key.startsWith('validator.shared.fields.')) return false
  if (bundle === 'all') return true
  const inStorefront = STOREFRONT_PREFIXES.some((prefix) => key.startsWith(prefix))
  if (bundle === 'storefront') return inStorefront
  return inStorefront || CHECKOUT_PREFIXES.some((prefix) => key.startsWith(prefix))
}
