import type { HttpContext } from '@adonisjs/core/http'

const PLACED_KEY = 'orders.placed'
const KEEP = 20

/**
 * Remembers in this browser session that its visitor placed order `orderId`, so a guest can see
 * the confirmation, failure and invoice pages of their own order (last 20 kept).
 */
export function rememberPlacedOrder(ctx: HttpContext, orderId: number) {
  const raw = ctx.session.get(PLACED_KEY)
  const ids = Array.isArray(raw) ? (raw as number[]).filter((id) => id !== orderId) : []
  ctx.session.put(PLACED_KEY, [...ids, orderId].slice(-KEEP))
}

/**
 * Whether this request may see order pages of `order` (DESIGN §6: buyer A never sees buyer B's
 * orders): the signed-in buyer who placed it, or the browser session that placed it. Callers
 * answer 404 (and log) otherwise.
 */
export function canViewOrder(
  ctx: HttpContext,
  order: { id: number; userId: number | null }
): boolean {
  const user = ctx.auth?.user as { id: number; accountType: string } | undefined
  if (order.userId !== null && user?.accountType === 'buyer' && user.id === order.userId)
    return true
  const raw = ctx.session?.get(PLACED_KEY)
  return Array.isArray(raw) && (raw as number[]).includes(order.id)
}
