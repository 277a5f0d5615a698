import type { I18n } from '@adonisjs/i18n'
import type Rfq from '#models/rfq'
import type ProformaInvoice from '#models/proforma_invoice'
import type { Locale } from '#lib/route_table'
import { countryName } from '#transformers/address_transformer'
import { adminDateTime } from '#transformers/admin_comment_transformer'
import { adminMoney, threadText } from '#transformers/admin_rfq_transformer'
import { rfqReference } from '#shared/rfq'

const date = (i18n: I18n, value: { toJSDate(): Date } | null) =>
  value ? adminDateTime(i18n, value.toJSDate()) : null

/**
 * One RFQ for the admin's read-only detail: the request (buyer, terms, products), every quote
 * version with its lines, the thread (system notes in the admin's language) and the pro-forma
 * number. `rfq` must have items, quotes.lines and messages preloaded.
 */
export function toAdminRfqDetail(
  rfq: Rfq,
  proforma: ProformaInvoice | null,
  companyName: string,
  locale: Locale,
  i18n: I18n
) {
  return {
    id: rfq.id,
    reference: rfqReference(rfq.id),
    status: rfq.status,
    statusLabel: i18n.t(`rfq.status.${rfq.status}`),
    company: companyName,
    buyer: {
      name: rfq.buyerName,
      company: rfq.buyerCompany,
      email: rfq.buyerEmail,
      phone: rfq.buyerPhone,
      country: countryName(rfq.buyerCountry, locale),
      account: rfq.buyerUserId !== null,
    },
    terms: {
      incoterm: rfq.incoterm,
      namedPlace: rfq.namedPlace,
      destination: [
        rfq.destinationPort,
        rfq.destinationCountry ? countryName(rfq.destinationCountry, locale) : null,
      ]
        .filter(Boolean)
        .join(', '),
      wantedBy: rfq.wantedBy ? rfq.wantedBy.toISODate() : null,
      paymentTerms: rfq.paymentTerms ? i18n.t(`rfq.payment_terms.${rfq.paymentTerms}`) : null,
    },
    message: rfq.message,
    dates: {
      created: date(i18n, rfq.createdAt)!,
      confirmed: date(i18n, rfq.confirmedAt),
      firstQuoted: date(i18n, rfq.firstQuotedAt),
      reminded24h: date(i18n, rfq.sellerReminded24hAt),
      reminded72h: date(i18n, rfq.sellerReminded72hAt),
      closed: date(i18n, rfq.closedAt),
    },
    items: rfq.items
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        id: item.id,
        name: item.productName,
        hsCode: item.hsCode,
        quantity: item.quantity,
        unit: i18n.t(`export.units.${item.unit}`),
        target:
          item.targetPriceMinor !== null && item.targetCurrency
            ? adminMoney(item.targetPriceMinor, item.targetCurrency, locale)
            : null,
      })),
    quotes: rfq.quotes
      .sort((a, b) => b.version - a.version)
      .map((quote) => ({
        id: quote.id,
        version: quote.version,
        status: quote.status,
        statusLabel: i18n.t(`rfq.quote_status.${quote.status}`),
        total: adminMoney(quote.totalMinor, quote.currency, locale),
        incoterm: `${quote.incoterm} ${quote.namedPlace}`,
        leadTimeDays: quote.leadTimeDays,
        validUntil: quote.validUntil.toISODate()!,
        paymentTerms: i18n.t(`rfq.payment_terms.${quote.paymentTerms}`),
        created: date(i18n, quote.createdAt)!,
        lines: quote.lines
          .sort((a, b) => a.position - b.position)
          .map((line) => ({
            id: line.id,
            name: line.name,
            quantity: line.quantity,
            unit: i18n.t(`export.units.${line.unit}`),
            unitPrice: adminMoney(line.unitPriceMinor, quote.currency, locale),
            total: adminMoney(line.lineTotalMinor, quote.currency, locale),
          })),
      })),
    messages: rfq.messages
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis() || a.id - b.id)
      .map((message) => ({
        id: message.id,
        author: message.author,
        authorLabel: i18n.t(`rfq.author.${message.author}`),
        text: threadText(message.body, message.author, i18n),
        date: date(i18n, message.createdAt)!,
      })),
    proforma: proforma
      ? {
          number: proforma.number,
          total: adminMoney(proforma.totalMinor, proforma.currency, locale),
        }
      : null,
  }
}
export type AdminRfqDetail = ReturnType<typeof toAdminRfqDetail>
