import type { AccountType } from '#shared/accounts'
import type { Locale } from '#shared/locales'
import type { CartUrls } from '#services/cart/cart_urls'

/** Header counts and wished product ids (shared prop `lists`, app/services/cart/cart_store.ts); null when both lists are empty. */
export type ListSummary = {
  cart: number
  wishlist: number
  wished: number[]
}

/** Patterns and URLs every page may need in the browser (shared prop `routes`, filled by inertia/lib/routes.ts). */
export type ClientRoutes = {
  /** GET, JSON suggestions: `?q=` */
  searchSuggest: string
  /** Pattern with `:id`: a product's quick-look JSON. */
  quickLook: string
  /** Pattern with `:code`: the GTIN lookup API in the page's language. */
  gtinLookup: string
}

/** The signed-in account as every page sees it (shared prop `auth.user`). */
export type SharedUser = { id: number; name: string; accountType: AccountType; dashboard: string }

/**
 * Props every page receives from app/middleware/inertia_middleware.ts `share()`, as the browser
 * sees them (wrappers such as `always`/`once` resolved). The middleware checks at compile time
 * that `share()` produces this shape (`SharedPropsCheck`), and the front end imports it
 * (inertia/lib/i18n.ts): a shared prop renamed on the server fails both type checks.
 * Written out rather than inferred in the browser's program because inferring it would pull the
 * middleware's HttpContext augmentations (session, auth, i18n) into the client type check.
 */
/** Which control a `flash.sent` confirmation belongs to (see SharedProps.flash). */
export type SentFor = 'enquiry' | 'rfq' | 'cart'

export type SharedProps = {
  auth: { user: SharedUser | null }
  locale: Locale
  locales: string[]
  /**
   * URL of the page's message bundle (app/lib/message_bundles.ts), a hashed immutable JSON asset
   * of key → ICU message (app/lib/message_assets.ts) that inertia/lib/i18n.ts loads before render.
   */
  messages: string
  /** Page key → path in the page language, for the pages that are served. */
  nav: Record<string, string>
  /** The same page in every language (switcher, canonical, hreflang), keyed by locale. */
  alternates: Record<string, string>
  appUrl: string
  /**
   * Whether product pictures are offered as AVIF (`<picture>` sources beside the WebP `<img>`,
   * inertia/components/catalog/product_picture.tsx): true once every stored picture has its AVIF files
   * (app/services/images/avif_ready.ts).
   */
  avif: boolean
  support: { email: string; phone: string }
  searchPath: string
  cartUrls: CartUrls
  routes: ClientRoutes
  lists: ListSummary | null
  /** Seller accounts: RFQs waiting for a quote (seller navigation badge); null for everyone else. */
  sellerRfqs: { unanswered: number } | null
  /**
   * Field → first message. The cart buttons' error bags (inertia/lib/cart.ts) nest one level
   * deeper and read them untyped, so the middleware check leaves this key out.
   */
  errors: Record<string, string>
  /**
   * `success`: the page's toast (the shell shows it). `sent`: a confirmation shown beside the
   * control that asked for it, and `sentFor` which one (`enquiry`, `rfq`, `cart`), so a card
   * never shows another form's message.
   */
  flash: { success: string | null; sent: string | null; sentFor: SentFor | null }
}
