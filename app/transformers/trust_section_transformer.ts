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
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`trust_docs.trust.${key}`, data)
  const rows: TrustFigureView[] = [
    {
      key: 'verified',
      label: t('verified.label'),
      value: figures.verifiedAt
        ? t('verified.yes', { date: yearMonth(figures.verifiedAt) })
        : t('verified.no'),
      note: t('verified.note'),
    },
    { key: 'tax_id', label: t('tax_id.label'), value: figures.taxId, note: t('tax_id.note') },
  ]
  if (figures.gln)
    rows.push({ key: 'gln', label: t('gln.label'), value: figures.gln, note: t('gln.note') })
  rows.push(
    {
      key: 'member_since',
      label: t('member_since.label'),
      value: yearMonth(figures.memberSince),
      note: t('member_since.note'),
    },
    {
      key: 'documents',
      label: t('documents.label'),
      value: String(figures.validDocuments),
      note: t('documents.note'),
    },
    {
      key: 'markets',
      label: t('markets.label'),
      value: figures.markets.length
        ? figures.markets.map((code) => countryName(code, locale)).join(', ')
        : t('markets.none'),
      note: t('markets.note'),
    },
    {
      key: 'products',
      label: t('products.label'),
      value: String(figures.publishedProducts),
      note: t('products.note'),
    },
    {
      key: 'comments',
      label: t('comments.label'),
      value: String(figures.approvedComments),
      note: t('comments.note'),
    }
  )
  return {
    verified: figures.verified,
    figures: rows,
  }
}
