/** HTTP kernel: error handler and middleware stacks. */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  /** Outermost after the bindings: compresses whatever the others answered (docs/compression.md). */
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/security_headers_middleware'),
  /** Read replicas: a visitor's reads on the primary during and just after their writes. */
  () => import('#middleware/read_your_writes_middleware'),
  /** The public API and feeds (/api/v1, /feeds/): routed here, without session, shield or auth. */
  () => import('#middleware/api_fast_path_middleware'),
  /** Before static files and the router middleware: a hit skips the file lookup, session, shield, auth and the database. */
  () => import('#middleware/anonymous_cache_middleware'),
  /** Message catalogues (/i18n/<locale>.<bundle>.<hash>.json): from memory, before static files and the router. */
  () => import('#middleware/message_assets_middleware'),
  () => import('#middleware/public_files_middleware'),
  () => import('#middleware/upload_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/locale_middleware'),
  () => import('#middleware/inertia_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/text_input_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/upload_path_middleware'),
])

export const middleware = router.named({
  pageCache: () => import('#middleware/page_cache_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
})
