import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { OutboxTransport } from '#services/mail/outbox_transport'

/** Where the development/test transport stores messages. */
export const outboxDirectory = env.get('MAIL_OUTBOX_DIR') ?? app.makePath('storage', 'mail')

/** Address that receives contact-form messages. */
export const supportEmail = env.get('SUPPORT_EMAIL') ?? 'support@karvan.az'

/** Technical-support phone shown on the contact page and in the footer. */
export const supportPhone = env.get('SUPPORT_PHONE') ?? '+994 12 555 00 00'

/**
 * SMTP in production (from env); the outbox transport (JSON files) in development and tests.
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER') ?? (app.inProduction && env.get('SMTP_HOST') ? 'smtp' : 'outbox'),
  from: env.get('MAIL_FROM') ?? 'Karvan <no-reply@karvan.az>',
  mailers: {
    outbox: () => new OutboxTransport(outboxDirectory),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
