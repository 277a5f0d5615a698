import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ProformaInvoice from '#models/proforma_invoice'
import type Rfq from '#models/rfq'
import type RfqQuote from '#models/rfq_quote'
import RfqQuoteLine from '#models/rfq_quote_line'
import { addRfqMessage, systemNote } from '#services/export_desk/rfq_transitions'
import type { ExportCurrency, ExportUnit, Incoterm } from '#shared/export'
import type { Locale } from '#shared/locales'
import { rfqReference, type PaymentTerm } from '#shared/rfq'

/**
 * The frozen content of a pro-forma invoice (proforma_invoices.data). Everything the document
 * prints is copied here at issue, so a later edit of the company profile, the RFQ or the quote
 * never changes an issued pro-forma. Money in minor units of `currency`; dates ISO (Baku).
 */
export interface ProformaData {
  number: string
  /** Issue date, YYYY-MM-DD in Asia/Baku. */
  issueDate: string
  /** The buyer's language (the second language printed beside English). */
  locale: Locale
  rfqReference: string
  quoteVersion: number
  /** Last day the quote's prices hold, YYYY-MM-DD. */
  validUntil: string
  currency: ExportCurrency
  totalMinor: number
  incoterm: Incoterm
  namedPlace: string
  paymentTerms: PaymentTerm
  leadTimeDays: number
  packaging: string | null
  seller: {
    companyId: number
    name: string
    /** VÖEN (Azerbaijani tax id, 10 digits). */
    taxId: string
    /** Legal address by language: `en` and the buyer's locale when the profile has them. */
    legalAddress: Partial<Record<Locale, string>>
    phone: string | null
    email: string | null
    /** Null when the company has not given bank details ("Bank details not given"). */
    bank: { name: string | null; iban: string | null; swift: string | null } | null
  }
  buyer: {
    name: string
    company: string | null
    /** ISO 3166-1 alpha-2. */
    country: string
    email: string
    phone: string | null
  }
  lines: Array<{
    name: string
    hsCode: string | null
    origin: string
    quantity: number
    unit: ExportUnit
    unitPriceMinor: number
    lineTotalMinor: number
  }>
}

/** `PF-2026-000001`: year of issue in Baku and the sequence value, six digits (more past a million). */
export function proformaNumber(year: number, sequence: number): string {
  return `PF-${year}-${String(sequence).padStart(6, '0')}`
}

/** Today's calendar date in Baku. */
export function bakuToday(): DateTime {
  return DateTime.now().setZone('Asia/Baku').startOf('day')
}

/**
 * Issues the pro-forma invoice of an accepted quote inside `trx` (the acceptance transaction of
 * acceptance.ts): takes the next number from `proforma_number_seq`, freezes seller (with VÖEN,
 * legal address in English and the buyer's language, bank details), buyer, lines and terms into
 * `data`, inserts the row (unique rfq_id and quote_id: a second pro-forma for one RFQ fails) and
 * adds the `system` note "Pro-forma PF-… issued" to the RFQ's thread. Returns the new row.
 */
export async function issueProforma(
  trx: TransactionClientContract,
  rfq: Rfq,
  quote: RfqQuote
): Promise<ProformaInvoice> {
  const company = await trx
    .from('companies')
    .where('id', rfq.companyId)
    .select('id', 'name', 'tax_id', 'phone', 'email', 'bank_name', 'bank_iban', 'bank_swift')
    .firstOrFail()
  const addresses = await trx
    .from('company_translations')
    .where('company_id', rfq.companyId)
    .whereIn('locale', [...new Set(['en', rfq.locale])])
    .select('locale', 'legal_address')
  const legalAddress: Partial<Record<Locale, string>> = {}
  for (const row of addresses) {
    if (row.legal_address) legalAddress[row.locale as Locale] = row.legal_address
  }
  const lines = await RfqQuoteLine.query({ client: trx })
    .where('quoteId', quote.id)
    .orderBy('position', 'asc')
  const seq = await trx.rawQuery(`SELECT nextval('proforma_number_seq') AS value`)
  const today = bakuToday()
  const number = proformaNumber(today.year, Number(seq.rows[0].value))
  const hasBank = Boolean(company.bank_name || company.bank_iban || company.bank_swift)

  const data: ProformaData = {
    number,
    issueDate: today.toISODate()!,
    locale: rfq.locale,
    rfqReference: rfqReference(rfq.id),
    quoteVersion: quote.version,
    validUntil: quote.validUntil.toISODate()!,
    currency: quote.currency,
    totalMinor: quote.totalMinor,
    incoterm: quote.incoterm,
    namedPlace: quote.namedPlace,
    paymentTerms: quote.paymentTerms,
    leadTimeDays: quote.leadTimeDays,
    packaging: quote.packaging,
    seller: {
      companyId: company.id,
      name: company.name,
      taxId: company.tax_id,
      legalAddress,
      phone: company.phone,
      email: company.email,
      bank: hasBank
        ? { name: company.bank_name, iban: company.bank_iban, swift: company.bank_swift }
        : null,
    },
    buyer: {
      name: rfq.buyerName,
      company: rfq.buyerCompany,
      country: rfq.buyerCountry,
      email: rfq.buyerEmail,
      phone: rfq.buyerPhone,
    },
    lines: lines.map((line) => ({
      name: line.name,
      hsCode: line.hsCode,
      origin: line.originCountry,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
    })),
  }

  const proforma = await ProformaInvoice.create(
    {
      number,
      rfqId: rfq.id,
      quoteId: quote.id,
      currency: quote.currency,
      totalMinor: quote.totalMinor,
      locale: rfq.locale,
      data: data as unknown as Record<string, unknown>,
    },
    { client: trx }
  )
  await addRfqMessage(trx, rfq.id, 'system', null, systemNote('proforma.system.issued', { number }))
  return proforma
}

/** The frozen document of a pro-forma row, typed. */
export function proformaData(proforma: ProformaInvoice): ProformaData {
  return proforma.data as unknown as ProformaData
}
