import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { rfqReference, type RfqStatus } from '#shared/rfq'
import { countryName } from '#transformers/address_transformer'
import {
  RFQ_INBOX_FILTERS,
  type RfqInboxFilter,
  type RfqInboxRow,
} from '#services/export_desk/seller_rfqs'
import { formatDate } from '#shared/dates'

/** A country as the inbox and the RFQ page show it: ISO code, flag emoji, localized name. */
export type CountryView = { code: string; flag: string; name: string }

/** An RFQ in the seller's inbox (inertia/pages/seller/rfqs/index.tsx). */
export type SellerRfqListItem = {
  id: number
  reference: string
  /** "Roasted hazelnuts, Hazelnut paste" (the names frozen with the request). */
  products: string
  /** "500 carton" for one item; the first item's and "+N" for more. */
  quantity: string
  buyerCompany: string
  country: CountryView
  /** Localized date, or null when the buyer gave none. */
  wantedBy: string | null
  status: RfqStatus
  statusLabel: string
  /** Since the request reached the seller ("3 days ago"). */
  age: string
  /** Waiting for a quote. */
  unanswered: boolean
  /** Never opened by the seller. */
  unseen: boolean
  url: string
}

/** A filter tab with its count. */
export type SellerRfqFilter = {
  key: RfqInboxFilter
  label: string
  count: number
  url: string
  current: boolean
}

/** Flag emoji of an ISO-2 code (regional indicator symbols); '' for anything else. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return ''
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
}

/** A country code for display. */
export function toCountryView(code: string, locale: Locale): CountryView {
  return { code, flag: flagOf(code), name: countryName(code, locale) }
}

/** `YYYY-MM-DD` as a medium localized date (calendar date: no time-zone shift). */
export function calendarDate(i18n: I18n, isoDate: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00Z`), i18n.locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
}

/** "3 days ago", "5 hours ago": the largest whole unit since `since`. */
export function ageOf(i18n: I18n, since: Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000))
  if (minutes < 60) return i18n.formatRelativeTime(-minutes, 'minute')
  if (minutes < 48 * 60) return i18n.formatRelativeTime(-Math.floor(minutes / 60), 'hour')
  return i18n.formatRelativeTime(-Math.floor(minutes / 1440), 'day')
}

/** Quantity and unit of sale ("500 carton"). */
export function quantityText(i18n: I18n, quantity: number, unit: string): string {
  return `${i18n.formatNumber(quantity)} ${i18n.t(`export.units.${unit}`)}`
}

/** One inbox row for the page. */
export function toSellerRfqListItem(
  row: RfqInboxRow,
  locale: Locale,
  i18n: I18n
): SellerRfqListItem {
  const [first, ...rest] = row.items
  const since = row.confirmed_at ?? row.updated_at
  return {
    id: row.id,
    reference: rfqReference(row.id),
    products: row.items.map((item) => item.name).join(', '),
    quantity: first
      ? quantityText(i18n, first.quantity, first.unit) + (rest.length ? ` +${rest.length}` : '')
      : '',
    buyerCompany: row.buyer_company ?? row.buyer_name,
    country: toCountryView(row.buyer_country, locale),
    wantedBy: row.wanted_by ? calendarDate(i18n, row.wanted_by) : null,
    status: row.status,
    statusLabel: i18n.t(`rfq.status.${row.status}`),
    age: ageOf(i18n, new Date(since)),
    unanswered: row.status === 'requested',
    unseen: row.seller_seen_at === null,
    url: urlTo('seller_rfqs.show', locale, { id: row.id }),
  }
}

/** The inbox's filter tabs with counts and links. */
export function toSellerRfqFilters(
  counts: Record<RfqInboxFilter, number>,
  current: RfqInboxFilter,
  locale: Locale,
  i18n: I18n
): SellerRfqFilter[] {
  return (Object.keys(RFQ_INBOX_FILTERS) as RfqInboxFilter[]).map((key) => ({
    key,
    label: i18n.t(`rfq_seller.filters.${key}`),
    count: counts[key],
    url: urlTo('seller_rfqs', locale, undefined, { qs: { status: key === 'all' ? null : key } }),
    current: key === current,
  }))
}
