import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { LOCALES, type Locale } from '#lib/route_table'
import { PAGE_BUNDLES, inBundle, type MessageBundle, type MessageUsage } from '#lib/message_bundles'
import { MESSAGE_USAGE_FILE, messageUsage } from '#lib/message_usage'

/**
 * The browser's message catalogues as hashed, immutable assets (docs/i18n.md): one JSON file per
 * language and bundle (app/lib/message_bundles.ts) at `/i18n/<locale>.<bundle>.<hash>.json`, the
 * hash being the first 16 hex digits of the body's SHA-256. Pages carry only that URL (shared
 * prop `messages`); the browser fetches the file once and keeps it for a year, and any change
 * of a message gives a new URL. Built once per process from resources/lang.
 */
export interface MessageAsset {
  locale: Locale
  bundle: MessageBundle
  /** The asset's path, with its content hash. */
  url: string
  /** 16 hex digits of the body's SHA-256. */
  hash: string
  /** The catalogue as JSON (key → ICU message), UTF-8. */
  body: Buffer
}

const BUNDLES: readonly MessageBundle[] = [...PAGE_BUNDLES, 'all']
/** Path prefix of the assets (served by app/middleware/message_assets_middleware.ts). */
export const MESSAGE_ASSET_PREFIX = '/i18n/'

const assets = new Map<string, MessageAsset>()

let usage: MessageUsage | null | undefined

/**
 * The keys each page bundle's pages reference (app/lib/message_usage.ts): in production the
 * build's file beside the Vite manifest; otherwise, or when it is missing, read from the
 * front-end sources; null when neither is there (every bundle is then the whole catalogue).
 */
export function pageMessageUsage(): MessageUsage | null {
  if (usage !== undefined) return usage
  const built = app.publicPath(`assets/.vite/${MESSAGE_USAGE_FILE}`)
  if (app.inProduction && existsSync(built)) {
    usage = JSON.parse(readFileSync(built, 'utf8')) as MessageUsage
    return usage
  }
  const sources = app.makePath('inertia')
  const namespaces = readdirSync(app.languageFilesPath('en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
  usage = existsSync(sources) ? messageUsage(sources, namespaces) : null
  return usage
}

/** Keys of `locale`'s catalogue in `bundle` (validation messages other than field names left out). */
export function catalogueFor(locale: Locale, bundle: MessageBundle): Record<string, string> {
  const all = i18nManager.getTranslationsFor(locale)
  const references = pageMessageUsage()
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => inBundle(key, bundle, references))
  )
}

/** The asset of `locale` and `bundle`, built on first use. */
export function messageAsset(locale: Locale, bundle: MessageBundle): MessageAsset {
  const cacheKey = `${locale}.${bundle}`
  let asset = assets.get(cacheKey)
  if (!asset) {
    const body = Buffer.from(JSON.stringify(catalogueFor(locale, bundle)))
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16)
    const url = `${MESSAGE_ASSET_PREFIX}${locale}.${bundle}.${hash}.json`
    asset = { locale, bundle, url, hash, body }
    assets.set(cacheKey, asset)
  }
  return asset
}

const ASSET_NAME = /^([a-z]{2})\.([a-z]+)\.([0-9a-f]{16})\.json$/

/**
 * The asset a request path names (`/i18n/en.storefront.0123456789abcdef.json`), or undefined for
 * an unknown language or bundle or a malformed name. `current` is false when the hash is not
 * today's (a page rendered before a deploy): the caller answers with today's catalogue uncached.
 */
export function messageAssetOfPath(
  path: string
): { asset: MessageAsset; current: boolean } | undefined {
  if (!path.startsWith(MESSAGE_ASSET_PREFIX)) return undefined
  const match = ASSET_NAME.exec(path.slice(MESSAGE_ASSET_PREFIX.length))
  if (!match) return undefined
  const [, locale, bundle, hash] = match
  if (!(LOCALES as readonly string[]).includes(locale)) return undefined
  if (!(BUNDLES as readonly string[]).includes(bundle)) return undefined
  const asset = messageAsset(locale as Locale, bundle as MessageBundle)
  return { asset, current: asset.hash === hash }
}

/** Forgets the built assets (tests that change messages; a reload of the translations). */
export function forgetMessageAssets() {
  assets.clear()
  usage = undefined
}
