import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { logSecurityEvent } from '#services/auth/security_log'
import { endSessionsOf } from '#services/auth/sessions'
import { invalidateKey } from '#services/cache/invalidation'

/** What happened to the account; `refused_*` leave the database untouched. */
export type AccountStateResult =
  | { outcome: 'changed' | 'unchanged'; user: { id: number; accountType: string; name: string } }
  | { outcome: 'not_found' }
  | { outcome: 'refused_self' | 'refused_admin' }

/**
 * Disables or re-enables a buyer or seller account on an admin's behalf (issue 4, DESIGN §6).
 * Disabling stamps `users.disabled_at`, ends every tagged session of the account (stores
 * without tagging are caught by the silent-auth check on the account's next request) and
 * logs `account_disabled`; enabling clears the stamp and logs `account_enabled`. An admin
 * cannot disable themselves or another admin. `request` is used for the security log's IP.
 */
export default class ChangeAccountState {
  async handle(
    targetId: number,
    disable: boolean,
    meta: { actor: User; request: Pick<HttpContext, 'request'> | null }
  ): Promise<AccountStateResult> {
    const result = await db.transaction(async (trx): Promise<AccountStateResult> => {
      const row = await trx
        .from('users')
        .where('id', targetId)
        .forUpdate()
        .select('id', 'account_type', 'first_name', 'last_name', 'disabled_at')
        .first()
      if (!row) return { outcome: 'not_found' }
      if (row.id === meta.actor.id) return { outcome: 'refused_self' }
      if (row.account_type === 'admin') return { outcome: 'refused_admin' }
      const user = {
        id: row.id as number,
        accountType: row.account_type as string,
        name: `${row.first_name} ${row.last_name}`.trim(),
      }
      if ((row.disabled_at !== null) === disable) return { outcome: 'unchanged', user }
      await trx
        .from('users')
        .where('id', row.id)
        .update({ disabled_at: disable ? new Date() : null, updated_at: new Date() })
      return { outcome: 'changed', user }
    })

    /** The session guard keeps rows for seconds: the new state counts from the next request on. */
    if (result.outcome === 'changed') invalidateKey('user', result.user.id)
    if (disable && (result.outcome === 'changed' || result.outcome === 'unchanged'))
      await endSessionsOf(result.user.id)
    if (result.outcome === 'changed') {
      await logSecurityEvent(meta.request, disable ? 'account_disabled' : 'account_enabled', {
        user: result.user,
        detail: `by admin #${meta.actor.id}`,
      })
    }
    return result
  }
}
