/**
 * The augmentations (HttpContext, HttpResponse, VineJS rules) the server program gets from its
 * providers and middleware, loaded into the front end's type check (inertia/tsconfig.json):
 * pages import transformer output types, and transformers import server modules that use them.
 * Type-only: nothing here reaches the browser bundle. A new "Property … does not exist on type
 * HttpContext" in `npm run typecheck`'s second pass means a module to add here.
 */
import '@adonisjs/session/session_middleware'
import '@adonisjs/auth/initialize_auth_middleware'
import '@adonisjs/shield/shield_middleware'
import '@adonisjs/lucid/database_provider'
import '#middleware/locale_middleware'
import '#middleware/initialize_bouncer_middleware'
import '#middleware/inertia_middleware'
import '@adonisjs/core/providers/edge_provider'
import '#config/auth'
