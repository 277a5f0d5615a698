import type { I18n } from '@adonisjs/i18n'
import type { AdminMessageRow } from '#actions/admin/list_contact_messages'
import { telHref } from '#lib/phone'
import { adminDateTime } from '#transformers/admin_comment_transformer'

/**
 * A contact message for the admin list: sender, reply links (`mailto:` with the message id in
 * the subject, `tel:`), the text as typed (plain text; the page keeps its line breaks),
 * the form's language and whether the support mailbox got it.
 */
export function toAdminMessage(row: AdminMessageRow, i18n: I18n) {
  const subject = i18n.t('admin.messages.reply_subject', { id: row.id })
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mailto: `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`,
    phone: row.phone,
    phoneHref: row.phone ? telHref(row.phone) : null,
    message: row.message,
    language: i18n.t(`admin.languages.${row.locale}`),
    date: adminDateTime(i18n, row.created_at),
    mailed: row.mailed_at !== null,
    mailedAt: row.mailed_at ? adminDateTime(i18n, row.mailed_at) : null,
  }
}

/** A row of the admin contact messages list. */
export type AdminMessageView = ReturnType<typeof toAdminMessage>
