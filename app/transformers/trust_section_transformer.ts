import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#lib/route_table'
import type { TrustFigures } from '#services/trust/trust_figures'
import { countryName } from '#transformers/address_transformer'

/** One figure of the trust section: what it is, its value, and what it counts (all in the page language). */
export type TrustFigureView = {
  key:
    | 'verified'
    | 'tax_id'
    | 'gln'
    | 'member_since'
    | 'documents'
    | 'markets'
    | 'products'
    | 'comments'
  label: string
  value: string
  /** "Counts …": how the figure is computed. */
  note: string
}

/**
 * The supplier page's trust section. The response time and rate (issue 24) stay the page's
 * `responseTime` prop, which the section shows among these figures.
 */
export type TrustSectionView = {
  verified: boolean
  figures: TrustFigureView[]
}

/** A date as year-month on the Baku calendar: "2026-11". */
function yearMonth(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baku',
    year: 'numeric',
    month: '2-digit',
  }).format(date)
}

/** The trust section of `figures` in `locale`. */
export function toTrustSection(
  figures: TrustFigures,
  locale: Locale,
  i18n: I18n
): TrustSectionView {
  const text = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`trust_docs.trust.${key}`, data)
  const rows: TrustFigureView[] = [
    {
      key: 'verified',
      label: text('verified.label'),
      value: figures.verifiedAt
        ? text('verified.yes', { date: yearMonth(figures.verifiedAt) })
        : text('verified.no'),
      note: text('verified.note'),
    },
    { key: 'tax_id', label: text('tax_id.label'), value: figures.taxId, note: text('tax_id.note') },
  ]
  if (figures.gln)
    rows.push({ key: 'gln', label: text('gln.label'), value: figures.gln, note: text('gln.note') })
  rows.push(
    {
      key: 'member_since',
      label: text('member_since.label'),
      value: yearMonth(figures.memberSince),
      note: text('member_since.note'),
    },
    {
      key: 'documents',
      label: text('documents.label'),
      value: String(figures.validDocuments),
      note: text('documents.note'),
    },
    {
      key: 'markets',
      label: text('markets.label'),
      value: figures.markets.length
        ? figures.markets.map((code) => countryName(code, locale)).join(', ')
        : text('markets.none'),
      note: text('markets.note'),
    },
    {
      key: 'products',
      label: text('products.label'),
      value: String(figures.publishedProducts),
      note: text('products.note'),
    },
    {
      key: 'comments',
      label: text('comments.label'),
      value: String(figures.approvedComments),
      note: text('comments.note'),
    }
  )
  return {
    verified: figures.verified,
    figures: rows,
  }
}
