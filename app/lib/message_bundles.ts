/**
 * Message bundles sent to the browser (shared prop `messages`, an Inertia once-prop keyed
 * `messages.<locale>.<bundle>`). Storefront pages (`storefront/*`, `errors/*`: the SSR pages a
 * first-time visitor lands on) get only the keys the storefront uses, about half the
 * catalogue; every other page (accounts, seller workspace, admin) gets the whole catalogue.
 * tests/unit/message_bundles.spec.ts checks that every key the storefront pages, layouts and
 * their components ask for is in the storefront bundle.
 */
export type MessageBundle = 'storefront' | 'all'

/** Key prefixes of the storefront bundle (a namespace `ns.` or a part of one). */
export const STOREFRONT_PREFIXES = [
  'ui.',
  'catalog.',
  'cart.',
  'checkout.',
  'payments.',
  'tracking.',
  'suppliers.',
  'news.',
  'enquiries.',
  'rfq_buyer.form.',
  'gtin.',
  'export.panel.',
  'export.card.',
  'export.units.',
  'enums.',
  'account.map.',
  'auth.nav.',
  'rfq_jobs.response.',
  'rfq_jobs.system.',
  'trust_verify.badge.',
  'trust_verify.filter.',
  'trust_docs.public.',
  'trust_docs.trust.',
] as const

/** The bundle of an Inertia page component (`storefront/catalog` → storefront). */
export function bundleOfComponent(component: string | undefined): MessageBundle {
  return component !== undefined &&
    (component.startsWith('storefront/') || component.startsWith('errors/'))
    ? 'storefront'
    : 'all'
}

/** Whether a message key belongs to `bundle` (validation messages other than field names are never sent). */
export function inBundle(key: string, bundle: MessageBundle): boolean {
  if (key.startsWith('validator.') && !key.startsWith('validator.shared.fields.')) return false
  return bundle === 'all' || STOREFRONT_PREFIXES.some((prefix) => key.startsWith(prefix))
}
