import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Files of public/ (config/static.ts) served by @adonisjs/static, asked only for paths whose
 * first segment names an entry of public/ (`/assets/…`, `/favicon.svg`): every other request
 * (pages, JSON) used to cost a file-system stat before routing. The listing is read once per
 * process, on the first request; the production build's assets are in place by then.
 */
/** Top-level names of public/, read on first use (a middleware instance is made per request). */
let entries: Set<string> | undefined
function publicEntries() {
  if (!entries) {
    try {
      entries = new Set(readdirSync(app.publicPath()))
    } catch {
      entries = new Set()
    }
  }
  return entries
}

@inject()
export default class PublicFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    const end = url.indexOf('/', 1)
    const first = end === -1 ? url.slice(1) : url.slice(1, end)
    if (!publicEntries().has(first)) return next()
    return this.files.handle(ctx, next)
  }
}
