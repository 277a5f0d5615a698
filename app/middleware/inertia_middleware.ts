import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import type { InferSharedProps } from '@adonisjs/inertia/types'
import type { SharedProps as BrowserSharedProps } from '#transformers/shared_props'
import { appUrl } from '#config/app'
import { supportEmail, supportPhone } from '#config/mail'
import { LOCALES, PAGES, type Locale, type PageKey, alternatesFor } from '#lib/route_table'
import { servedPages } from '#lib/served_pages'
import { authProp } from '#services/auth/auth_prop'
import { cartUrls } from '#services/cart/cart_urls'
import { patternOf, urlTo } from '#services/urls'
import { listSummary } from '#services/cart/cart_store'
import { unansweredRfqCount } from '#services/export_desk/seller_rfqs'
import { bundleOfComponent } from '#lib/message_bundles'
import { messageAsset } from '#lib/message_assets'
import { avifReady } from '#services/images/avif_ready'

/**
 * URLs and route patterns the browser fills itself (inertia/lib/routes.ts `ClientRoutes`):
 * the same for every visitor of a language, so safe in cached pages.
 */
function clientRoutes(locale: Locale) {
  return {
    searchSuggest: urlTo('search.suggest', locale),
    quickLook: patternOf('product.quick_look', locale),
    gtinLookup: patternOf('gtin_lookup', locale),
  }
}

/** Page key of the matched route (`about.en` → about), if it is a page of the route table. */
function pageOfRoute(ctx: Partial<HttpContext>): PageKey | undefined {
  const name = ctx.route?.name?.split('.')[0]
  return name && name in PAGES ? (name as PageKey) : undefined
}

/**
 * Props shared with every page: locale and its messages' URL, links to the pages that exist,
 * the same page in the other languages (for the switcher, canonical and hreflang), flash.
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  share(ctx: HttpContext) {
    const { session } = ctx as Partial<HttpContext>
    const locale = ctx.locale
    const page = pageOfRoute(ctx)
    const nav = () => Object.fromEntries(servedPages().map((key) => [key, PAGES[key][locale]]))
    const user = (ctx as Partial<HttpContext>).auth?.user
    const bundle = bundleOfComponent(ctx.inertiaComponent)
    return {
      auth: ctx.inertia.always(authProp(user, locale)),
      locale: ctx.inertia.always(locale),
      locales: LOCALES as unknown as string[],
      /** URL of the page's message catalogue, a hashed immutable asset (app/lib/message_assets.ts). */
      messages: ctx.inertia.once(() => messageAsset(locale, bundle).url, {
        key: `messages.${locale}.${bundle}`,
      }),
      /** Once-props (like the messages): a visit from a page that holds them does not send them again. */
      nav: ctx.inertia.once(nav, { key: `nav.${locale}` }),
      alternates: ctx.inertia.always(
        ctx.alternates ?? (page ? alternatesFor(page) : alternatesFor('home'))
      ),
      appUrl,
      /** Whether product pictures come as AVIF besides WebP (app/services/images/avif_ready.ts). */
      avif: avifReady(),
      support: { email: supportEmail, phone: supportPhone },
      searchPath: PAGES.search[locale],
      /** Where cart and wish-list buttons post (same for every visitor: safe in cached pages). */
      cartUrls: ctx.inertia.once(() => cartUrls(locale), { key: `cartUrls.${locale}` }),
      routes: ctx.inertia.once(() => clientRoutes(locale), { key: `routes.${locale}` }),
      /**
       * Header counts and wished ids (issue 6), lazy: null without a cart or wish list in the
       * session (cookie-less and cached catalog requests do no work), one query for buyers.
       */
      lists: () => listSummary(ctx),
      /** Seller dashboard pages: RFQs waiting for a quote (the navigation's badge, issue 24); one count. */
      sellerRfqs: async () =>
        user?.accountType === 'seller' &&
        user.companyId &&
        ctx.inertiaComponent?.startsWith('seller/')
          ? { unanswered: await unansweredRfqCount(user.companyId) }
          : null,
      errors: ctx.inertia.always(this.formErrors(ctx)),
      /** Not `always`: a deferred-props reload right after a redirect must not wipe the message. */
      flash: {
        success: session?.flashMessages.get('success') ?? null,
        sent: session?.flashMessages.get('sent') ?? null,
        sentFor: session?.flashMessages.get('sentFor') ?? null,
      },
    }
  }

  /**
   * The session's validation messages (field → message), nested under the request's error bag
   * when it names one (`X-Inertia-Error-Bag`). Without messages: `{}`, never `{ bag: {} }` — the
   * Inertia client counts any key of `errors` as a failed visit before it looks into the bag, so
   * an empty bag made every successful post with an error bag (enquiry, RFQ, cart buttons) run
   * `onError` instead of `onSuccess`: the enquiry dialog stayed open after "Thank you".
   */
  private formErrors(ctx: HttpContext) {
    const errors = this.getValidationErrors(ctx)
    const bag = ctx.request.header('X-Inertia-Error-Bag')
    const inBag = bag ? (errors as Record<string, Record<string, string> | undefined>)[bag] : null
    return inBag && Object.keys(inBag).length === 0 ? {} : errors
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    /** Shared props are built after render() names the component: remember it for the message bundle. */
    const inertia = ctx.inertia
    const render = inertia.render.bind(inertia)
    inertia.render = ((component: string, ...rest: unknown[]) => {
      ctx.inertiaComponent = component
      return (render as (...args: unknown[]) => unknown)(component, ...rest)
    }) as typeof inertia.render
    if ('view' in ctx) ctx.view.share({ locale: ctx.locale })
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** Same page in every locale, set by controllers of entity pages (slug per language). */
    alternates?: Record<Locale, string>
    /** The Inertia page component being rendered (set by InertiaMiddleware's render wrapper). */
    inertiaComponent?: string
  }
}

/** Fails to compile unless T is `true`. */
type Assert<T extends true> = T
/** True when A is assignable to B (tuples: no distribution over unions). */
type Fits<A, B> = [A] extends [B] ? true : false

/**
 * Compile-time check: `share()` produces the SharedProps the browser is typed with
 * (app/transformers/shared_props.ts). A renamed, removed or re-typed shared prop fails here
 * (`errors` aside: see its note there).
 */
export type SharedPropsCheck = Assert<
  Fits<Omit<InferSharedProps<InertiaMiddleware>, 'errors'>, Omit<BrowserSharedProps, 'errors'>>
>

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
