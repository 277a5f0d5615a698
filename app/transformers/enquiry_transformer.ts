import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { telHref } from '#lib/phone'
import type { EnquiryListRow, EnquiryReplyRow } from '#actions/enquiries/seller_enquiries'
import { countryName } from '#transformers/address_transformer'
import { ENQUIRY_FILTERS, type EnquiryFilter, type EnquiryStatus } from '#validators/enquiry'
import { formatDate } from '#shared/dates'

/** An enquiry in the seller's list and on the dashboard home. */
export type SellerEnquiryItem = {
  id: number
  name: string
  companyName: string | null
  country: string
  email: string
  status: EnquiryStatus
  statusLabel: string
  date: string
  /** The message on one line, at most EXCERPT characters (plain text; the page escapes it). */
  excerpt: string
  /** The product asked about (name in the page language), or null for an enquiry from the supplier page. */
  product: string | null
  replies: number
  url: string
}

/** One enquiry with its conversation (inertia/pages/seller/enquiries/show.tsx). */
export type SellerEnquiryDetail = Omit<SellerEnquiryItem, 'excerpt' | 'replies'> & {
  message: string
  countryCode: string
  quantity: string | null
  phone: { label: string; tel: string; whatsapp: string } | null
  mailto: string
  language: string
  forwardedByMail: string | null
  forwardedBySms: string | null
  replies: { id: number; author: string; body: string; date: string; mailedAt: string | null }[]
  replyUrl: string
  statusUrl: string
}

const EXCERPT = 160

function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat
}

const dateTime = (i18n: I18n, value: Date) =>
  formatDate(value, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

/** An enquiry row for the list and the dashboard box. */
export function toSellerEnquiryItem(
  row: EnquiryListRow,
  locale: Locale,
  i18n: I18n
): SellerEnquiryItem {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    country: countryName(row.country, locale),
    email: row.email,
    status: row.status,
    statusLabel: i18n.t(`enquiries.status.${row.status}`),
    date: dateTime(i18n, row.created_at),
    excerpt: excerpt(row.message),
    product: row.product_id ? (row.product_name ?? `#${row.product_id}`) : null,
    replies: Number(row.reply_count ?? 0),
    url: urlTo('seller_enquiries.show', locale, { id: row.id }),
  }
}

/** The enquiry page: the buyer's details and message, how it was forwarded, and the replies. */
export function toSellerEnquiryDetail(
  row: EnquiryListRow,
  replies: EnquiryReplyRow[],
  locale: Locale,
  i18n: I18n
): SellerEnquiryDetail {
  const {
    excerpt: listExcerpt,
    replies: replyCount,
    ...item
  } = toSellerEnquiryItem(row, locale, i18n)
  return {
    ...item,
    message: row.message,
    countryCode: row.country,
    quantity: row.quantity,
    phone: row.phone
      ? {
          label: row.phone,
          tel: telHref(row.phone),
          whatsapp: `https://wa.me/${row.phone.replace(/\D/g, '')}`,
        }
      : null,
    mailto: `mailto:${row.email}`,
    language: i18n.t(`enquiries.languages.${row.locale}`),
    forwardedByMail: row.mailed_at ? dateTime(i18n, row.mailed_at) : null,
    forwardedBySms: row.sms_sent_at ? dateTime(i18n, row.sms_sent_at) : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      author:
        [reply.first_name, reply.last_name].filter(Boolean).join(' ') ||
        i18n.t('enquiries.seller.you'),
      body: reply.body,
      date: dateTime(i18n, reply.created_at),
      mailedAt: reply.mailed_at ? dateTime(i18n, reply.mailed_at) : null,
    })),
    replyUrl: urlTo('seller_enquiries.reply', locale, { id: row.id }),
    statusUrl: urlTo('seller_enquiries.status', locale, { id: row.id }),
  }
}

/** Status tabs of the list with their counts and links (the current filter kept apart). */
export function toEnquiryFilters(
  counts: Record<EnquiryStatus, number>,
  current: EnquiryFilter,
  locale: Locale,
  i18n: I18n
) {
  const total = counts.new + counts.answered + counts.closed
  return ENQUIRY_FILTERS.map((key) => ({
    key,
    label: i18n.t(key === 'all' ? 'enquiries.seller.filter_all' : `enquiries.status.${key}`),
    count: key === 'all' ? total : counts[key],
    url: urlTo('seller_enquiries', locale, undefined, {
      qs: { status: key === 'all' ? null : key },
    }),
    current: key === current,
  }))
}

/** The enquiries box of the seller dashboard home. */
export function toEnquiryDashboardBox(
  latest: { rows: EnquiryListRow[]; newCount: number; total: number },
  locale: Locale,
  i18n: I18n
) {
  return {
    newCount: latest.newCount,
    total: latest.total,
    latest: latest.rows.map((row) => toSellerEnquiryItem(row, locale, i18n)),
    listUrl: urlTo('seller_enquiries', locale),
    newUrl: urlTo('seller_enquiries', locale, undefined, { qs: { status: 'new' } }),
  }
}

export type EnquiryDashboardBox = ReturnType<typeof toEnquiryDashboardBox>

/** Where a supplier page's enquiry form posts: `/istehsalci-haqqinda/{id}/enquiry` (and en/ru). */
export function supplierEnquiryUrl(locale: Locale, companyId: number) {
  return urlTo('supplier_info.enquiry', locale, { id: companyId })
}
