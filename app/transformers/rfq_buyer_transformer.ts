import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import type Rfq from '#models/rfq'
import type ProformaInvoice from '#models/proforma_invoice'
import type { BuyerRfqRow } from '#actions/rfqs/buyer_rfqs'
import type { ConfirmState } from '#actions/rfqs/confirm_rfq'
import { rfqLinkToken } from '#services/export_desk/rfq_link'
import { proformaPdfUrl, proformaUrl } from '#services/export_desk/proforma_urls'
import { urlTo } from '#services/urls'
import { countryName } from '#transformers/address_transformer'
import type { ExportCurrency } from '#shared/export'
import { RFQ_CLOSED_STATUSES, rfqReference, type QuoteStatus, type RfqStatus } from '#shared/rfq'
import { canRfq } from '#state_machines/rfq_status'
import { formatDate } from '#shared/dates'

const TIME_ZONE = 'Asia/Baku'

/** A date (and time) in Baku time in the page language. */
function dateText(i18n: I18n, value: DateTime | Date, withTime = false): string {
  return formatDate(value instanceof DateTime ? value.toJSDate() : value, i18n.locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: TIME_ZONE,
  })
}

/** Intl locales of calendar dates: British English writes "12 Dec 2026", as buyers abroad read it. */
const DATE_LOCALES: Record<Locale, string> = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' }

/** A calendar date column (a Baku date, 'YYYY-MM-DD') written in `locale`: "12 Dec 2026". */
function calendarDate(locale: Locale, value: DateTime): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${value.toISODate()}T12:00:00Z`))
}

/** One quote version as the buyer sees it (money already formatted). */
export interface RfqQuoteView {
  id: number
  version: number
  status: QuoteStatus
  statusLabel: string
  current: boolean
  incoterm: string
  leadTime: string
  validUntil: string
  paymentTerms: string
  packaging: string | null
  notes: string | null
  total: string
  lines: {
    name: string
    hsCode: string | null
    quantity: string
    unitPrice: string
    total: string
  }[]
  declineReason: string | null
}

/** A message of the thread; system notes already rendered in the reader's language. */
export interface RfqMessageView {
  id: number
  author: 'buyer' | 'seller' | 'system'
  authorLabel: string
  body: string
  at: string
}

/**
 * The buyer's RFQ page (issue 24), by signed link or from the dashboard: status, reference,
 * what was asked, every quote version (the current one flagged), the thread, the pro-forma once
 * issued, and the URLs of the buyer's actions (null when the action does not apply now).
 */
export interface RfqBuyerView {
  reference: string
  status: RfqStatus
  statusLabel: string
  supplier: string
  createdAt: string
  items: { name: string; hsCode: string | null; quantity: string; target: string | null }[]
  delivery: string | null
  wantedBy: string | null
  paymentTerms: string | null
  message: string
  quotes: RfqQuoteView[]
  messages: RfqMessageView[]
  proforma: { number: string; total: string; htmlUrl: string; pdfUrl: string } | null
  urls: {
    message: string | null
    withdraw: string | null
    accept: string | null
    decline: string | null
  }
}

/** A system note `{"key":…,"params":…}` in the reader's language; other text as it is. */
export function renderSystemNote(body: string, i18n: I18n): string {
  try {
    const note = JSON.parse(body) as { key?: unknown; params?: Record<string, unknown> }
    if (typeof note.key === 'string') return i18n.t(note.key, note.params ?? {})
  } catch {
    // Not JSON: a note written as plain text is shown as it is.
  }
  return body
}

/** Formats a loaded RFQ (loadRfqDetails) for its buyer in `locale`. */
export function toRfqBuyerView(
  details: { rfq: Rfq; proforma: ProformaInvoice | null; companyName: string },
  locale: Locale,
  i18n: I18n
): RfqBuyerView {
  const { rfq, proforma } = details
  const token = rfqLinkToken(rfq.id)
  const money = (minor: number, currency: ExportCurrency) => formatMoney(minor, currency, locale)
  const unit = (code: string) => i18n.t(`export.units.${code}`)
  const current = rfq.quotes.find((quote) => quote.status === 'current') ?? null
  const open = !RFQ_CLOSED_STATUSES.includes(rfq.status)
  const action = (
    name: 'rfq_link.message' | 'rfq_link.withdraw' | 'rfq_link.accept' | 'rfq_link.decline'
  ) => urlTo(name, locale, { token })
  const delivery = rfq.incoterm
    ? `${rfq.incoterm} ${rfq.namedPlace ?? ''}`.trim()
    : rfq.destinationCountry
      ? i18n.t('rfq_buyer.mail.destination_value', {
          country: countryName(rfq.destinationCountry, locale),
          port: rfq.destinationPort ?? '',
        })
      : null
  return {
    reference: rfqReference(rfq.id),
    status: rfq.status,
    statusLabel: i18n.t(`rfq.status.${rfq.status}`),
    supplier: details.companyName,
    createdAt: dateText(i18n, rfq.createdAt, true),
    items: rfq.items.map((item) => ({
      name: item.productName,
      hsCode: item.hsCode,
      quantity: `${i18n.formatNumber(item.quantity)} ${unit(item.unit)}`,
      target:
        item.targetPriceMinor && item.targetCurrency
          ? money(item.targetPriceMinor, item.targetCurrency)
          : null,
    })),
    delivery,
    wantedBy: rfq.wantedBy ? calendarDate(locale, rfq.wantedBy) : null,
    paymentTerms: rfq.paymentTerms ? i18n.t(`rfq.payment_terms.${rfq.paymentTerms}`) : null,
    message: rfq.message,
    quotes: rfq.quotes.map((quote) => ({
      id: quote.id,
      version: quote.version,
      status: quote.status,
      statusLabel: i18n.t(`rfq.quote_status.${quote.status}`),
      current: quote.status === 'current',
      incoterm: `${quote.incoterm} ${quote.namedPlace}`,
      leadTime: i18n.t('rfq_buyer.page.lead_time_days', { count: quote.leadTimeDays }),
      validUntil: i18n.t('rfq_buyer.page.valid_until', {
        date: calendarDate(locale, quote.validUntil),
      }),
      paymentTerms: i18n.t(`rfq.payment_terms.${quote.paymentTerms}`),
      packaging: quote.packaging,
      notes: quote.notes,
      total: money(quote.totalMinor, quote.currency),
      lines: quote.lines.map((line) => ({
        name: line.name,
        hsCode: line.hsCode,
        quantity: `${i18n.formatNumber(line.quantity)} ${unit(line.unit)}`,
        unitPrice: money(line.unitPriceMinor, quote.currency),
        total: money(line.lineTotalMinor, quote.currency),
      })),
      declineReason: quote.declineReason,
    })),
    messages: rfq.messages.map((message) => ({
      id: message.id,
      author: message.author,
      authorLabel: i18n.t(`rfq.author.${message.author}`),
      body: message.author === 'system' ? renderSystemNote(message.body, i18n) : message.body,
      at: dateText(i18n, message.createdAt, true),
    })),
    proforma: proforma
      ? {
          number: proforma.number,
          total: money(proforma.totalMinor, proforma.currency),
          htmlUrl: proformaUrl(proforma.number, locale, token),
          pdfUrl: proformaPdfUrl(proforma.number, locale, token),
        }
      : null,
    urls: {
      message: open && rfq.status !== 'unconfirmed' ? action('rfq_link.message') : null,
      withdraw: canRfq(rfq.status, 'withdraw') ? action('rfq_link.withdraw') : null,
      accept: current && canRfq(rfq.status, 'accept') ? action('rfq_link.accept') : null,
      decline: current && canRfq(rfq.status, 'decline') ? action('rfq_link.decline') : null,
    },
  }
}

/** One row of the buyer's dashboard list. */
export interface RfqListItem {
  reference: string
  product: string
  supplier: string
  status: RfqStatus
  statusLabel: string
  quoteTotal: string | null
  updatedAt: string
  url: string
}

/** Formats a dashboard list row. */
export function toRfqListItem(row: BuyerRfqRow, locale: Locale, i18n: I18n): RfqListItem {
  const extra = row.item_count > 1 ? ` +${row.item_count - 1}` : ''
  return {
    reference: rfqReference(row.id),
    product: `${row.product_name ?? ''}${extra}`,
    supplier: row.company_name,
    status: row.status,
    statusLabel: i18n.t(`rfq.status.${row.status}`),
    quoteTotal:
      row.quote_total_minor !== null && row.quote_currency
        ? formatMoney(Number(row.quote_total_minor), row.quote_currency as ExportCurrency, locale)
        : null,
    updatedAt: dateText(i18n, row.updated_at),
    url: urlTo('user_rfqs.show', locale, { id: row.id }),
  }
}

/** The guest's confirmation page: what the link leads to and where its button posts (valid links only). */
export interface RfqConfirmView {
  state: ConfirmState
  confirmUrl: string | null
}
