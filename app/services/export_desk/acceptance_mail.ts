import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#config/app'
import { companySeller } from '#actions/enquiries/producer_contacts'
import { formatMoney } from '#lib/money'
import { isLocale } from '#lib/route_table'
import ProformaInvoice from '#models/proforma_invoice'
import Rfq from '#models/rfq'
import { notifier } from '#services/notifications/notifier'
import { proformaData } from '#services/export_desk/proforma'
import { proformaUrl } from '#services/export_desk/proforma_urls'
import { rfqLinkToken } from '#services/export_desk/rfq_link'
import type { Locale } from '#shared/locales'
import { rfqReference } from '#shared/rfq'

/** What the `rfq.accepted_mail` job did: mails sent (buyer, seller), or why none. */
export type AcceptedMailOutcome = 'sent' | 'missing'

/** A composed plain-text mail. */
interface Composed {
  subject: string
  text: string
}

function compose(
  locale: Locale,
  role: 'buyer' | 'seller',
  params: { reference: string; number: string; total: string; company: string; buyer: string },
  url: string
): Composed {
  const i18n = i18nManager.locale(locale)
  const t = (key: string) => i18n.t(`proforma.mail.${key}`, { ...params, url })
  return {
    subject: t(`${role}.subject`),
    text: [
      t(`${role}.intro`),
      '',
      t('total'),
      t('link'),
      '',
      t('no_money'),
      '',
      t('signature'),
    ].join('\n'),
  }
}

/**
 * `rfq.accepted_mail` `{ rfqId }` (queued by acceptQuote with the acceptance): tells the buyer
 * (in the RFQ's language, with the pro-forma link carrying the signed token, so no account is
 * needed) and the seller (companies.email, else the seller account's e-mail, in that account's
 * language) that the quote was accepted and pro-forma PF-… issued. 'missing' when the RFQ or its
 * pro-forma is gone (the job completes). Transport errors propagate: the job retries.
 */
export async function sendAcceptedMails(rfqId: number): Promise<AcceptedMailOutcome> {
  const rfq = await Rfq.find(rfqId)
  const proforma = rfq ? await ProformaInvoice.findBy('rfqId', rfq.id) : null
  if (!rfq || !proforma) return 'missing'
  const data = proformaData(proforma)
  const buyerLocale: Locale = isLocale(rfq.locale) ? rfq.locale : 'en'
  const params = (locale: Locale) => ({
    reference: rfqReference(rfq.id),
    number: proforma.number,
    total: formatMoney(proforma.totalMinor, proforma.currency, locale),
    company: data.seller.name,
    buyer: data.buyer.company ? `${data.buyer.name} (${data.buyer.company})` : data.buyer.name,
  })

  const buyerUrl = appUrl + proformaUrl(proforma.number, buyerLocale, rfqLinkToken(rfq.id))
  await notifier.mail({
    to: { address: rfq.buyerEmail, name: rfq.buyerName },
    ...compose(buyerLocale, 'buyer', params(buyerLocale), buyerUrl),
  })

  const seller = await companySeller(rfq.companyId)
  const sellerEmail = data.seller.email ?? seller?.email ?? null
  if (sellerEmail) {
    const sellerLocale: Locale = seller && isLocale(seller.locale) ? seller.locale : 'az'
    const sellerUrl = appUrl + proformaUrl(proforma.number, sellerLocale)
    await notifier.mail({
      to: { address: sellerEmail, name: data.seller.name },
      replyTo: { address: rfq.buyerEmail, name: rfq.buyerName },
      ...compose(sellerLocale, 'seller', params(sellerLocale), sellerUrl),
    })
  }
  return 'sent'
}
