import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import type { CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { feedVersion } from '#services/feeds/feed_rows'
import { googleFeed, metaFeed } from '#services/feeds/product_feeds'

/** Feeds may be cached by the platforms and proxies for an hour; revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * Product feeds for international platforms (issue 25, docs/api.md): Google Merchant Center
 * per language and currency, Meta commerce CSV per language. Streamed (keyset pages of
 * products written as they are read), gzip-compressed when the client accepts it, with
 * ETag/Last-Modified and 304. Route params are checked by the routes' matchers.
 */
export default class FeedsController {
  /** GET /feeds/google/{lang}-{currency}.xml */
  async google(ctx: HttpContext) {
    const [, lang, currency] = /^(az|en|ru)-(AZN|USD|EUR)\.xml$/.exec(ctx.params.feed)!
    const version = await feedVersion(`google|${lang}|${currency}`)
    const title = i18nManager.locale(lang).t('api.feeds.title')
    this.send(ctx, version, 'application/xml; charset=utf-8', () =>
      googleFeed(lang as Locale, currency as CurrencyCode, version.rates, title)
    )
  }

  /** GET /feeds/meta/{lang}.csv */
  async meta(ctx: HttpContext) {
    const [, lang] = /^(az|en|ru)\.csv$/.exec(ctx.params.feed)!
    const version = await feedVersion(`meta|${lang}`)
    this.send(ctx, version, 'text/csv; charset=utf-8', () =>
      metaFeed(lang as Locale, version.rates)
    )
  }

  /** 304 when the client's copy is current, else the generated chunks as a (gzipped) stream. */
  private send(
    ctx: HttpContext,
    version: { etag: string; lastModified: Date },
    contentType: string,
    chunks: () => AsyncGenerator<string>
  ) {
    const { request, response } = ctx
    response.header('ETag', version.etag)
    response.header('Last-Modified', version.lastModified.toUTCString())
    response.header('Cache-Control', CACHE_CONTROL)
    response.header('Vary', 'Accept-Encoding')
    const ifNoneMatch = request.header('if-none-match')
    const ifModifiedSince = Date.parse(request.header('if-modified-since') ?? '')
    const fresh = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version.etag)
      : !Number.isNaN(ifModifiedSince) && version.lastModified.getTime() <= ifModifiedSince
    if (fresh) {
      response.status(304)
      response.send('')
      return
    }
    response.header('Content-Type', contentType)
    if (request.method() === 'HEAD') {
      response.send('')
      return
    }
    const body = Readable.from(chunks())
    if (/\bgzip\b/.test(request.header('accept-encoding') ?? '')) {
      response.header('Content-Encoding', 'gzip')
      response.stream(body.pipe(createGzip()))
    } else response.stream(body)
  }
}
