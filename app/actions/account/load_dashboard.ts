import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { type BuyerOrderRow, recentBuyerOrders } from '#actions/orders/buyer_orders'

/** Security events a user sees as their recent activity (DESIGN §6 security log). */
export const ACTIVITY_EVENTS = [
  'sign_in_ok',
  'mobile_sign_in_ok',
  'sign_in_failed',
  'sign_in_throttled',
  'password_reset_done',
] as const
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number]

/** One line of recent activity: what happened, when (ISO 8601 UTC) and from which IP address. */
export type ActivityEntry = { event: ActivityEvent; at: string; ip: string | null }

/** Numbers and activity of a dashboard home; `recentOrders` newest first (shaped by the order transformer). */
export type DashboardSummary = {
  activity: ActivityEntry[]
  addressCount: number
  recentOrders: BuyerOrderRow[]
  orderCount: number
}

/**
 * Reads a dashboard home's data for `user`: the 8 latest sign-in related events of their
 * account (newest first), how many addresses they keep, and their latest orders with the count.
 */
export default class LoadDashboard {
  async handle(user: User): Promise<DashboardSummary> {
    const [events, [{ count }], orders] = await Promise.all([
      db
        .from('security_events')
        .where('user_id', user.id)
        .whereIn('event', ACTIVITY_EVENTS as unknown as string[])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(8)
        .select('event', 'ip_address', 'created_at'),
      db.from('addresses').where('user_id', user.id).count('* as count'),
      recentBuyerOrders(user.id),
    ])
    return {
      activity: events.map((row) => ({
        event: row.event as ActivityEvent,
        at: new Date(row.created_at).toISOString(),
        ip: row.ip_address ?? null,
      })),
      addressCount: Number(count),
      recentOrders: orders.rows,
      orderCount: orders.total,
    }
  }
}
