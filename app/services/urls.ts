import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { createRouteUrls, type NamedRoute } from '#lib/route_urls'

/**
 * The app's one URL builder: `urlTo(name, locale, params, options)`, `alternatesOf`,
 * `patternOf` (app/lib/route_urls.ts) over the routes the router holds.
 *
 * The HTTP server commits the routes when it boots; console processes (ace commands, the job
 * worker that sends e-mails with links) never boot it, so the first URL asked for there
 * commits them — every route file is a preload, imported before any command or job runs.
 * Asking before the app is ready is a programming error (routes could still be missing).
 */
function committedRoutes(): Iterable<NamedRoute> {
  if (!router.commited) {
    if (!app.isReady)
      throw new Error('Cannot build a URL before the app is ready (routes not registered yet)')
    router.commit()
  }
  return Object.values(router.toJSON()).flat()
}

export const { urlTo, alternatesOf, patternOf } = createRouteUrls(committedRoutes)
