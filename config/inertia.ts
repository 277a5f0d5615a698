import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import { VITE_MANIFEST } from '#config/vite'

/**
 * The assets version of the production build, computed once at start-up the way Inertia does
 * (MD5 of the Vite manifest's JSON): Inertia's own fallback hashes the manifest again on every
 * request (~3 % of a catalog request's CPU). Undefined (Inertia decides) outside production
 * or without a manifest.
 */
function productionAssetsVersion(): string | undefined {
  if (!app.inProduction) return undefined
  try {
    const manifest = JSON.parse(readFileSync(app.makePath(VITE_MANIFEST), 'utf8'))
    return createHash('md5').update(JSON.stringify(manifest)).digest('hex')
  } catch {
    return undefined
  }
}

/**
 * Pages rendered on the server: the public storefront (SEO) and error pages, the sign-in,
 * registration and password pages, and the buyer, seller and admin dashboards, so their `<title>`
 * and first paint arrive with the HTML instead of after the scripts run (issue 26). The
 * payment-simulator, invoice and RFQ pages render client-side.
 */
const SSR_PREFIXES = ['storefront/', 'errors/', 'auth/', 'account/', 'seller/', 'admin/']
export default defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: productionAssetsVersion(),
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => SSR_PREFIXES.some((prefix) => page.startsWith(prefix)),
  },
})
