import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * GTIN lookup (DESIGN §5, INTEGRATIONS §2). Without GTIN_REGISTRY_URL lookups are answered by
 * the fixture registry in PostgreSQL (seeded demo records); with it, by the HTTP adapter
 * (app/services/gtin/http_registry.ts). Times in milliseconds.
 */
const gtinConfig = {
  registry: {
    /** Base URL of a registry API speaking the adapter's protocol; null → fixture registry. */
    url: env.get('GTIN_REGISTRY_URL') || null,
    /** Limit of one registry call; the lookup answers "system error" past it. */
    timeoutMs: env.get('GTIN_REGISTRY_TIMEOUT_MS') ?? (app.inTest ? 1000 : 5000),
    /** Sent as `Authorization: Bearer …` when set (registries behind a subscription). */
    token: env.get('GTIN_REGISTRY_TOKEN') || null,
  },
  /** Lookups per trusted client IP (DESIGN §6), counted before validation and before the registry. */
  limit: { requests: 30, duration: '1 minute' } as const,
}

export default gtinConfig
