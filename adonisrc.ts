import { indexPages } from '@adonisjs/inertia'
import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  experimental: {},
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/mail/commands'),
  ],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('#providers/app_provider'),
    () => import('#providers/rates_scheduler_provider'),
    () => import('#providers/mobile_signature_provider'),
    () => import('#providers/queue_provider'),
    () => import('#providers/gtin_provider'),
  ],
  preloads: [
    () => import('#start/read_routing'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/validator'),
    { file: () => import('#start/fast_paths'), environment: ['web', 'test'] },
    { file: () => import('#start/cache_bus'), environment: ['web'] },
  ],
  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.{ts,js}'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.{ts,js}'], name: 'functional', timeout: 60000 },
    ],
    forceExit: true,
  },
  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: true },
    { pattern: 'database/data/**/*.{json,csv}', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],
  hooks: {
    init: [indexPages({ framework: 'react' })],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
