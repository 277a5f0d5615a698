import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Files of public/ (config/static.ts) served by @adonisjs/static, asked only for paths whose
 * first segment names an entry of public/ (`/assets/…`, `/favicon.svg`): every other request
 * (pages, JSON) used to cost a file-system stat before routing. The listing is read once at
 * start-up; the production build's assets are in place by then.
 */
@inject()
export default class PublicFilesMiddleware {
  #entries: Set<string>

  constructor(private files: StaticMiddleware) {
    let names: string[] = []
    try {
      names = readdirSync(app.publicPath())
    } catch {
      names = []
    }
    this.#entries = new Set(names)
  }

  handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    const end = url.indexOf('/', 1)
    const first = end === -1 ? url.slice(1) : url.slice(1, end)
    if (!this.#entries.has(first)) return next()
    return this.files.handle(ctx, next)
  }
}
