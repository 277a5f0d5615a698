import i18nManager from '@adonisjs/i18n/services/main'
import { formatMoney } from '#lib/money'
import type ProformaInvoice from '#models/proforma_invoice'
import { proformaData, type ProformaData } from '#services/export_desk/proforma'
import { proformaPdfUrl } from '#services/export_desk/proforma_urls'
import type { Locale } from '#shared/locales'

/** Labels the pro-forma prints, each in English and the buyer's language (proforma.json). */
const LABEL_KEYS = [
  'title',
  'number',
  'issue_date',
  'rfq_reference',
  'quote_version',
  'valid_until',
  'seller',
  'buyer',
  'tax_id',
  'legal_address',
  'phone',
  'email',
  'company',
  'country',
  'bank',
  'bank_name',
  'iban',
  'swift',
  'bank_missing',
  'goods',
  'line_index',
  'line_name',
  'hs_code',
  'origin',
  'quantity',
  'unit',
  'unit_price',
  'line_total',
  'total',
  'terms',
  'incoterm',
  'payment_terms',
  'lead_time',
  'packaging',
  'note',
] as const
export type ProformaLabel = (typeof LABEL_KEYS)[number]

/**
 * A printed text in the document's languages: English first, then the buyer's language when it
 * is not English (one element for an English buyer).
 */
export type Bilingual = string[]

/** One goods line as printed: amounts already formatted with their currency. */
export interface ProformaLineView {
  name: string
  hsCode: string | null
  origin: Bilingual
  quantity: number
  unit: Bilingual
  unitPrice: string
  lineTotal: string
}

/** The pro-forma as the page and the PDF show it (from the frozen `data`, nothing recomputed). */
export interface ProformaView {
  number: string
  /** Document languages: ['en'] or ['en', buyer's locale]. */
  locales: Locale[]
  labels: Record<ProformaLabel, Bilingual>
  issueDate: string
  validUntil: string
  rfqReference: string
  quoteVersion: number
  currency: string
  total: string
  incoterm: string
  namedPlace: string
  paymentTerms: Bilingual
  leadTime: Bilingual
  packaging: string | null
  seller: Omit<ProformaData['seller'], 'legalAddress' | 'companyId'> & {
    /** Legal address in the document's languages that the profile had (may be empty). */
    legalAddress: string[]
  }
  buyer: Omit<ProformaData['buyer'], 'country'> & { country: Bilingual }
  lines: ProformaLineView[]
}

/** Props of inertia/pages/invoices/proforma.tsx. */
export interface ProformaPageProps {
  proforma: ProformaView
  pdfUrl: string
}

/** Document languages of a pro-forma: English, plus the buyer's language unless it is English. */
export function proformaLocales(locale: Locale): Locale[] {
  return locale === 'en' ? ['en'] : ['en', locale]
}

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The printed view of a pro-forma: labels and enumerations in English and the buyer's language,
 * money formatted with its currency in English notation (one notation for both languages, so a
 * total never reads two ways), from the frozen `data`.
 */
export function toProformaView(proforma: ProformaInvoice): ProformaView {
  const data = proformaData(proforma)
  const locales = proformaLocales(data.locale)
  const both = (key: string, params?: Record<string, unknown>): Bilingual =>
    locales.map((locale) => i18nManager.locale(locale).t(key, params))
  const money = (minor: number) => formatMoney(minor, data.currency, 'en')
  const labels = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, both(`proforma.${key}`)])
  ) as Record<ProformaLabel, Bilingual>
  const { legalAddress, name, taxId, phone, email, bank } = data.seller
  return {
    number: data.number,
    locales,
    labels,
    issueDate: data.issueDate,
    validUntil: data.validUntil,
    rfqReference: data.rfqReference,
    quoteVersion: data.quoteVersion,
    currency: data.currency,
    total: money(data.totalMinor),
    incoterm: data.incoterm,
    namedPlace: data.namedPlace,
    paymentTerms: both(`rfq.payment_terms.${data.paymentTerms}`),
    leadTime: both('proforma.lead_time_days', { days: data.leadTimeDays }),
    packaging: data.packaging,
    seller: {
      name,
      taxId,
      phone,
      email,
      bank,
      legalAddress: [
        ...new Set(locales.map((l) => legalAddress[l]).filter((a): a is string => !!a)),
      ],
    },
    buyer: {
      ...data.buyer,
      country: [...new Set(locales.map((l) => countryName(data.buyer.country, l)))],
    },
    lines: data.lines.map((line) => ({
      name: line.name,
      hsCode: line.hsCode,
      origin: [...new Set(locales.map((l) => countryName(line.origin, l)))],
      quantity: line.quantity,
      unit: [...new Set(both(`proforma.units.${line.unit}`))],
      unitPrice: money(line.unitPriceMinor),
      lineTotal: money(line.lineTotalMinor),
    })),
  }
}

/** Props of the pro-forma page; the PDF link keeps the `?t=` token a link-holder came with. */
export function toProformaPage(
  proforma: ProformaInvoice,
  locale: Locale,
  token: string | null
): ProformaPageProps {
  return {
    proforma: toProformaView(proforma),
    pdfUrl: proformaPdfUrl(proforma.number, locale, token ?? undefined),
  }
}
