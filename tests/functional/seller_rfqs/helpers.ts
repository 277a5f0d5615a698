import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory } from '#config/mail'
import { readOutbox } from '#services/mail/outbox_transport'
import { newRfqToken } from '#services/export_desk/rfq_tokens'
import { queueBoss } from '#services/queue/boss'
import type { RfqStatus } from '#shared/rfq'
import { createAccount } from '#tests/helpers/accounts'
import { deleteJobs } from '#tests/helpers/jobs'
import { insertProduct } from '../seller/fixtures.js'

/** Empties the mail outbox and the job queue (started first: pg-boss creates its schema). */
export async function resetDeliveries() {
  await rm(outboxDirectory, { recursive: true, force: true })
  await queueBoss()
  await deleteJobs()
}

/** Mails delivered so far. */
export function mails() {
  return readOutbox(outboxDirectory)
}

/**
 * A seller account whose company has a hazelnut product with an export offer: USD per carton,
 * MOQ 100, tiers 100 → 24.50 and 500 → 22.80, HS 080222, FOB Poti and FCA Baku, origin AZ.
 */
export async function sellerWithOffer(options: { seaTransport?: boolean } = {}) {
  const seller = await createAccount('seller')
  const productId = await insertProduct(seller.companyId!, { name: 'Roasted hazelnuts' })
  await db.from('products').where('id', productId).update({ sale_mode: 'both' })
  const [offer] = await db
    .table('export_offers')
    .insert({
      product_id: productId,
      currency: 'USD',
      unit: 'carton',
      moq: 100,
      hs_code: '080222',
      sea_transport: options.seaTransport ?? true,
      from_price_minor: 2280,
      lead_time_days: 21,
      origin_country: 'AZ',
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
  return { seller, companyId: seller.companyId!, productId }
}

interface RfqOptions {
  status?: RfqStatus
  /** Minutes since the RFQ reached the seller (confirmed_at); default 60. */
  confirmedMinutesAgo?: number
  /** Minutes since the last change (updated_at); default the confirmation's. */
  updatedMinutesAgo?: number
  buyerCompany?: string
  buyerCountry?: string
  locale?: 'az' | 'en' | 'ru'
  items?: { productId: number | null; name?: string; quantity: number }[]
}

/** An RFQ of company `companyId` inserted directly (default: requested, 500 cartons of `productId`). */
export async function insertRfq(
  companyId: number,
  productId: number | null,
  options: RfqOptions = {}
) {
  const confirmed = new Date(Date.now() - (options.confirmedMinutesAgo ?? 60) * 60_000)
  const updated = new Date(
    Date.now() - (options.updatedMinutesAgo ?? options.confirmedMinutesAgo ?? 60) * 60_000
  )
  const status = options.status ?? 'requested'
  const [row] = await db
    .table('rfqs')
    .insert({
      company_id: companyId,
      status,
      locale: options.locale ?? 'en',
      buyer_name: 'Anna Schmidt',
      buyer_email: 'anna.schmidt@nussimport.example',
      buyer_phone: '+49301234567',
      buyer_company: options.buyerCompany ?? 'Nussimport GmbH',
      buyer_country: options.buyerCountry ?? 'DE',
      incoterm: 'FOB',
      named_place: 'Poti',
      wanted_by: '2027-03-01',
      payment_terms: 'tt_30_70',
      message: 'Please quote 500 cartons of roasted hazelnuts, FOB Poti.',
      access_token_hash: newRfqToken().hash,
      confirmed_at: status === 'unconfirmed' ? null : confirmed,
      created_at: confirmed,
      updated_at: updated,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  const items = options.items ?? [{ productId, quantity: 500 }]
  await db.table('rfq_items').multiInsert(
    items.map((item, index) => ({
      rfq_id: id,
      position: index + 1,
      product_id: item.productId,
      product_name: item.name ?? 'Roasted hazelnuts',
      hs_code: null,
      quantity: item.quantity,
      unit: 'carton',
    }))
  )
  const itemIds = (await db.from('rfq_items').where('rfq_id', id).orderBy('position')).map((item) =>
    Number(item.id)
  )
  return { id, itemIds }
}

/** `YYYY-MM-DD` `days` after today in Baku. */
export function bakuDate(days: number) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Baku' })
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** A complete, valid quote body for RFQ items `itemIds` (500 cartons at 22.80 each by default). */
export function validQuote(itemIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    lines: itemIds.map((id) => ({ item_id: id, quantity: 500, unit_price: '22.80' })),
    currency: 'USD',
    incoterm: 'FOB',
    named_place: 'Poti',
    lead_time_days: 21,
    valid_until: bakuDate(30),
    payment_terms: 'tt_30_70',
    packaging: '10 kg cartons, 40 per pallet',
    notes: 'Crop 2026.',
    ...overrides,
  }
}

/** Field → first message flashed back to the form. */
export function errorsOf(response: any): Record<string, string> {
  const bag = (response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, string[] | string>
  return Object.fromEntries(
    Object.entries(bag).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages[0] : messages,
    ])
  )
}
