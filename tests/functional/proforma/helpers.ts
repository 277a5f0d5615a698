import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Rfq from '#models/rfq'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { rfqAccessHash, rfqLinkToken } from '#services/export_desk/rfq_link'
import type { Locale } from '#shared/locales'

/** A seller company with a legal address in az/en/ru and (optionally) bank details. */
export async function proformaSeller(options: { bank?: boolean } = {}) {
  const seller = await createAccount('seller', { company: { name: 'Qəbələ Fındıq MMC' } })
  const companyId = seller.companyId!
  await db
    .from('companies')
    .where('id', companyId)
    .update({
      email: `sales-${companyId}@qebele-findiq.test`,
      phone: '+994241234567',
      ...(options.bank === false
        ? {}
        : {
            bank_name: 'Kapital Bank ASC',
            bank_iban: 'AZ21NABZ00000000137010001944',
            bank_swift: 'AIIBAZ2X',
          }),
    })
  await db.table('company_translations').multiInsert([
    { company_id: companyId, locale: 'az', legal_address: 'Qəbələ şəhəri, Heydər Əliyev pr. 5' },
    { company_id: companyId, locale: 'en', legal_address: '5 Heydar Aliyev Ave, Gabala' },
    { company_id: companyId, locale: 'ru', legal_address: 'г. Габала, пр. Гейдара Алиева 5' },
  ])
  return { seller, companyId }
}

/** An RFQ in `quoted` with quote v1 (superseded) and v2 (current, two lines), for `companyId`. */
export async function quotedRfq(
  companyId: number,
  options: { buyer?: User | null; locale?: Locale; validUntil?: DateTime; status?: string } = {}
) {
  const [row] = await db
    .table('rfqs')
    .insert({
      company_id: companyId,
      buyer_user_id: options.buyer?.id ?? null,
      status: options.status ?? 'quoted',
      locale: options.locale ?? 'ru',
      buyer_name: 'Анна Петрова',
      buyer_email: `anna-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      buyer_phone: '+74951234567',
      buyer_company: 'ООО Орехи',
      buyer_country: 'KZ',
      incoterm: 'FOB',
      named_place: 'Poti',
      message: 'Hazelnuts, please',
      access_token_hash: `tmp-${Math.random().toString(36).slice(2)}`,
      confirmed_at: DateTime.now().minus({ days: 2 }).toJSDate(),
    })
    .returning('id')
  const rfqId = Number(row.id ?? row)
  await db
    .from('rfqs')
    .where('id', rfqId)
    .update({ access_token_hash: rfqAccessHash(rfqId) })
  const validUntil = options.validUntil ?? DateTime.now().plus({ days: 10 })
  const quote = async (version: number, status: string, unitPriceMinor: number) => {
    const lines = [
      {
        name: 'Fındıq ləpəsi 13–15 mm',
        hs: '080222',
        quantity: 500,
        unit: 'carton',
        price: unitPriceMinor,
      },
      { name: 'Qovrulmuş fındıq', hs: '200819', quantity: 40, unit: 'carton', price: 3125 },
    ]
    const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0)
    const [q] = await db
      .table('rfq_quotes')
      .insert({
        rfq_id: rfqId,
        version,
        status,
        currency: 'USD',
        incoterm: 'FOB',
        named_place: 'Poti',
        lead_time_days: 21,
        valid_until: validUntil.toISODate(),
        payment_terms: 'tt_30_70',
        packaging: '10 kg vacuum bags, 1 per carton',
        total_minor: total,
      })
      .returning('id')
    const quoteId = Number(q.id ?? q)
    await db.table('rfq_quote_lines').multiInsert(
      lines.map((line, index) => ({
        quote_id: quoteId,
        position: index + 1,
        name: line.name,
        hs_code: line.hs,
        origin_country: 'AZ',
        quantity: line.quantity,
        unit: line.unit,
        unit_price_minor: line.price,
        line_total_minor: line.price * line.quantity,
      }))
    )
    return { id: quoteId, total }
  }
  const v1 = await quote(1, 'superseded', 2450)
  const v2 = await quote(2, 'current', 2280)
  const rfq = await Rfq.findOrFail(rfqId)
  return { rfq, v1, v2, token: rfqLinkToken(rfqId) }
}

/** 500 × 22.80 + 40 × 31.25 = 11 400.00 + 1 250.00 = 12 650.00 USD, in cents. */
export const V2_TOTAL_MINOR = 1_265_000
