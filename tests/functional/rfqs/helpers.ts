import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { producer } from '../enquiries/helpers.js'
import { rfqAccessHash, rfqLinkToken } from '#services/export_desk/rfq_link'

import { queueBoss } from '#services/queue/boss'
import { resetDeliveries as resetEnquiryDeliveries } from '../enquiries/helpers.js'

export { deliveries } from '../enquiries/helpers.js'

/** Empties the outboxes, rate limits and jobs (pg-boss installs its schema on first use). */
export async function resetDeliveries() {
  await queueBoss()
  await resetEnquiryDeliveries()
}

/** A complete, valid RFQ as a foreign buyer types it: 500 cartons FOB Poti. */
export const VALID_RFQ = {
  quantity: '500',
  target_price: '22.50',
  delivery: 'incoterm',
  incoterm: 'FOB',
  named_place: 'Poti',
  destination_country: '',
  destination_port: '',
  wanted_by: DateTime.now().setZone('Asia/Baku').plus({ days: 60 }).toISODate()!,
  payment_terms: 'tt_30_70',
  message: 'We need roasted hazelnut kernels for our confectionery line, please quote FOB Poti.',
  name: 'Anna Schmidt',
  company: 'Nussimport GmbH',
  country: 'DE',
  email: 'anna.schmidt@nussimport.example',
  phone: '+49 30 1234567',
  website: '',
}

/**
 * A producer (seller account, company with registered e-mail and Azerbaijani mobile, language
 * `locale`) whose published product carries an export offer: USD by the carton, MOQ 100, tiers
 * 100+ 24.50 and 500+ 22.80, FOB Poti and FCA Baku, HS 0802.22.
 */
export async function exporter(locale = 'az') {
  const p = await producer({
    company: { email: 'sales@hazelnut.example', phone: '+994 50 555 12 34' },
    locale,
  })
  await db.from('products').where('id', p.productId).update({ sale_mode: 'both' })
  const [offer] = await db
    .table('export_offers')
    .insert({
      product_id: p.productId,
      currency: 'USD',
      unit: 'carton',
      moq: 100,
      hs_code: '080222',
      from_price_minor: 2280,
    })
    .returning('id')
  const offerId = Number(offer.id ?? offer)
  await db.table('export_offer_tiers').multiInsert([
    { offer_id: offerId, min_quantity: 100, unit_price_minor: 2450 },
    { offer_id: offerId, min_quantity: 500, unit_price_minor: 2280 },
  ])
  await db.table('export_offer_incoterms').multiInsert([
    { offer_id: offerId, incoterm: 'FOB', named_place: 'Poti' },
    { offer_id: offerId, incoterm: 'FCA', named_place: 'Baku' },
  ])
  return p
}

/** Stores an RFQ directly (status `requested` unless told), with one item; returns id and link token. */
export async function insertRfq(
  companyId: number,
  fields: Partial<{ status: string; buyer_user_id: number | null; locale: string }> = {}
) {
  const [row] = await db
    .table('rfqs')
    .insert({
      company_id: companyId,
      buyer_user_id: fields.buyer_user_id ?? null,
      status: fields.status ?? 'requested',
      locale: fields.locale ?? 'en',
      buyer_name: 'Anna Schmidt',
      buyer_email: 'anna.schmidt@nussimport.example',
      buyer_country: 'DE',
      incoterm: 'FOB',
      named_place: 'Poti',
      message: 'Please quote 500 cartons.',
      access_token_hash: `tmp-${Math.random()}`.padEnd(64, '0').slice(0, 64),
      confirmed_at: new Date(),
    })
    .returning('id')
  const id = Number(row.id ?? row)
  await db
    .from('rfqs')
    .where('id', id)
    .update({ access_token_hash: rfqAccessHash(id) })
  await db.table('rfq_items').insert({
    rfq_id: id,
    position: 1,
    product_name: 'Roasted hazelnuts',
    hs_code: '080222',
    quantity: 500,
    unit: 'carton',
  })
  return { id, token: rfqLinkToken(id) }
}

/** Adds quote version `version` (500 cartons at `unitPriceMinor` USD cents) to RFQ `rfqId`. */
export async function insertQuote(
  rfqId: number,
  version: number,
  unitPriceMinor: number,
  status = 'current'
) {
  const [row] = await db
    .table('rfq_quotes')
    .insert({
      rfq_id: rfqId,
      version,
      status,
      currency: 'USD',
      incoterm: 'FOB',
      named_place: 'Poti',
      lead_time_days: 21,
      valid_until: DateTime.now().plus({ days: 30 }).toISODate(),
      payment_terms: 'tt_30_70',
      packaging: '10 kg cartons',
      total_minor: unitPriceMinor * 500,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  await db.table('rfq_quote_lines').insert({
    quote_id: id,
    position: 1,
    name: 'Roasted hazelnuts',
    hs_code: '080222',
    quantity: 500,
    unit: 'carton',
    unit_price_minor: unitPriceMinor,
    line_total_minor: unitPriceMinor * 500,
  })
  return id
}
