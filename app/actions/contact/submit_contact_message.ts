import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { I18n } from '@adonisjs/i18n'
import { supportEmail } from '#config/mail'

export interface ContactInput {
  name: string
  email: string
  phone?: string | null
  message: string
}

/**
 * Stores a contact-form message, then e-mails it to the support address (reply-to the sender).
 * The row is written first so a mail failure loses nothing; `mailed_at` records delivery.
 * Returns the new message id.
 */
export default class SubmitContactMessage {
  async handle(input: ContactInput, meta: { i18n: I18n; ip: string }): Promise<number> {
    const [row] = await db
      .table('contact_messages')
      .insert({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
        locale: meta.i18n.locale,
        ip_address: meta.ip,
      })
      .returning('id')
    const id = Number(row.id ?? row)

    try {
      const t = (key: string, data?: Record<string, any>) =>
        meta.i18n.t(`ui.contact.mail.${key}`, data)
      await mail.send((message) => {
        message
          .to(supportEmail)
          .replyTo(input.email, input.name)
          .subject(t('subject', { name: input.name, id }))
          .text(
            [
              `${t('from')}: ${input.name} <${input.email}>`,
              `${t('phone')}: ${input.phone ?? '—'}`,
              `${t('language')}: ${meta.i18n.locale}`,
              '',
              input.message,
            ].join('\n')
          )
      })
      await db.from('contact_messages').where('id', id).update({ mailed_at: new Date() })
    } catch (error) {
      logger.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed')
    }
    return id
  }
}
