import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import { formatMoney } from '#lib/money'
import { telHref } from '#lib/phone'
import type Rfq from '#models/rfq'
import type RfqMessage from '#models/rfq_message'
import type RfqQuote from '#models/rfq_quote'
import type { ExportOfferRecord } from '#services/export/export_offers'
import { urlTo } from '#services/urls'
import {
  EXPORT_CURRENCIES,
  INCOTERMS,
  isSeaOnlyIncoterm,
  priceForQuantity,
  type ExportCurrency,
  type Incoterm,
} from '#shared/export'
import {
  PAYMENT_TERMS,
  RFQ_LIMITS,
  rfqReference,
  type PaymentTerm,
  type QuoteStatus,
  type RfqMessageAuthor,
  type RfqStatus,
} from '#shared/rfq'
import { canRfq } from '#state_machines/rfq_status'
import { decimalText } from '#validators/product'
import { bakuToday } from '#validators/rfq_quote'
import {
  ageOf,
  calendarDate,
  quantityText,
  toCountryView,
  type CountryView,
} from '#transformers/seller_rfq_transformer'
import { formatDate } from '#shared/dates'

/** A quote version as the seller's RFQ page shows it (amounts formatted in its currency). */
export type SellerQuoteView = {
  id: number
  version: number
  status: QuoteStatus
  statusLabel: string
  current: boolean
  total: string
  incoterm: string
  leadTimeDays: number
  validUntil: string
  paymentTerms: string
  packaging: string | null
  notes: string | null
  sentAt: string
  lines: {
    name: string
    hsCode: string | null
    origin: string
    quantity: string
    unitPrice: string
    lineTotal: string
  }[]
}

/** The quote form's starting values and choices. Prices are decimal text in the currency's major units. */
export type SellerQuoteForm = {
  values: {
    lines: { item_id: number; quantity: number; unit_price: string }[]
    currency: ExportCurrency
    incoterm: Incoterm | ''
    named_place: string
    lead_time_days: number | ''
    valid_until: string
    payment_terms: PaymentTerm | ''
    packaging: string
    notes: string
  }
  /** Per line, in the order of `values.lines`: product name and unit label. */
  lineLabels: { name: string; unit: string }[]
  incoterms: { code: Incoterm; label: string; seaOnly: boolean }[]
  /** Some product cannot travel by sea: sea-only Incoterms are refused. */
  noSea: boolean
  currencies: readonly ExportCurrency[]
  paymentTerms: { key: PaymentTerm; label: string }[]
  /** Bounds of the validity date (`YYYY-MM-DD`, Baku). */
  minDate: string
  maxDate: string
}

/** One RFQ in the seller's dashboard (inertia/pages/seller/rfqs/show.tsx). */
export type SellerRfqDetail = {
  id: number
  reference: string
  status: RfqStatus
  statusLabel: string
  receivedAt: string | null
  age: string
  request: {
    items: {
      id: number
      name: string
      hsCode: string | null
      quantity: string
      target: string | null
    }[]
    /** "FOB Poti" when the buyer named an Incoterm. */
    incoterm: string | null
    /** "Hamburg, Germany" when the buyer gave a destination instead. */
    destination: string | null
    wantedBy: string | null
    paymentTerms: string | null
    message: string
  }
  /** Buyer contact: only here, only for the seller the RFQ is addressed to. */
  buyer: {
    name: string
    company: string | null
    country: CountryView
    email: string
    mailto: string
    phone: { label: string; tel: string } | null
    language: string
  }
  quotes: SellerQuoteView[]
  thread: {
    id: number
    author: RfqMessageAuthor
    authorLabel: string
    body: string
    date: string
  }[]
  actions: { quote: boolean; revise: boolean; decline: boolean; fulfil: boolean }
  urls: { list: string; quote: string; decline: string; fulfil: string; message: string }
  messageLength: number
  quoteForm: SellerQuoteForm | null
}

const dateTime = (i18n: I18n, value: Date) =>
  formatDate(value, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

/** A thread message's text in the reader's language: system notes are `{ key, params }` JSON. */
export function threadText(message: RfqMessage, i18n: I18n): string {
  if (message.author !== 'system') return message.body
  try {
    const note = JSON.parse(message.body) as { key: string; params?: Record<string, unknown> }
    return i18n.t(note.key, note.params ?? {})
  } catch {
    return message.body
  }
}

function toQuoteView(quote: RfqQuote, locale: Locale, i18n: I18n): SellerQuoteView {
  const money = (minor: number) => formatMoney(minor, quote.currency, locale)
  return {
    id: quote.id,
    version: quote.version,
    status: quote.status,
    statusLabel: i18n.t(`rfq.quote_status.${quote.status}`),
    current: quote.status === 'current',
    total: money(quote.totalMinor),
    incoterm: `${quote.incoterm} ${quote.namedPlace}`,
    leadTimeDays: quote.leadTimeDays,
    validUntil: calendarDate(i18n, quote.validUntil.toISODate()!),
    paymentTerms: i18n.t(`rfq.payment_terms.${quote.paymentTerms}`),
    packaging: quote.packaging,
    notes: quote.notes,
    sentAt: dateTime(i18n, quote.createdAt.toJSDate()),
    lines: quote.lines.map((line) => ({
      name: line.name,
      hsCode: line.hsCode,
      origin: line.originCountry,
      quantity: quantityText(i18n, line.quantity, line.unit),
      unitPrice: money(line.unitPriceMinor),
      lineTotal: money(line.lineTotalMinor),
    })),
  }
}

/**
 * The quote form: the latest quote's terms when revising, else the request's (Incoterm, place,
 * payment terms) and the export offers' (currency, lead time, tier price for the quantity).
 */
function toQuoteForm(
  rfq: Rfq,
  latest: RfqQuote | undefined,
  offers: Map<number, ExportOfferRecord>,
  i18n: I18n
): SellerQuoteForm {
  const items = rfq.items
  const firstOffer = items.map((item) => offers.get(item.productId ?? 0)).find(Boolean)
  const previous = new Map(latest?.lines.map((line) => [line.rfqItemId, line]) ?? [])
  const today = bakuToday()
  const plusDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  return {
    values: {
      lines: items.map((item) => {
        const before = previous.get(item.id)
        const offer = offers.get(item.productId ?? 0)
        const tier = offer ? priceForQuantity(offer.tiers, item.quantity) : null
        const minor = before?.unitPriceMinor ?? tier?.unitPriceMinor ?? null
        return {
          item_id: item.id,
          quantity: before?.quantity ?? item.quantity,
          unit_price: minor === null ? '' : decimalText(minor, 2),
        }
      }),
      currency: latest?.currency ?? firstOffer?.currency ?? 'USD',
      incoterm: latest?.incoterm ?? rfq.incoterm ?? '',
      named_place: latest?.namedPlace ?? rfq.namedPlace ?? '',
      lead_time_days: latest?.leadTimeDays ?? firstOffer?.leadTimeDays ?? '',
      valid_until: plusDays(30),
      payment_terms: latest?.paymentTerms ?? rfq.paymentTerms ?? '',
      packaging: latest?.packaging ?? '',
      notes: '',
    },
    lineLabels: items.map((item) => ({
      name: item.productName,
      unit: i18n.t(`export.units.${item.unit}`),
    })),
    incoterms: INCOTERMS.map((code) => ({
      code,
      label: `${code} — ${i18n.t(`export.incoterms.${code}`)}`,
      seaOnly: isSeaOnlyIncoterm(code),
    })),
    noSea: items.some((item) => offers.get(item.productId ?? 0)?.seaTransport === false),
    currencies: EXPORT_CURRENCIES,
    paymentTerms: PAYMENT_TERMS.map((key) => ({ key, label: i18n.t(`rfq.payment_terms.${key}`) })),
    minDate: plusDays(1),
    maxDate: plusDays(RFQ_LIMITS.maxValidityDays),
  }
}

/** The seller's RFQ page: request, buyer contact, quote versions (newest first), thread, actions. */
export function toSellerRfqDetail(
  rfq: Rfq,
  quotes: RfqQuote[],
  messages: RfqMessage[],
  offers: Map<number, ExportOfferRecord>,
  locale: Locale,
  i18n: I18n
): SellerRfqDetail {
  const params = { id: rfq.id }
  const canQuote = canRfq(rfq.status, 'quote')
  const received = rfq.confirmedAt ?? rfq.createdAt
  return {
    id: rfq.id,
    reference: rfqReference(rfq.id),
    status: rfq.status,
    statusLabel: i18n.t(`rfq.status.${rfq.status}`),
    receivedAt: dateTime(i18n, received.toJSDate()),
    age: ageOf(i18n, received.toJSDate()),
    request: {
      items: rfq.items.map((item) => ({
        id: item.id,
        name: item.productName,
        hsCode: item.hsCode,
        quantity: quantityText(i18n, item.quantity, item.unit),
        target:
          item.targetPriceMinor !== null && item.targetCurrency
            ? formatMoney(item.targetPriceMinor, item.targetCurrency, locale)
            : null,
      })),
      incoterm: rfq.incoterm ? `${rfq.incoterm} ${rfq.namedPlace ?? ''}`.trim() : null,
      destination:
        rfq.destinationCountry || rfq.destinationPort
          ? [
              rfq.destinationPort,
              rfq.destinationCountry ? toCountryView(rfq.destinationCountry, locale).name : null,
            ]
              .filter(Boolean)
              .join(', ')
          : null,
      wantedBy: rfq.wantedBy ? calendarDate(i18n, rfq.wantedBy.toISODate()!) : null,
      paymentTerms: rfq.paymentTerms ? i18n.t(`rfq.payment_terms.${rfq.paymentTerms}`) : null,
      message: rfq.message,
    },
    buyer: {
      name: rfq.buyerName,
      company: rfq.buyerCompany,
      country: toCountryView(rfq.buyerCountry, locale),
      email: rfq.buyerEmail,
      mailto: `mailto:${rfq.buyerEmail}`,
      phone: rfq.buyerPhone ? { label: rfq.buyerPhone, tel: telHref(rfq.buyerPhone) } : null,
      language: i18n.t(`rfq_seller.languages.${rfq.locale}`),
    },
    quotes: quotes.map((quote) => toQuoteView(quote, locale, i18n)),
    thread: messages.map((message) => ({
      id: message.id,
      author: message.author,
      authorLabel: i18n.t(`rfq.author.${message.author}`),
      body: threadText(message, i18n),
      date: dateTime(i18n, message.createdAt.toJSDate()),
    })),
    actions: {
      quote: canQuote && rfq.status === 'requested',
      revise: canQuote && rfq.status === 'quoted',
      decline: rfq.status === 'requested' && canRfq(rfq.status, 'decline'),
      fulfil: canRfq(rfq.status, 'fulfil'),
    },
    urls: {
      list: urlTo('seller_rfqs', locale),
      quote: urlTo('seller_rfqs.quote', locale, params),
      decline: urlTo('seller_rfqs.decline', locale, params),
      fulfil: urlTo('seller_rfqs.fulfil', locale, params),
      message: urlTo('seller_rfqs.message', locale, params),
    },
    messageLength: RFQ_LIMITS.messageLength,
    quoteForm: canQuote ? toQuoteForm(rfq, quotes[0], offers, i18n) : null,
  }
}
