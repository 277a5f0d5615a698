import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseRoute } from '@adonisjs/core/http/helpers'
import { createRouteUrls, type NamedRoute } from '../../app/lib/route_urls.js'

/**
 * `url(name, locale, params)` for the browser tests: the same builder as the app and the
 * functional tests (app/lib/route_urls.ts), over the route list of the built app that the
 * tests drive (`ace list:routes --json`, read once per worker). Patterns are parsed with the
 * router's own parser, so a URL here is the URL the app links to.
 */
function builtRoutes(): NamedRoute[] {
  const root = join(import.meta.dirname, '..', '..')
  const cwd = existsSync(join(root, 'build', 'ace.js')) ? join(root, 'build') : root
  const json = execFileSync(process.execPath, ['ace.js', 'list:routes', '--json'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const domains: { routes: { name?: string; pattern: string }[] }[] = JSON.parse(json)
  return domains.flatMap((domain) =>
    domain.routes.map((route) => ({
      name: route.name,
      pattern: route.pattern,
      tokens: parseRoute(route.pattern),
    }))
  )
}

export const { urlTo: url } = createRouteUrls(builtRoutes)
