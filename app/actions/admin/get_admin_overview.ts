import db from '@adonisjs/lucid/services/db'

/** Counts on the admin home page. */
export interface AdminOverview {
  pendingComments: number
  /** Products awaiting review: submitted, or published with changes since approval (issue 5). */
  pendingProducts: number
  messagesLastWeek: number
  buyers: number
  sellers: number
  disabledAccounts: number
}

/**
 * What needs an admin's attention, in one round trip: comments awaiting moderation, contact
 * messages of the last 7 days (rolling, 7 × 24 h), buyer and seller accounts (disabled ones
 * included) and disabled accounts of any type.
 */
export default class GetAdminOverview {
  async handle(): Promise<AdminOverview> {
    const { rows } = await db.rawQuery(`
      SELECT
        (SELECT count(*) FROM comments WHERE status = 'pending') AS pending_comments,
        (SELECT count(*) FROM products WHERE status = 'in_review' OR (status = 'published' AND changed_since_approval)) AS pending_products,
        (SELECT count(*) FROM contact_messages WHERE created_at > now() - interval '7 days') AS messages_last_week,
        (SELECT count(*) FROM users WHERE account_type = 'buyer') AS buyers,
        (SELECT count(*) FROM users WHERE account_type = 'seller') AS sellers,
        (SELECT count(*) FROM users WHERE disabled_at IS NOT NULL) AS disabled_accounts`)
    const row = rows[0]
    return {
      pendingComments: Number(row.pending_comments),
      pendingProducts: Number(row.pending_products),
      messagesLastWeek: Number(row.messages_last_week),
      buyers: Number(row.buyers),
      sellers: Number(row.sellers),
      disabledAccounts: Number(row.disabled_accounts),
    }
  }
}
