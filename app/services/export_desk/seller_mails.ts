import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { formatMoney } from '#lib/money'
import Rfq from '#models/rfq'
import RfqQuote from '#models/rfq_quote'
import { notifier } from '#services/notifications/notifier'
import { rfqLinkPath } from '#services/export_desk/rfq_link'
import { rfqReference } from '#shared/rfq'
import { formatDate } from '#shared/dates'

/**
 * The buyer's mails of the seller's side of the export desk (issue 24): a quote (new or revised)
 * and a declined request, in the RFQ's language, each with the buyer's signed link
 * (appUrl + rfqLinkPath). Reply-to the producer's registered e-mail when it has one.
 */

/** Outcome of one mail job; transport errors propagate (the job retries). */
export type SellerMailOutcome = 'sent' | 'missing'

async function companyOf(companyId: number): Promise<{ name: string; email: string | null }> {
  return db.from('companies').where('id', companyId).select('name', 'email').firstOrFail()
}

function replyTo(company: { name: string; email: string | null }) {
  const address = company.email?.trim()
  return address ? { address, name: company.name } : null
}

/** Mails quote `quoteId` to its RFQ's buyer: lines, total, Incoterm, validity, payment terms, link. */
export async function mailQuote(quoteId: number): Promise<SellerMailOutcome> {
  const quote = await RfqQuote.query()
    .where('id', quoteId)
    .preload('lines', (lines) => lines.orderBy('position'))
    .first()
  if (!quote) return 'missing'
  const rfq = await Rfq.findOrFail(quote.rfqId)
  const company = await companyOf(rfq.companyId)
  const i18n = i18nManager.locale(rfq.locale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`rfq_seller.mail.${key}`, data)
  const money = (minor: number) => formatMoney(minor, quote.currency, rfq.locale)
  const reference = rfqReference(rfq.id)
  const text = [
    t(quote.version === 1 ? 'quote_intro' : 'quote_revised_intro', {
      company: company.name,
      reference,
      version: quote.version,
    }),
    '',
    ...quote.lines.map(
      (line) =>
        `• ${line.name}: ${line.quantity} ${i18n.t(`export.units.${line.unit}`)} × ${money(line.unitPriceMinor)} = ${money(line.lineTotalMinor)}`
    ),
    '',
    t('quote_total', { total: money(quote.totalMinor) }),
    t('quote_terms', { incoterm: quote.incoterm, place: quote.namedPlace }),
    t('quote_payment', { terms: i18n.t(`rfq.payment_terms.${quote.paymentTerms}`) }),
    t('quote_lead_time', { days: quote.leadTimeDays }),
    t('quote_valid_until', {
      date: formatDate(new Date(`${quote.validUntil.toISODate()}T00:00:00Z`), i18n.locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }),
    }),
    ...(quote.packaging ? ['', t('quote_packaging', { text: quote.packaging })] : []),
    ...(quote.notes ? ['', quote.notes] : []),
    '',
    t('link_intro'),
    appUrl + rfqLinkPath(rfq.id, rfq.locale),
  ].join('\n')
  await notifier.mail({
    to: { address: rfq.buyerEmail, name: rfq.buyerName },
    replyTo: replyTo(company),
    subject: t('quote_subject', { reference, company: company.name, version: quote.version }),
    text,
  })
  return 'sent'
}

/** Mails the buyer of RFQ `rfqId` that the seller declined it, with the seller's reason (the thread's last seller message). */
export async function mailDeclined(rfqId: number): Promise<SellerMailOutcome> {
  const rfq = await Rfq.find(rfqId)
  if (!rfq) return 'missing'
  const company = await companyOf(rfq.companyId)
  const reason = await db
    .from('rfq_messages')
    .where('rfq_id', rfq.id)
    .where('author', 'seller')
    .orderBy('id', 'desc')
    .select('body')
    .first()
  const i18n = i18nManager.locale(rfq.locale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`rfq_seller.mail.${key}`, data)
  const reference = rfqReference(rfq.id)
  await notifier.mail({
    to: { address: rfq.buyerEmail, name: rfq.buyerName },
    replyTo: replyTo(company),
    subject: t('declined_subject', { reference, company: company.name }),
    text: [
      t('declined_intro', { reference, company: company.name }),
      ...(reason ? ['', reason.body] : []),
      '',
      t('link_intro'),
      appUrl + rfqLinkPath(rfq.id, rfq.locale),
    ].join('\n'),
  })
  return 'sent'
}
