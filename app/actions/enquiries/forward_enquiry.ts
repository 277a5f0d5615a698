import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { notifier, SmsDeliveryError } from '#services/notifications/notifier'
import { countryName } from '#transformers/address_transformer'
import { type EnquiryDelivery, loadEnquiryDelivery } from './producer_contacts.js'

/** Outcome of one forwarding attempt; errors from the mail transport or SMS gateway propagate. */
export type ForwardOutcome = 'sent' | 'already_sent' | 'missing' | 'no_email' | 'no_mobile'

/** `text` cut to `max` characters with an ellipsis (SMS fields). */
function clip(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

/** The forwarding e-mail (plain text, in the producer's language); reply-to is the buyer. */
export function enquiryMail(delivery: EnquiryDelivery) {
  const { enquiry, locale, product, company } = delivery
  const t = (key: string, data?: Record<string, unknown>) =>
    i18nManager.locale(locale).t(`enquiries.mail.${key}`, data)
  const country = countryName(enquiry.country, locale)
  const none = t('not_given')
  const subject = product
    ? t('subject_product', { id: enquiry.id, name: enquiry.name, country, product: product.name })
    : t('subject_supplier', { id: enquiry.id, name: enquiry.name, country })
  const lines = [
    product
      ? t('intro_product', { product: product.name })
      : t('intro_supplier', { company: company.name }),
    '',
    ...(product
      ? [`${t('product')}: ${product.name}${product.url ? ` — ${product.url}` : ''}`]
      : []),
    `${t('name')}: ${enquiry.name}`,
    `${t('company')}: ${enquiry.company_name ?? none}`,
    `${t('country')}: ${country} (${enquiry.country})`,
    `${t('email')}: ${enquiry.email}`,
    `${t('phone')}: ${enquiry.phone ?? none}`,
    `${t('quantity')}: ${enquiry.quantity ?? none}`,
    `${t('language')}: ${enquiry.locale}`,
    '',
    enquiry.message,
    '',
    '—',
    t('reply_hint', { url: delivery.dashboardUrl }),
  ]
  return { subject, text: lines.join('\n') }
}

/** The forwarding SMS (in the producer's language): who asks, from where, about what, and the dashboard link. */
export function enquirySms(delivery: EnquiryDelivery) {
  const { enquiry, locale, product } = delivery
  const data = {
    id: enquiry.id,
    name: clip(enquiry.name, 40),
    country: countryName(enquiry.country, locale),
    product: product ? clip(product.name, 40) : '',
    url: delivery.dashboardUrl,
  }
  return i18nManager
    .locale(locale)
    .t(product ? 'enquiries.sms.product' : 'enquiries.sms.supplier', data)
}

/**
 * Forwards a stored enquiry to its producer (SPEC §1), once per channel: `byMail` to the
 * registered e-mail with the buyer as reply-to, `bySms` to the registered mobile. Each records
 * its time on the enquiry (mailed_at, sms_sent_at) and does nothing when that is already set,
 * so a retried job does not send twice. Called by the jobs of app/jobs/.
 */
export default class ForwardEnquiry {
  async byMail(enquiryId: number): Promise<ForwardOutcome> {
    const delivery = await loadEnquiryDelivery(enquiryId)
    if (!delivery) return 'missing'
    if (delivery.enquiry.mailed_at) return 'already_sent'
    if (!delivery.email) return 'no_email'
    const { subject, text } = enquiryMail(delivery)
    await notifier.mail({
      to: { address: delivery.email, name: delivery.company.name },
      replyTo: { address: delivery.enquiry.email, name: delivery.enquiry.name },
      subject,
      text,
    })
    await db.from('enquiries').where('id', enquiryId).update({ mailed_at: new Date() })
    return 'sent'
  }

  /** Throws SmsDeliveryError when the gateway refuses or cannot be reached. */
  async bySms(enquiryId: number, signal?: AbortSignal): Promise<ForwardOutcome> {
    const delivery = await loadEnquiryDelivery(enquiryId)
    if (!delivery) return 'missing'
    if (delivery.enquiry.sms_sent_at) return 'already_sent'
    if (!delivery.mobile) return 'no_mobile'
    await notifier.sms({ to: delivery.mobile, text: enquirySms(delivery) }, { signal })
    await db.from('enquiries').where('id', enquiryId).update({ sms_sent_at: new Date() })
    return 'sent'
  }
}

export { SmsDeliveryError }
