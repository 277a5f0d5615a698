import type { I18n } from '@adonisjs/i18n'
import type { AdminAccountRow } from '#actions/admin/list_accounts'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { adminDateTime } from '#transformers/admin_comment_transformer'

/**
 * An account in the admin users list. `toggle` is the POST that disables or re-enables it;
 * null for the signed-in admin and for other admins (who cannot be disabled here).
 */
export function toAdminAccount(row: AdminAccountRow, actorId: number, locale: Locale, i18n: I18n) {
  const disabled = row.disabled_at !== null
  const toggleable = row.account_type !== 'admin' && row.id !== actorId
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    type: row.account_type,
    typeLabel: i18n.t(`admin.users.type.${row.account_type}`),
    company: row.account_type === 'seller' ? row.company_name : null,
    disabled,
    stateLabel: disabled
      ? i18n.t('admin.users.disabled_since', { date: adminDateTime(i18n, row.disabled_at!) })
      : i18n.t('admin.users.state.active'),
    created: adminDateTime(i18n, row.created_at),
    lastSignIn: row.last_sign_in_at ? adminDateTime(i18n, row.last_sign_in_at) : null,
    isSelf: row.id === actorId,
    toggle: toggleable
      ? {
          disable: !disabled,
          url: urlTo(disabled ? 'admin_users.enable' : 'admin_users.disable', locale, {
            id: row.id,
          }),
        }
      : null,
  }
}

/** A row of the admin users list. */
export type AdminAccountView = ReturnType<typeof toAdminAccount>
