import { formatCalendarDate } from '#shared/dates'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#config/app'
import { isLocale, type Locale } from '#lib/route_table'
import { notifier } from '#services/notifications/notifier'
import { VERIFIED_SQL } from '#services/trust/verification_state'
import { urlTo } from '#services/urls'
import { DOCUMENT_REMINDER_DAYS } from '#shared/trust'

/** SQL over companies `c`: verified now, expiring within DOCUMENT_REMINDER_DAYS, not yet reminded. */
const DUE = `${VERIFIED_SQL} AND c.verification_expires_at <= now() + make_interval(days => ${DOCUMENT_REMINDER_DAYS}) AND c.verification_reminded_at IS NULL`

/** The reminder to one seller account, in its language. */
export function verificationReminderMail(input: {
  locale: Locale
  name: string
  company: string
  expiresOn: string
}) {
  const date = formatCalendarDate(input.expiresOn, input.locale)
  const t = (key: string) =>
    i18nManager.locale(input.locale).t(`trust_verify.mail.${key}`, {
      name: input.name,
      company: input.company,
      date,
    })
  const profile = urlTo('seller_profile', input.locale, undefined, { prefixUrl: appUrl })
  return {
    subject: t('subject'),
    text: [t('greeting'), '', t('body'), '', t('action'), profile, '', '—', t('signature')].join(
      '\n'
    ),
  }
}

/**
 * Reminds company `companyId`'s seller accounts (not disabled) that its verification expires.
 * The stamp is a conditional UPDATE (DUE) … RETURNING in a transaction held while the mails go
 * out: a second worker waits on the row lock and then finds the stamp set, and a mail error
 * rolls it back so the next pass tries again. Returns whether this call reminded.
 */
async function remindCompany(companyId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const stamped = await trx
      .from('companies as c')
      .where('c.id', companyId)
      .whereRaw(DUE)
      .update({ verification_reminded_at: trx.raw('now()') })
      .returning('c.id')
    if (stamped.length === 0) return false
    const company = await trx
      .from('companies')
      .where('id', companyId)
      .select(
        'name',
        trx.raw(
          `to_char(verification_expires_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM-DD') AS expires_on`
        )
      )
      .firstOrFail()
    const sellers = await trx
      .from('users')
      .where('company_id', companyId)
      .where('account_type', 'seller')
      .whereNull('disabled_at')
      .select('email', 'first_name', 'last_name', 'locale')
    for (const seller of sellers) {
      const locale: Locale = isLocale(seller.locale) ? seller.locale : 'az'
      const name = `${seller.first_name} ${seller.last_name}`.trim()
      const mail = verificationReminderMail({
        locale,
        name,
        company: company.name,
        expiresOn: company.expires_on,
      })
      await notifier.mail({ to: { address: seller.email, name }, ...mail })
    }
    return true
  })
}

/**
 * One pass of `trust.verification_reminders`: every company whose verification counts now and
 * ends within DOCUMENT_REMINDER_DAYS (30) days, not reminded since it was verified, gets one
 * mail per seller account. Verifying again clears the stamp (company_verification.ts), so the
 * next year is reminded again. Returns how many companies were reminded.
 */
export async function remindExpiringVerifications(): Promise<number> {
  const due = await db.from('companies as c').whereRaw(DUE).orderBy('c.id').select('c.id')
  let reminded = 0
  for (const row of due) if (await remindCompany(Number(row.id))) reminded++
  return reminded
}
