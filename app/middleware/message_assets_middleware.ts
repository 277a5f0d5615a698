import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MESSAGE_ASSET_PREFIX, messageAssetOfPath } from '#lib/message_assets'

/**
 * Serves the message catalogues (app/lib/message_assets.ts) from memory, before the router: no
 * session, no cookie, no database. Today's hash: cached a year, `immutable`, with an ETag. An old
 * hash (a page rendered before a deploy) gets today's catalogue with `no-cache`, so the page still
 * shows text and nothing stale is kept. Unknown names fall through to the router (404).
 */
export default class MessageAssetsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const url = request.url()
    if (!url.startsWith(MESSAGE_ASSET_PREFIX)) return next()
    const method = request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const found = messageAssetOfPath(url)
    if (!found) return next()
    const { asset, current } = found
    const etag = `"${asset.hash}"`
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
    response.header('ETag', etag)
    if (request.header('if-none-match') === etag) {
      response.status(304)
      return
    }
    response.status(200).send(method === 'HEAD' ? '' : asset.body)
  }
}
