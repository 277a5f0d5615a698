import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import { isLocale, type Locale } from '#lib/route_table'
import { sellerInboxUrl } from '#services/export_desk/rfq_link'
import { companySeller } from '#actions/enquiries/producer_contacts'
import { normalizeAzMobile } from '#services/mobile_signature/phone'
import { notifier } from '#services/notifications/notifier'
import { countryName } from '#transformers/address_transformer'
import { RFQ_LIMITS, rfqReference } from '#shared/rfq'

/** Which reminder: after 24 h or after 72 h without a quote (RFQ_LIMITS.reminderHours). */
export type ReminderStage = 24 | 72

/** What one reminder needs: the RFQ, the seller company's contacts and language. */
export interface RfqReminder {
  stage: ReminderStage
  rfqId: number
  reference: string
  /** First product asked for, "+N" when the RFQ has more. */
  products: string
  country: string
  /** The RFQ in the seller's inbox (absolute URL). */
  inboxUrl: string
  locale: Locale
  company: { id: number; name: string }
  email: string | null
  mobile: string | null
}

/** Loads what the reminder of RFQ `rfqId` says and where it goes (null when the RFQ is gone). */
async function loadReminder(
  client: TransactionClientContract,
  rfqId: number,
  stage: ReminderStage
): Promise<RfqReminder | null> {
  const rfq = await client
    .from('rfqs')
    .where('id', rfqId)
    .select('id', 'company_id', 'buyer_country')
    .first()
  if (!rfq) return null
  const company = await client
    .from('companies')
    .where('id', rfq.company_id)
    .select('id', 'name', 'email', 'phone')
    .firstOrFail()
  const seller = await companySeller(company.id)
  // The company's language: its seller account's, Azerbaijani by default.
  const locale: Locale = isLocale(seller?.locale) ? seller.locale : 'az'
  const items = await client
    .from('rfq_items')
    .where('rfq_id', rfqId)
    .orderBy('position')
    .select('product_name')
  const first = items[0]?.product_name ?? ''
  const mobile =
    [company.phone, seller?.phone]
      .map((phone) => (phone ? normalizeAzMobile(phone) : null))
      .find(Boolean) ?? null
  return {
    stage,
    rfqId,
    reference: rfqReference(rfqId),
    products: items.length > 1 ? `${first} +${items.length - 1}` : first,
    country: countryName(rfq.buyer_country, locale),
    inboxUrl: sellerInboxUrl(rfqId, locale),
    locale,
    company: { id: company.id, name: company.name },
    email: company.email?.trim() || seller?.email || null,
    mobile,
  }
}

/** The reminder e-mail (plain text, in the company's language). */
export function reminderMail(reminder: RfqReminder) {
  const t = (key: string) =>
    i18nManager.locale(reminder.locale).t(`rfq_jobs.reminder.${key}`, {
      reference: reminder.reference,
      product: reminder.products,
      country: reminder.country,
      url: reminder.inboxUrl,
      hours: reminder.stage,
      days: RFQ_LIMITS.unansweredDays,
    })
  return {
    subject: t('subject'),
    text: [t('intro'), '', t('details'), '', t('action'), '', '—', t('footer')].join('\n'),
  }
}

/** The reminder SMS (in the company's language). */
export function reminderSms(reminder: RfqReminder) {
  return i18nManager.locale(reminder.locale).t('rfq_jobs.reminder.sms', {
    reference: reminder.reference,
    product: reminder.products.slice(0, 40),
    country: reminder.country,
    url: reminder.inboxUrl,
    hours: reminder.stage,
  })
}

/**
 * Stamps and sends one reminder. The stamp is a conditional UPDATE … WHERE <stamp> IS NULL
 * RETURNING id inside a transaction that stays open while the mail goes out: a second worker's
 * UPDATE waits on the row lock and then finds the stamp set (no second mail), and a mail
 * transport error rolls the stamp back so the next pass tries again. The SMS goes after the
 * commit, best effort (its failure is logged; the mail already carries the reminder).
 * Returns whether this call sent it.
 */
async function remindOne(rfqId: number, stage: ReminderStage): Promise<boolean> {
  const hours = stage
  const reminder = await db.transaction(async (trx) => {
    const stamped = await trx
      .from('rfqs')
      .where('id', rfqId)
      .where('status', 'requested')
      .whereRaw(`confirmed_at <= now() - make_interval(hours => ?)`, [hours])
      .if(
        stage === 72,
        (query) => query.whereNull('seller_reminded_72h_at'),
        (query) => query.whereNull('seller_reminded_24h_at')
      )
      .update(
        stage === 72
          ? {
              seller_reminded_72h_at: trx.raw('now()'),
              // A 72 h reminder also counts as the 24 h one, so a late first pass mails once.
              seller_reminded_24h_at: trx.raw('coalesce(seller_reminded_24h_at, now())'),
            }
          : { seller_reminded_24h_at: trx.raw('now()') }
      )
      .returning('id')
    if (stamped.length === 0) return null
    const loaded = await loadReminder(trx, rfqId, stage)
    if (loaded?.email) {
      const { subject, text } = reminderMail(loaded)
      await notifier.mail({
        to: { address: loaded.email, name: loaded.company.name },
        subject,
        text,
      })
    }
    return loaded
  })
  if (!reminder) return false
  if (reminder.mobile) {
    try {
      await notifier.sms({ to: reminder.mobile, text: reminderSms(reminder) })
    } catch (error) {
      logger.warn({ err: error, rfqId }, 'rfq reminder sms not sent')
    }
  }
  return true
}

/**
 * One pass of `rfq.remind_sellers`: every RFQ still `requested` (no quote) whose confirmation is
 * at least 72 h old and not yet reminded at 72 h gets the 72 h reminder; then every one at least
 * 24 h old not yet reminded at 24 h gets the 24 h one. Each reminder is sent once, however many
 * passes or workers run (remindOne). Returns how many of each were sent.
 */
export async function remindRfqSellers(): Promise<{ h24: number; h72: number }> {
  const sent = { h24: 0, h72: 0 }
  for (const stage of [72, 24] as const) {
    const due = await db
      .from('rfqs')
      .where('status', 'requested')
      .whereRaw(`confirmed_at <= now() - make_interval(hours => ?)`, [stage])
      .whereNull(stage === 72 ? 'seller_reminded_72h_at' : 'seller_reminded_24h_at')
      .orderBy('id')
      .select('id')
    for (const row of due) {
      if (await remindOne(Number(row.id), stage)) sent[stage === 72 ? 'h72' : 'h24']++
    }
  }
  return sent
}
