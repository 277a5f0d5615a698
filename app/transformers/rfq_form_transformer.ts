import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import type User from '#models/user'
import type { ExportOfferRecord } from '#services/export/export_offers'
import { urlTo } from '#services/urls'
import { INCOTERMS, type ExportCurrency } from '#shared/export'
import { PAYMENT_TERMS, RFQ_LIMITS } from '#shared/rfq'

/**
 * The product page's RFQ form (issue 24), shown instead of the plain enquiry for a product with an
 * export offer: where it posts, the offer's fixed unit and currency, the MOQ, the Incoterms the
 * offer names (with places) and every Incoterm 2020, the payment terms with labels, and a signed-in
 * buyer's name and e-mail to prefill.
 */
export interface RfqFormView {
  url: string
  unit: string
  currency: ExportCurrency
  moq: number
  maxQuantity: number
  messageLength: number
  offered: { code: string; place: string; label: string }[]
  incoterms: { code: string; label: string }[]
  paymentTerms: { value: string; label: string }[]
  prefill: { name: string; email: string; country: string } | null
}

/** The RFQ form of product `productId` with offer `offer`; `user` prefills a buyer account. */
export function toRfqFormView(
  productId: number,
  offer: ExportOfferRecord,
  user: User | null | undefined,
  locale: Locale,
  i18n: I18n
): RfqFormView {
  const buyer = user && user.accountType === 'buyer' ? user : null
  return {
    url: urlTo('product.rfq', locale, { id: productId }),
    unit: i18n.t(`export.units.${offer.unit}`),
    currency: offer.currency,
    moq: offer.moq,
    maxQuantity: RFQ_LIMITS.maxQuantity,
    messageLength: RFQ_LIMITS.messageLength,
    offered: offer.incoterms.map((row) => ({
      code: row.code,
      place: row.namedPlace,
      label: `${row.code} ${row.namedPlace}`,
    })),
    incoterms: INCOTERMS.map((code) => ({
      code,
      label: `${code} — ${i18n.t(`export.incoterms.${code}`)}`,
    })),
    paymentTerms: PAYMENT_TERMS.map((value) => ({
      value,
      label: i18n.t(`rfq.payment_terms.${value}`),
    })),
    prefill: buyer
      ? { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email, country: '' }
      : null,
  }
}
