import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AddressKind } from '#models/address'

/**
 * Serializes every address-book change of one user (row lock on the user) so "one default per
 * kind" never races into the partial unique index `addresses_one_default`.
 */
export async function lockAddressBook(trx: TransactionClientContract, userId: number) {
  await trx.from('users').where('id', userId).forUpdate().select('id').first()
}

/** Clears the default of `kind` for the user (except `keepId`). */
export async function clearDefault(
  trx: TransactionClientContract,
  userId: number,
  kind: AddressKind,
  keepId?: number
) {
  const query = trx.from('addresses').where({ user_id: userId, kind, is_default: true })
  if (keepId !== undefined) query.whereNot('id', keepId)
  await query.update({ is_default: false, updated_at: new Date() })
}

/**
 * Makes sure a kind that has addresses has exactly one default: when none is marked, the
 * oldest address becomes the default, preferring any other than `avoidId` (the one just
 * un-marked by the user).
 */
export async function ensureDefault(
  trx: TransactionClientContract,
  userId: number,
  kind: AddressKind,
  avoidId?: number
) {
  const current = await trx
    .from('addresses')
    .where({ user_id: userId, kind, is_default: true })
    .select('id')
    .first()
  if (current) return
  const candidate = await trx
    .from('addresses')
    .where({ user_id: userId, kind })
    .orderByRaw('(id = ?) asc', [avoidId ?? 0])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .select('id')
    .first()
  if (candidate)
    await trx
      .from('addresses')
      .where('id', candidate.id)
      .update({ is_default: true, updated_at: new Date() })
}
