import type Order from '#models/order'
import type { Locale } from '#lib/route_table'

/**
 * Starts (or resumes) the online payment of an order awaiting payment and returns where to send
 * the buyer: the gateway's hosted page. Idempotent per order: a pending attempt is reused.
 * Owned by the payments work (issue 6); this placeholder is replaced there.
 */
export async function startPayment(_order: Order, _options: { locale: Locale; origin: string }): Promise<{ redirectUrl: string }> {
  throw new Error('startPayment: payments not wired yet')
}
