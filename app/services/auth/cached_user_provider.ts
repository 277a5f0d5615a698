import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import { userRows } from '#services/session/visitor_cache'

/**
 * The session guard's user provider with the signed-in user's row kept per process for 10 s
 * (visitor_cache.ts `userRows`), so a page view of a signed-in visitor does not read `users`
 * again. Each request gets its own model instance built from the kept row. The row is forgotten
 * in every process when the account changes (User model hooks, and the actions that update
 * `users` directly call invalidateKey('user', id)).
 */
export class CachedSessionUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | BigInt) {
    const model = await this.getModel()
    const key = String(identifier)
    let row = userRows.get(key)
    if (!row) {
      const found = await model
        .query()
        .where(model.primaryKey, identifier as number)
        .pojo<Record<string, unknown>>()
        .first()
      if (!found) return null
      row = found
      userRows.set(key, row)
    }
    const user = model.$createFromAdapterResult({ ...row }) as InstanceType<UserModel>
    return this.createUserForGuard(user)
  }
}
