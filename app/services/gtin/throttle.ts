import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import gtinConfig from '#config/gtin'

/**
 * GTIN lookups per trusted client IP (DESIGN §6; config/gtin.ts, 30 a minute), counted in the
 * shared limiter store before the code is validated or the registry asked. Returns null when the
 * lookup may go ahead, else the seconds until it may be retried.
 */
export async function consumeLookupAllowance(ip: string): Promise<number | null> {
  try {
    await limiter.use(gtinConfig.limit).consume(`gtin_lookup:${ip}`)
    return null
  } catch (error) {
    if (error instanceof errors.ThrottleException) return Math.max(1, error.response.availableIn)
    throw error
  }
}
