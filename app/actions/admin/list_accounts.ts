import db from '@adonisjs/lucid/services/db'
import { paginateAdminList } from '#actions/admin/paginate'
import type { AccountType } from '#models/user'
import type { UserStateFilter, UserTypeFilter } from '#validators/admin'

export const ACCOUNTS_PER_PAGE = 25

/** An account row of the users list (never the password hash). */
export interface AdminAccountRow {
  id: number
  account_type: AccountType
  first_name: string
  last_name: string
  email: string
  phone: string | null
  disabled_at: Date | null
  last_sign_in_at: Date | null
  created_at: Date
  company_name: string | null
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern (PostgreSQL's default escape is `\`). */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * Accounts for the admin users list, newest first: filtered by type and state, and searched
 * (case-insensitive substring) in the e-mail, the full name and the seller's company name.
 */
export default class ListAccounts {
  async handle(
    filters: { type: UserTypeFilter; state: UserStateFilter; q: string; page: number },
    perPage = ACCOUNTS_PER_PAGE
  ) {
    const pattern = filters.q ? containsPattern(filters.q) : null
    return paginateAdminList<AdminAccountRow>(
      () =>
        db
          .from('users as u')
          .leftJoin('companies as c', 'c.id', 'u.company_id')
          .if(filters.type !== 'all', (query) => query.where('u.account_type', filters.type))
          .if(filters.state === 'active', (query) => query.whereNull('u.disabled_at'))
          .if(filters.state === 'disabled', (query) => query.whereNotNull('u.disabled_at'))
          .if(pattern, (query) =>
            query.where((search) =>
              search
                .whereILike('u.email', pattern!)
                .orWhereRaw(`(u.first_name || ' ' || u.last_name) ILIKE ?`, [pattern!])
                .orWhereILike('c.name', pattern!)
            )
          )
          .select(
            'u.id',
            'u.account_type',
            'u.first_name',
            'u.last_name',
            'u.email',
            'u.phone',
            'u.disabled_at',
            'u.last_sign_in_at',
            'u.created_at',
            'c.name as company_name'
          )
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc'),
      filters.page,
      perPage
    )
  }
}
