import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'
import { mapTileOrigins } from '#config/map'
import { uploadsOrigin } from '#config/drive'
import { CSRF_EXEMPT_PAYMENT_ROUTES } from '#config/payments'
import { APP_LOADER_CSP } from '#lib/app_loader'

/**
 * Security headers of DESIGN §6: CSP with per-request nonces, no framing, nosniff, HSTS when
 * served over HTTPS in production, CSRF on every state-changing method.
 */
const devServer = !app.inProduction && !app.inTest ? ['@viteUrl', '@viteDevUrl'] : []

export default defineConfig({
  csp: {
    enabled: true,
    reportOnly: false,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce', APP_LOADER_CSP, ...devServer],
      styleSrc: [`'self'`, `'unsafe-inline'`, ...devServer],
      imgSrc: [
        `'self'`,
        'data:',
        'blob:',
        ...mapTileOrigins,
        ...(uploadsOrigin ? [uploadsOrigin] : []),
      ],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, ...(devServer.length ? ['ws:', '@viteHmrUrl'] : [])],
      objectSrc: [`'none'`],
      baseUri: [`'none'`],
      frameAncestors: [`'none'`],
      formAction: [`'self'`],
    },
  },
  csrf: {
    enabled: true,
    /**
     * Server-to-server simulator APIs (no browser, no session; config/mobile_signature.ts) and
     * payment callbacks / the test gateway's merchant API, which authenticate each request by
     * signature or Bearer secret (config/payments.ts).
     */
    exceptRoutes: (ctx) =>
      ctx.request.url().startsWith('/_simulators/') ||
      CSRF_EXEMPT_PAYMENT_ROUTES.has(ctx.route?.name ?? ''),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    cookieOptions: { secure: secureCookies, sameSite: 'lax' },
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction && secureCookies, maxAge: '365 days', includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})
