import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { isLocale, type Locale } from '#lib/route_table'
import { notifier } from '#services/notifications/notifier'
import type { EnquiryRow } from './producer_contacts.js'
import { formatDate } from '#shared/dates'

/** Outcome of mailing one reply; transport errors propagate (the job retries). */
export type ReplyMailOutcome = 'sent' | 'already_sent' | 'missing'

/** The reply e-mail in the buyer's language (the enquiry's page language): the reply, then the quoted enquiry. */
export function replyMail(enquiry: EnquiryRow, company: { name: string }, body: string) {
  const locale: Locale = isLocale(enquiry.locale) ? enquiry.locale : 'en'
  const i18n = i18nManager.locale(locale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`enquiries.mail.${key}`, data)
  const quoted = enquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return {
    subject: t('reply_subject', { id: enquiry.id, company: company.name }),
    text: [
      t('reply_intro', { company: company.name }),
      '',
      body,
      '',
      '—',
      t('reply_quote', {
        date: formatDate(enquiry.created_at, i18n.locale, { dateStyle: 'long' }),
      }),
      quoted,
      '',
      t('reply_footer', { company: company.name }),
    ].join('\n'),
  }
}

/**
 * E-mails reply `replyId` to the buyer who sent the enquiry, with the producer as reply-to
 * (companies.email, else the replying seller's e-mail), so the conversation continues by mail.
 * Records mailed_at; a reply already mailed is not sent again.
 */
export default class MailEnquiryReply {
  async handle(replyId: number): Promise<ReplyMailOutcome> {
    const reply = await db
      .from('enquiry_replies as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .where('r.id', replyId)
      .select('r.id', 'r.enquiry_id', 'r.body', 'r.mailed_at', 'u.email as user_email')
      .first()
    if (!reply) return 'missing'
    if (reply.mailed_at) return 'already_sent'
    const enquiry: EnquiryRow = await db
      .from('enquiries')
      .where('id', reply.enquiry_id)
      .firstOrFail()
    const company = await db
      .from('companies')
      .where('id', enquiry.company_id)
      .select('name', 'email')
      .firstOrFail()
    const producerEmail: string | null = company.email?.trim() || reply.user_email || null
    const { subject, text } = replyMail(enquiry, company, reply.body)
    await notifier.mail({
      to: { address: enquiry.email, name: enquiry.name },
      replyTo: producerEmail ? { address: producerEmail, name: company.name } : null,
      subject,
      text,
    })
    await db.from('enquiry_replies').where('id', replyId).update({ mailed_at: new Date() })
    return 'sent'
  }
}
