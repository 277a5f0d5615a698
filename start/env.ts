/**
 * Environment variables: the only module that reads process.env (DESIGN §7 rule 10).
 * Every variable has a working default so `npm start` needs no .env file.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Env } from '@adonisjs/core/env'

const ROOT = new URL('../', import.meta.url)

/**
 * Outside production a missing APP_KEY is generated once and kept in storage/app_key,
 * so sessions survive restarts without anyone generating keys by hand.
 */
if (!process.env.APP_KEY && process.env.NODE_ENV !== 'production') {
  const keyFile = new URL('storage/app_key', ROOT)
  if (!existsSync(keyFile)) {
    mkdirSync(new URL('storage/', ROOT), { recursive: true })
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}

export default await Env.create(ROOT, {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /** Idle keep-alive and header time limits of the HTTP server (config/app.ts). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Env.schema.number.optional(),
  HTTP_HEADERS_TIMEOUT_MS: Env.schema.number.optional(),

  DATABASE_URL: Env.schema.string.optional(),
  DATABASE_POOL_MAX: Env.schema.number.optional(),
  /** Read replicas (comma-separated postgres:// URLs; config/database.ts, app/services/database/read_routing.ts). */
  DATABASE_READ_URLS: Env.schema.string.optional(),
  /** How long a replica that stopped answering is skipped before it is tried again (ms). */
  DATABASE_REPLICA_RETRY_MS: Env.schema.number.optional(),
  /** How long a visitor's reads stay on the primary after their last write (ms). */
  READ_YOUR_WRITES_MS: Env.schema.number.optional(),
  REDIS_URL: Env.schema.string.optional(),
  /** Tests only: a Redis server for tests/functional/platform/redis_stores.spec.ts. */
  REDIS_TEST_URL: Env.schema.string.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'database', 'memory', 'redis'] as const),

  MAIL_MAILER: Env.schema.enum.optional(['smtp', 'outbox'] as const),
  MAIL_FROM: Env.schema.string.optional(),
  SUPPORT_EMAIL: Env.schema.string.optional(),
  SUPPORT_PHONE: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_OUTBOX_DIR: Env.schema.string.optional(),
  UPLOADS_DIR: Env.schema.string.optional(),
  /** `fs` (UPLOADS_DIR, default) or `s3` (the S3_* settings; config/drive.ts). */
  UPLOADS_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),
  /** Public base URL of the bucket or its CDN; uploaded images' URLs start with it. */
  S3_PUBLIC_URL: Env.schema.string.optional(),
  /** `1` for path-style bucket URLs (MinIO, s3rver); default virtual-hosted unless S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  /** `0` for buckets with ACLs disabled (AWS "bucket owner enforced", Cloudflare R2): visibility then comes from the bucket policy. */
  S3_SUPPORTS_ACL: Env.schema.boolean.optional(),
  /** Where the gzipped XML sitemaps are written (default storage/sitemaps). */
  SITEMAPS_DIR: Env.schema.string.optional(),
  /** Leaflet tile URL template; unset → OpenStreetMap, empty → maps without tiles (config/map.ts). */
  MAP_TILE_URL: (_key: string, value?: string) => value,

  CONTACT_RATE_LIMIT: Env.schema.number.optional(),
  /** Account limits (config/account_limits.ts): registrations per IP, reset requests per IP and per e-mail. */
  REGISTRATION_IP_LIMIT: Env.schema.number.optional(),
  PASSWORD_RESET_IP_LIMIT: Env.schema.number.optional(),
  PASSWORD_RESET_EMAIL_LIMIT: Env.schema.number.optional(),
  PAGE_CACHE_TTL_MS: Env.schema.number.optional(),
  /** `0`/`false` turns off every answer served before AdonisJS (bin/server.ts; docs/fast_paths.md). */
  FAST_PATHS: Env.schema.boolean.optional(),
  PAGE_BOUNDARY_TTL_MS: Env.schema.number.optional(),
  SEARCH_CACHE_TTL_MS: Env.schema.number.optional(),
  API_CACHE_TTL_MS: Env.schema.number.optional(),
  KARVAN_ADMIN_PASSWORD: Env.schema.string.optional(),
  KARVAN_DEMO_ACCOUNTS: Env.schema.string.optional(),

  CBAR_RATES_URL: Env.schema.string.optional(),
  CBAR_TIMEOUT_MS: Env.schema.number.optional(),
  RATES_SYNC: Env.schema.enum.optional(['on', 'off'] as const),
  RATES_SYNC_INTERVAL_HOURS: Env.schema.number.optional(),
  /** Oldest CBAR rate (days before today in Baku) that still prices foreign-currency products (config/rates.ts). */
  RATES_MAX_AGE_DAYS: Env.schema.number.optional(),
  COMMENT_RATE_LIMIT: Env.schema.number.optional(),
  /** Job queue (config/queue.ts) and SMS (config/sms.ts): unset SMS_GATEWAY_URL → the log driver. */
  QUEUE_WORKER: Env.schema.enum.optional(['on', 'off'] as const),
  QUEUE_POLL_INTERVAL_MS: Env.schema.number.optional(),
  QUEUE_NOTIFY_POLL_INTERVAL_MS: Env.schema.number.optional(),
  QUEUE_CONCURRENCY: Env.schema.number.optional(),
  QUEUE_LOCK_TIMEOUT_MS: Env.schema.number.optional(),
  SMS_DRIVER: Env.schema.enum.optional(['log', 'http'] as const),
  SMS_SENDER: Env.schema.string.optional(),
  SMS_GATEWAY_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  SMS_GATEWAY_TOKEN: Env.schema.string.optional(),
  SMS_GATEWAY_TIMEOUT_MS: Env.schema.number.optional(),
  SMS_OUTBOX_DIR: Env.schema.string.optional(),
  ENQUIRY_RATE_LIMIT: Env.schema.number.optional(),
  RFQ_RATE_LIMIT: Env.schema.number.optional(),

  /** Mobile signature (config/mobile_signature.ts): unset URL → the built-in simulator. */
  MOBILE_SIGNATURE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  MOBILE_SIGNATURE_TIMEOUT_MS: Env.schema.number.optional(),
  MOBILE_SIGNATURE_POLL_WAIT_MS: Env.schema.number.optional(),
  MOBILE_SIGNATURE_RP_UUID: Env.schema.string.optional(),
  MOBILE_SIGNATURE_RP_NAME: Env.schema.string.optional(),
  MOBILE_SIGNATURE_CA_FILE: Env.schema.string.optional(),
  MOBILE_SIGNATURE_SIMULATOR: Env.schema.enum.optional(['on', 'off'] as const),
  MOBILE_SIGNATURE_SIM_RESPONSE_MS: Env.schema.number.optional(),
  MOBILE_SIGNATURE_SIM_TIMEOUT_MS: Env.schema.number.optional(),
  MOBILE_SIGNATURE_PHONE_LIMIT: Env.schema.number.optional(),
  MOBILE_SIGNATURE_IP_LIMIT: Env.schema.number.optional(),
  /** GTIN lookup (config/gtin.ts): unset URL → the fixture registry in PostgreSQL. */
  GTIN_REGISTRY_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GTIN_REGISTRY_TIMEOUT_MS: Env.schema.number.optional(),
  GTIN_REGISTRY_TOKEN: Env.schema.string.optional(),
  /** Payments (config/payments.ts): Epoint is offered only when both keys are set. */
  EPOINT_PUBLIC_KEY: Env.schema.string.optional(),
  EPOINT_PRIVATE_KEY: Env.schema.string.optional(),
  EPOINT_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYMENT_GATEWAY_TIMEOUT_MS: Env.schema.number.optional(),
  PAYMENT_TEST_GATEWAY: Env.schema.enum.optional(['on', 'off'] as const),
})
