import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appUrl } from '#config/app'
import { isLocale, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { enqueue } from '#services/queue/enqueue'

/** Name of the queued job that e-mails one producer account a review decision (app/services/queue/jobs.ts). */
export const REVIEW_MAIL_JOB = 'product.review_mail'

/** What the producer is told about. `reason` is the rejection reason as the admin wrote it. */
export type ReviewNotice =
  | { decision: 'approved'; productId: number }
  | { decision: 'rejected'; productId: number; reason: string }

/** Payload of one review-mail job: the decision for one seller account. */
export type ReviewMailPayload = ReviewNotice & { userId: number }

/**
 * Queues one e-mail per active seller account of the product's company, inside the decision's
 * transaction: the jobs exist if and only if the decision commits, and the PostgreSQL queue
 * retries a failed delivery (DESIGN §2, §5) so a mail outage loses nothing. Returns the number
 * of jobs queued.
 */
export async function enqueueReviewMails(
  trx: TransactionClientContract,
  notice: ReviewNotice
): Promise<number> {
  const recipients = await trx
    .from('products as p')
    .join('users as u', 'u.company_id', 'p.company_id')
    .where('p.id', notice.productId)
    .where('u.account_type', 'seller')
    .whereNull('u.disabled_at')
    .orderBy('u.id')
    .select('u.id')
  for (const recipient of recipients) {
    await enqueue(REVIEW_MAIL_JOB, { ...notice, userId: recipient.id }, { trx })
  }
  return recipients.length
}

/**
 * Sends one producer account the admin's decision, in the language of their account, with the
 * product's name in that language (az as fallback), the rejection reason as plain text and a
 * link to the public page (approved) or the product's editor in the seller dashboard (to fix
 * and resubmit). Returns 'skipped' when the account is gone, disabled or no longer a seller of
 * the product's company (nothing to retry); a transport error is thrown so the queue retries it.
 */
export async function sendReviewMail(payload: ReviewMailPayload): Promise<'sent' | 'skipped'> {
  const recipient = await db
    .from('users as u')
    .join('products as p', 'p.company_id', 'u.company_id')
    .where('u.id', payload.userId)
    .where('p.id', payload.productId)
    .where('u.account_type', 'seller')
    .whereNull('u.disabled_at')
    .select('u.email', 'u.first_name', 'u.last_name', 'u.locale')
    .first()
  if (!recipient) return 'skipped'
  const translations = await db
    .from('product_translations')
    .where('product_id', payload.productId)
    .select('locale', 'name', 'slug')
  const locale: Locale = isLocale(recipient.locale) ? recipient.locale : 'az'
  const i18n = i18nManager.locale(locale)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`admin_products.mail.${key}`, data)
  const own =
    translations.find((row) => row.locale === locale) ??
    translations.find((row) => row.locale === 'az')
  const product = own?.name ?? `#${payload.productId}`
  const fullName = `${recipient.first_name} ${recipient.last_name}`.trim()
  const body =
    payload.decision === 'approved'
      ? [
          t('approved_body', { product }),
          own?.slug
            ? urlTo(
                'product',
                locale,
                { slugId: `${own.slug}-${payload.productId}` },
                { prefixUrl: appUrl }
              )
            : '',
        ]
      : [
          t('rejected_body', { product }),
          '',
          `${t('reason')}:`,
          payload.reason,
          '',
          t('rejected_next'),
          urlTo('seller_products.edit', locale, { id: payload.productId }, { prefixUrl: appUrl }),
        ]
  await mail.send((message) => {
    message
      .to(recipient.email, fullName)
      .subject(t(`${payload.decision}_subject`, { product }))
      .text([t('greeting', { name: fullName }), '', ...body, '', t('signature')].join('\n'))
  })
  return 'sent'
}
