import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#config/app'
import { formatMoney } from '#lib/money'
import { isLocale, type Locale } from '#lib/route_table'
import type Rfq from '#models/rfq'
import RfqItem from '#models/rfq_item'
import type RfqMessage from '#models/rfq_message'
import { companySeller } from '#actions/enquiries/producer_contacts'
import { notifier } from '#services/notifications/notifier'
import { normalizeAzMobile } from '#services/mobile_signature/phone'
import { rfqLinkPath, sellerInboxUrl } from '#services/export_desk/rfq_link'
import { urlTo } from '#services/urls'
import { countryName } from '#transformers/address_transformer'
import { RFQ_LIMITS, rfqReference } from '#shared/rfq'

/** The seller company an RFQ is addressed to, with its registered contacts and language. */
export interface RfqSellerContacts {
  company: { id: number; name: string }
  /** The (first) seller account's language, else az. */
  locale: Locale
  /** companies.email, else the seller account's e-mail. */
  email: string | null
  /** The first Azerbaijani mobile of companies.phone, users.phone (E.164). */
  mobile: string | null
}

/** Registered contacts of company `companyId` (as enquiries are forwarded: SPEC §1). */
export async function sellerContacts(companyId: number): Promise<RfqSellerContacts> {
  const company = await db
    .from('companies')
    .where('id', companyId)
    .select('id', 'name', 'email', 'phone')
    .firstOrFail()
  const seller = await companySeller(company.id)
  return {
    company: { id: company.id, name: company.name },
    locale: isLocale(seller?.locale) ? seller.locale : 'az',
    email: company.email?.trim() || seller?.email || null,
    mobile:
      [company.phone, seller?.phone]
        .map((phone) => (phone ? normalizeAzMobile(phone) : null))
        .find(Boolean) ?? null,
  }
}

/** The buyer's signed RFQ page (absolute URL) in `locale`. */
export function buyerLinkUrl(rfqId: number, locale: Locale): string {
  return `${appUrl}${rfqLinkPath(rfqId, locale)}`
}

const translator = (locale: Locale) => (key: string, data?: Record<string, unknown>) =>
  i18nManager.locale(locale).t(`rfq_buyer.${key}`, data)

/** "500 cartons of Hazelnut kernels" lines of an RFQ, in `locale`. */
async function itemLines(rfq: Rfq, locale: Locale): Promise<string[]> {
  const t = translator(locale)
  const items = await RfqItem.query().where('rfqId', rfq.id).orderBy('position')
  return items.map((item) => {
    const unit = i18nManager.locale(locale).t(`export.units.${item.unit}`)
    const target =
      item.targetPriceMinor && item.targetCurrency
        ? ` — ${t('mail.target', { price: formatMoney(item.targetPriceMinor, item.targetCurrency, locale) })}`
        : ''
    return `${item.productName}: ${item.quantity} ${unit}${target}`
  })
}

/** How the buyer wants the goods delivered, one line. */
function deliveryLine(rfq: Rfq, locale: Locale): string {
  const t = translator(locale)
  if (rfq.incoterm) return `${rfq.incoterm} ${rfq.namedPlace ?? ''}`.trim()
  if (rfq.destinationCountry)
    return t('mail.destination_value', {
      country: countryName(rfq.destinationCountry, locale),
      port: rfq.destinationPort ?? '',
    })
  return t('mail.not_given')
}

/** The seller's mail about a new RFQ (plain text, in the seller's language; reply-to the buyer). */
export async function newRfqMail(rfq: Rfq, seller: RfqSellerContacts) {
  const { locale } = seller
  const t = translator(locale)
  const none = t('mail.not_given')
  const reference = rfqReference(rfq.id)
  const country = countryName(rfq.buyerCountry, locale)
  const lines = [
    t('mail.new.intro', { reference }),
    '',
    ...(await itemLines(rfq, locale)),
    `${t('mail.delivery')}: ${deliveryLine(rfq, locale)}`,
    `${t('mail.wanted_by')}: ${rfq.wantedBy?.toISODate() ?? none}`,
    `${t('mail.payment_terms')}: ${rfq.paymentTerms ? i18nManager.locale(locale).t(`rfq.payment_terms.${rfq.paymentTerms}`) : none}`,
    '',
    `${t('mail.name')}: ${rfq.buyerName}`,
    `${t('mail.company')}: ${rfq.buyerCompany ?? none}`,
    `${t('mail.country')}: ${country} (${rfq.buyerCountry})`,
    `${t('mail.email')}: ${rfq.buyerEmail}`,
    `${t('mail.phone')}: ${rfq.buyerPhone ?? none}`,
    '',
    rfq.message,
    '',
    '—',
    t('mail.new.answer_hint', { url: sellerInboxUrl(rfq.id, locale) }),
  ]
  return {
    subject: t('mail.new.subject', { reference, name: rfq.buyerName, country }),
    text: lines.join('\n'),
  }
}

/** The seller's SMS about a new RFQ. */
export function newRfqSms(rfq: Rfq, seller: RfqSellerContacts): string {
  const name = rfq.buyerName.length > 40 ? `${rfq.buyerName.slice(0, 39)}…` : rfq.buyerName
  return translator(seller.locale)('sms.new', {
    reference: rfqReference(rfq.id),
    name,
    country: countryName(rfq.buyerCountry, seller.locale),
    url: sellerInboxUrl(rfq.id, seller.locale),
  })
}

/** The guest's confirmation mail with the one-time link (`token` is never stored). */
export function confirmMail(rfq: Rfq, token: string) {
  const t = translator(rfq.locale)
  const url = urlTo('rfq_confirm', rfq.locale, { token }, { prefixUrl: appUrl })
  return {
    subject: t('mail.confirm.subject', { reference: rfqReference(rfq.id) }),
    text: [
      t('mail.greeting', { name: rfq.buyerName }),
      '',
      t('mail.confirm.body', { reference: rfqReference(rfq.id) }),
      url,
      '',
      t('mail.confirm.expiry', { hours: RFQ_LIMITS.confirmHours }),
      t('mail.confirm.ignore'),
    ].join('\n'),
  }
}

/** The buyer's "Your request RFQ-000123 was sent" mail with the signed link. */
export async function sentMail(rfq: Rfq) {
  const t = translator(rfq.locale)
  const reference = rfqReference(rfq.id)
  return {
    subject: t('mail.sent.subject', { reference }),
    text: [
      t('mail.greeting', { name: rfq.buyerName }),
      '',
      t('mail.sent.body', { reference }),
      ...(await itemLines(rfq, rfq.locale)),
      '',
      t('mail.sent.link'),
      buyerLinkUrl(rfq.id, rfq.locale),
      '',
      t('mail.sent.keep'),
    ].join('\n'),
  }
}

/**
 * A thread message to the other party: the buyer's to the seller (inbox link, reply-to the
 * buyer), the seller's to the buyer (signed link). Null for Karvan's own notes.
 */
export async function messageMail(message: RfqMessage, rfq: Rfq) {
  const reference = rfqReference(rfq.id)
  if (message.author === 'buyer') {
    const seller = await sellerContacts(rfq.companyId)
    if (!seller.email) return null
    const t = translator(seller.locale)
    return {
      to: { address: seller.email, name: seller.company.name },
      replyTo: { address: rfq.buyerEmail, name: rfq.buyerName },
      subject: t('mail.message.subject_buyer', { reference, name: rfq.buyerName }),
      text: [
        t('mail.message.intro_buyer', { reference, name: rfq.buyerName }),
        '',
        message.body,
        '',
        '—',
        t('mail.message.answer_hint', { url: sellerInboxUrl(rfq.id, seller.locale) }),
      ].join('\n'),
    }
  }
  if (message.author === 'seller') {
    const seller = await sellerContacts(rfq.companyId)
    const t = translator(rfq.locale)
    return {
      to: { address: rfq.buyerEmail, name: rfq.buyerName },
      replyTo: null,
      subject: t('mail.message.subject_seller', { reference, company: seller.company.name }),
      text: [
        t('mail.greeting', { name: rfq.buyerName }),
        '',
        t('mail.message.intro_seller', { reference, company: seller.company.name }),
        '',
        message.body,
        '',
        '—',
        t('mail.message.reply_hint'),
        buyerLinkUrl(rfq.id, rfq.locale),
      ].join('\n'),
    }
  }
  return null
}

/** Sends a plain-text mail through the notifier. */
export async function sendMail(mail: {
  to: { address: string; name: string }
  replyTo?: { address: string; name: string } | null
  subject: string
  text: string
}) {
  await notifier.mail({
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
  })
}
