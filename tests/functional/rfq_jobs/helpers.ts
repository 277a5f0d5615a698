import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory } from '#config/mail'
import smsConfig from '#config/sms'
import { readOutbox } from '#services/mail/outbox_transport'
import { readSmsOutbox } from '#services/notifications/log_sms_gateway'
import { randomUUID } from 'node:crypto'
import type { RfqStatus } from '#shared/rfq'
import { createAccount } from '#tests/helpers/accounts'

/**
 * A seller company with a registered e-mail and Azerbaijani mobile (its seller account speaks
 * Azerbaijani), for RFQ tests.
 */
export async function rfqSeller() {
  const seller = await createAccount('seller', { phone: '+994 70 123 45 67' })
  const email = `sales-${randomUUID().slice(0, 8)}@producer.example`
  await db
    .from('companies')
    .where('id', seller.companyId!)
    .update({ email, phone: '+994 50 555 12 34' })
  return { seller, companyId: seller.companyId!, email }
}

/**
 * Inserts an RFQ of company `companyId` in `status` with one item; `sql` sets columns by SQL
 * expression (clocks: `{ confirmed_at: "now() - interval '25 hours'" }`).
 */
export async function insertRfq(
  companyId: number,
  status: RfqStatus,
  sql: Record<string, string> = {},
  fields: Record<string, unknown> = {}
): Promise<number> {
  const values: Record<string, unknown> = {
    company_id: companyId,
    status,
    locale: 'en',
    buyer_name: 'Anna Weber',
    buyer_email: 'anna.weber@hanse-nuss.example',
    buyer_company: 'Hanse Nuss Import GmbH',
    buyer_country: 'DE',
    message: 'Please quote FOB Poti.',
    access_token_hash: randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, ''),
    ...fields,
  }
  for (const [column, expression] of Object.entries(sql)) values[column] = db.raw(expression)
  const [row] = await db.table('rfqs').insert(values).returning('id')
  const id = Number(row.id ?? row)
  await db.table('rfq_items').insert({
    rfq_id: id,
    position: 1,
    product_name: 'Roasted hazelnut kernels',
    quantity: 200,
    unit: 'carton',
  })
  return id
}

/** Inserts quote `version` of RFQ `rfqId` (one line) valid through `validUntil` (SQL date expression). */
export async function insertQuote(
  rfqId: number,
  version: number,
  status: string,
  validUntil: string
): Promise<number> {
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
      valid_until: db.raw(validUntil),
      payment_terms: 'tt_30_70',
      total_minor: 456000,
    })
    .returning('id')
  return Number(row.id ?? row)
}

/** An RFQ row as stored. */
export async function rfqRow(id: number) {
  return db.from('rfqs').where('id', id).firstOrFail()
}

/** Empties the mail and SMS outboxes (the reminders send directly, not through queued jobs). */
export async function resetDeliveries() {
  await rm(outboxDirectory, { recursive: true, force: true })
  await rm(smsConfig.log.directory, { recursive: true, force: true })
}

/** Mail and SMS delivered so far. */
export async function deliveries() {
  return {
    mails: await readOutbox(outboxDirectory),
    sms: await readSmsOutbox(smsConfig.log.directory),
  }
}
