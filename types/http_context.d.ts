/**
 * The HttpContext augmentations the server program gets from its providers and middleware,
 * loaded into the front end's type check (inertia/tsconfig.json) because pages import
 * transformer output types, and transformers may import server modules that use them.
 * Type-only: nothing here reaches the browser bundle.
 */
import '@adonisjs/session/session_middleware'
import '@adonisjs/auth/initialize_auth_middleware'
import '#middleware/locale_middleware'
import '#middleware/initialize_bouncer_middleware'
import '#middleware/inertia_middleware'
import '@adonisjs/core/providers/edge_provider'
import '#config/auth'
