import type { I18n } from '@adonisjs/i18n'
import type { AdminRfqRow } from '#actions/admin/list_rfqs'
import type { Locale } from '#lib/route_table'
import { formatMoney } from '#lib/money'
import { urlTo } from '#services/urls'
import { countryName } from '#transformers/address_transformer'
import { adminDateTime } from '#transformers/admin_comment_transformer'
import { RFQ_STATUSES, rfqReference, type RfqStatus } from '#shared/rfq'
import type { ExportCurrency } from '#shared/export'

/**
 * How long ago, in the largest whole unit (minutes, hours, days), e.g. "3 days" — the age of an
 * RFQ since it reached the seller.
 */
export function adminAge(i18n: I18n, seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60))
  if (minutes < 60) return i18n.t('admin.rfqs.age.minutes', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return i18n.t('admin.rfqs.age.hours', { count: hours })
  return i18n.t('admin.rfqs.age.days', { count: Math.floor(hours / 24) })
}

/** A row of the admin RFQ lists: reference, state, seller company, buyer country, age, detail URL. */
export function toAdminRfqRow(row: AdminRfqRow, locale: Locale, i18n: I18n) {
  return {
    id: row.id,
    reference: rfqReference(row.id),
    status: row.status,
    statusLabel: i18n.t(`rfq.status.${row.status}`),
    company: row.company_name,
    buyerCompany: row.buyer_company,
    country: countryName(row.buyer_country, locale),
    age: adminAge(i18n, row.age_seconds),
    created: adminDateTime(i18n, row.created_at),
    url: urlTo('admin_rfqs.show', locale, { id: row.id }),
  }
}
export type AdminRfqRowView = ReturnType<typeof toAdminRfqRow>

/** The state tabs: every state with its count and list URL; `current` marks the filter shown. */
export function toAdminRfqTabs(
  counts: Record<RfqStatus, number>,
  current: string,
  urlOf: (state: string) => string,
  i18n: I18n
) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  return [
    { key: 'all', label: i18n.t('admin.rfqs.all'), count: total },
    ...RFQ_STATUSES.map((status) => ({
      key: status as string,
      label: i18n.t(`rfq.status.${status}`),
      count: counts[status],
    })),
  ].map((tab) => ({ ...tab, url: urlOf(tab.key), current: tab.key === current }))
}
export type AdminRfqTab = ReturnType<typeof toAdminRfqTabs>[number]

/** A thread message as an admin reads it: a system note in the admin's language, other text as typed. */
export function threadText(body: string, author: string, i18n: I18n): string {
  if (author !== 'system') return body
  try {
    const note = JSON.parse(body) as { key?: unknown; params?: Record<string, unknown> }
    if (typeof note.key === 'string') return i18n.t(note.key, note.params ?? {})
  } catch {}
  return body
}

/** Money of a quote for the admin: "US$4,560.00". */
export function adminMoney(minor: number, currency: ExportCurrency, locale: Locale): string {
  return formatMoney(minor, currency, locale)
}
