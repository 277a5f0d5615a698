import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#config/app'
import { isLocale, type Locale } from '#lib/route_table'
import { notifier } from '#services/notifications/notifier'
import { urlTo } from '#services/urls'
import { BAKU_TODAY_SQL } from '#services/trust/documents'
import { DOCUMENT_REMINDER_DAYS } from '#shared/trust'

/**
 * Documents due for the expiry reminder: not hidden, not yet reminded, expiring within
 * DOCUMENT_REMINDER_DAYS days of today (Baku) and not expired yet, of active companies.
 */
function dueDocuments() {
  return db
    .from('company_documents as d')
    .join('companies as c', 'c.id', 'd.company_id')
    .where('c.status', 'active')
    .whereNull('d.hidden_at')
    .whereNull('d.reminded_at')
    .whereNotNull('d.expires_on')
    .whereRaw(`d.expires_on >= ${BAKU_TODAY_SQL}`)
    .whereRaw(`d.expires_on <= ${BAKU_TODAY_SQL} + ?::int`, [DOCUMENT_REMINDER_DAYS])
    .orderBy('d.id')
    .select('d.id')
}

/** The reminder mail of one document, in `locale`. */
export function documentReminderMail(
  locale: Locale,
  doc: { kind: string; number: string; expires_on: string; company: string }
) {
  const i18n = i18nManager.locale(locale)
  const data = {
    kind: i18n.t(`trust_docs.kinds.${doc.kind}`),
    number: doc.number,
    date: doc.expires_on,
    company: doc.company,
    url: `${appUrl}${urlTo('seller_documents', locale)}`,
  }
  return {
    subject: i18n.t('trust_docs.reminder.subject', data),
    text: [
      i18n.t('trust_docs.reminder.intro', data),
      '',
      i18n.t('trust_docs.reminder.action', data),
    ].join('\n'),
  }
}

/**
 * Stamps and mails one reminder: a conditional UPDATE … WHERE reminded_at IS NULL RETURNING in a
 * transaction that stays open while the mails go out, so a second pass or worker finds the stamp
 * (no second mail) and a transport error rolls it back (the next day tries again). Mails every
 * active seller account of the company, each in its own language. Returns whether it was sent.
 */
async function remindOne(documentId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [doc] = await trx
      .from('company_documents')
      .where('id', documentId)
      .whereNull('reminded_at')
      .update({ reminded_at: trx.raw('now()') })
      .returning(['id', 'company_id', 'kind', 'number', 'expires_on'])
    if (!doc) return false
    const company = await trx.from('companies').where('id', doc.company_id).select('name').first()
    const sellers = await trx
      .from('users')
      .where({ company_id: doc.company_id, account_type: 'seller' })
      .whereNull('disabled_at')
      .orderBy('id')
      .select('email', 'locale', 'first_name', 'last_name')
    for (const seller of sellers) {
      const locale: Locale = isLocale(seller.locale) ? seller.locale : 'az'
      const mail = documentReminderMail(locale, { ...doc, company: company?.name ?? '' })
      await notifier.mail({
        to: { address: seller.email, name: `${seller.first_name} ${seller.last_name}`.trim() },
        ...mail,
      })
    }
    return true
  })
}

/** One pass of `trust.document_reminders`: reminds every due document once; returns how many. */
export async function remindExpiringDocuments(): Promise<number> {
  let sent = 0
  for (const row of await dueDocuments()) if (await remindOne(Number(row.id))) sent++
  return sent
}
