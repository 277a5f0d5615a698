import type { RoutesList } from '@adonisjs/core/types/http'
import { createURL } from '@adonisjs/core/http/url_builder_client'
import { LOCALES, type Locale } from './route_table.js'

/**
 * URLs by route name, per language (DESIGN §7 rule 5). Every page of the route table is
 * registered once per locale (start/routes/localized.ts) under `<page>.<locale>` and its
 * actions under `<page>.<locale>.<action>` (`seller_products.en.edit`). A *localized name*
 * leaves the locale out (`seller_products.edit`); `urlTo(name, locale, params)` puts it back
 * and builds the URL from the router's own pattern with AdonisJS's `createURL` — so a path
 * is written once, where the route is registered, and nothing joins path suffixes by hand.
 *
 * This module is pure (no app container): the server feeds it the committed router
 * (#services/urls), the browser tests the route list of the built app (tests/browser/urls.ts).
 * Imports are relative so Playwright can load it too.
 */

type AllRoutes = RoutesList extends { ALL: infer All } ? All : never
type RouteName = keyof AllRoutes & string

/** `seller_products.en.edit` → `seller_products.edit`, `about.en` → `about`; other names → never. */
type WithoutLocale<Name> = Name extends `${infer Page}.${Locale}.${infer Action}`
  ? `${Page}.${Action}`
  : Name extends `${infer Page}.${Locale}`
    ? Page
    : never

/** Names of the routes registered in az, en and ru, without the locale (`product`, `cart.add`). */
export type LocalizedRouteName = WithoutLocale<RouteName>

/** The router's name of a localized route in one locale: `cart.add` + en → `cart.en.add`. */
export type RouteNameIn<
  Name extends string,
  L extends Locale,
> = Name extends `${infer Page}.${infer Action}` ? `${Page}.${L}.${Action}` : `${Name}.${L}`

type RouteOf<Name extends LocalizedRouteName> =
  RouteNameIn<Name, 'az'> extends keyof AllRoutes ? AllRoutes[RouteNameIn<Name, 'az'>] : never

/** Route params by name (`{ id: 12 }`) or in pattern order (`[12]`); strings are URI-encoded. */
export type RouteParams<Name extends LocalizedRouteName> =
  RouteOf<Name> extends {
    params: infer Named
    paramsTuple: infer Positional
  }
    ? Named | Positional
    : undefined

/** Query string values; null and undefined members are left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>

export interface UrlOptions {
  /** Appended as `?a=1&b=2`, encoded like the browser's URLSearchParams (what the pages read). */
  qs?: QueryValues
  /** Absolute URL base, e.g. APP_URL for links in e-mails. */
  prefixUrl?: string
}

/** Arguments after name and locale: params are required exactly when the route has some. */
export type UrlArguments<Name extends LocalizedRouteName> =
  RouteParams<Name> extends undefined
    ? [params?: undefined, options?: UrlOptions]
    : [params: RouteParams<Name>, options?: UrlOptions]

/** What the builder needs of a route: the router's RouteJSON and `list:routes` both fit. */
export interface NamedRoute {
  name?: string
  pattern: string
  tokens: { old: string; type: 0 | 1 | 2 | 3; val: string; end: string }[]
}

/** The router's name of `name` in `locale`: the locale goes after the first segment. */
export function routeNameIn(name: string, locale: Locale): string {
  const dot = name.indexOf('.')
  return dot === -1 ? `${name}.${locale}` : `${name.slice(0, dot)}.${locale}${name.slice(dot)}`
}

/** URLSearchParams encoding of `values` without null/undefined members ('' when none). */
export function queryString(values: QueryValues): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) search.append(key, String(value))
  }
  return search.toString()
}

const stringify = (values: Record<string, unknown>) => queryString(values as QueryValues)

/** A route's path builder: params by name or in pattern order → the path (no query, no base). */
type PathBuilder = (params: Record<string, unknown> | unknown[] | undefined) => string

/**
 * The path builder of a route. A pattern of static segments and required params (every page
 * and action of the route table) is compiled once into its pieces, and a URL is their join —
 * the same string AdonisJS's `createURL` makes (tests/unit/urls.spec.ts compares them for every
 * route), without its per-call walk of the tokens, which cost more than the rest of a product
 * card on a listing page. Other patterns (optional or wildcard params) go through `createURL`.
 * Throws createURL's error for a missing param.
 */
export function pathBuilder(entry: NamedRoute): PathBuilder {
  const viaAdonis: PathBuilder = (params) =>
    createURL(entry.pattern, entry.tokens, stringify, params)
  if (entry.tokens.some((token) => token.type !== 0 && token.type !== 1)) return viaAdonis
  /** Per segment: its text, or the param's name (and position) with the text that ends it. */
  const segments = entry.tokens.map((token, i) =>
    token.type === 0
      ? token.val === '/'
        ? ''
        : `${token.val}${token.end}`
      : {
          name: token.val,
          index: entry.tokens.slice(0, i).filter((before) => before.type !== 0).length,
          end: token.end,
        }
  )
  if (segments.every((segment) => typeof segment === 'string')) {
    const path = `/${segments.join('/')}`
    return () => path
  }
  return (params) => {
    let path = ''
    for (const segment of segments) {
      let text: string
      if (typeof segment === 'string') text = segment
      else {
        const value = Array.isArray(params) ? params[segment.index] : params?.[segment.name]
        if (value === undefined || value === null) return viaAdonis(params) // throws its error
        text = `${encodeURIComponent(String(value))}${segment.end}`
      }
      path += `/${text}`
    }
    return path
  }
}

/**
 * The URL helpers over a route list, looked up by name in O(1). `load` is called once, on the
 * first URL asked for (the router must hold every route by then).
 * Errors: an unknown name or a missing param throws (a programming error, not user input).
 */
export function createRouteUrls(load: () => Iterable<NamedRoute>) {
  let index: Map<string, NamedRoute> | null = null
  const builders = new Map<string, PathBuilder>()

  function route(name: string): NamedRoute {
    if (!index) {
      index = new Map()
      for (const entry of load()) if (entry.name) index.set(entry.name, entry)
    }
    const found = index.get(name)
    if (!found) throw new Error(`Cannot build a URL: no route is named "${name}"`)
    return found
  }

  /** The path builder of route `name` (pathBuilder), made on first use. */
  function builder(name: string): PathBuilder {
    let found = builders.get(name)
    if (!found) {
      found = pathBuilder(route(name))
      builders.set(name, found)
    }
    return found
  }

  /**
   * Path of a named route in a language, e.g. `urlTo('seller_products.edit', 'en', { id: 12 })`
   * → `/en/seller-dashboard/products/12/edit`; `urlTo('product', 'az', ['findiq-12'])` →
   * `/mehsul/findiq-12`; `{ qs: { page: 2 } }` → `…?page=2`; `{ prefixUrl: appUrl }` → absolute.
   */
  function urlTo<Name extends LocalizedRouteName>(
    name: Name,
    locale: Locale,
    ...[params, options]: UrlArguments<Name>
  ): string {
    const path = builder(routeNameIn(name, locale))(
      params as Record<string, unknown> | unknown[] | undefined
    )
    // As createURL puts a base in front.
    const url = options?.prefixUrl ? `${options.prefixUrl.replace(/\/$/, '')}${path}` : path
    const query = options?.qs ? queryString(options.qs) : ''
    return query ? `${url}?${query}` : url
  }

  /**
   * The same route in every language (language switcher, canonical and hreflang links):
   * `params` for all, or `(locale) => params` when they differ (a slug per language).
   */
  function alternatesOf<Name extends LocalizedRouteName>(
    name: Name,
    params?: RouteParams<Name> | ((locale: Locale) => RouteParams<Name>),
    options?: UrlOptions
  ): Record<Locale, string> {
    const paramsIn = (locale: Locale): unknown =>
      typeof params === 'function' ? (params as (locale: Locale) => unknown)(locale) : params
    return Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        (urlTo as AnyUrlTo)(name, locale, paramsIn(locale), options),
      ])
    ) as Record<Locale, string>
  }

  /**
   * The router's pattern of a route in a language (`/en/api/gtin/:code`), for the front end's
   * one URL helper (inertia/lib/routes.ts) when a param is only known in the browser.
   */
  function patternOf(name: LocalizedRouteName, locale: Locale): string {
    return route(routeNameIn(name, locale)).pattern
  }

  return { urlTo, alternatesOf, patternOf }
}

type AnyUrlTo = (name: string, locale: Locale, params?: unknown, options?: UrlOptions) => string
