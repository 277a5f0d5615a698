import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory } from '#config/mail'
import smsConfig from '#config/sms'
import { readOutbox } from '#services/mail/outbox_transport'
import { readSmsOutbox } from '#services/notifications/log_sms_gateway'
import { createAccount } from '#tests/helpers/accounts'
import { insertProduct } from '../seller/fixtures.js'
import { deleteJobs } from '#tests/helpers/jobs'

/** A complete, valid enquiry as a foreign buyer types it. */
export const VALID_ENQUIRY = {
  name: 'Anna Schmidt',
  company: 'Nussimport GmbH',
  country: 'DE',
  email: 'anna.schmidt@nussimport.example',
  phone: '+49 30 1234567',
  quantity: '5 t',
  message:
    'Hello! We would like to import roasted hazelnuts. Could you send prices for 5 t and delivery terms to Hamburg?',
}

/** Empties both outboxes; the enquiry rate limit starts afresh. */
export async function resetDeliveries() {
  await rm(outboxDirectory, { recursive: true, force: true })
  await rm(smsConfig.log.directory, { recursive: true, force: true })
  await db.from('rate_limits').delete()
  await deleteJobs()
}

/** Mail and SMS delivered so far. */
export async function deliveries() {
  return {
    mails: await readOutbox(outboxDirectory),
    sms: await readSmsOutbox(smsConfig.log.directory),
  }
}

/**
 * A seller account with a company and a published product. `company` sets the company's
 * registered e-mail and phone; `user` the seller account's phone and language.
 */
export async function producer(
  options: {
    company?: { email?: string | null; phone?: string | null }
    phone?: string
    locale?: string
  } = {}
) {
  const seller = await createAccount('seller', { phone: options.phone ?? '+994 70 123 45 67' })
  if (options.locale) {
    seller.locale = options.locale
    await seller.save()
  }
  await db
    .from('companies')
    .where('id', seller.companyId!)
    .update({ email: options.company?.email ?? null, phone: options.company?.phone ?? null })
  const productId = await insertProduct(seller.companyId!, { name: 'Roasted hazelnuts' })
  const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
  const slugs = await db
    .from('product_translations')
    .where('product_id', productId)
    .select('locale', 'slug', 'name')
  const slug = Object.fromEntries(slugs.map((row) => [row.locale, row.slug]))
  const name = Object.fromEntries(slugs.map((row) => [row.locale, row.name]))
  return {
    seller,
    company,
    productId,
    productName: name as Record<'az' | 'en' | 'ru', string>,
    productPath: {
      az: `/mehsul/${slug.az}-${productId}`,
      en: `/en/product/${slug.en}-${productId}`,
      ru: `/ru/produkt/${slug.ru}-${productId}`,
    },
    supplierPath: {
      az: `/istehsalci-haqqinda/${company.slug}-${company.id}`,
      en: `/en/supplier-info/${company.slug}-${company.id}`,
      ru: `/ru/informatsiya-o-postavshchike/${company.slug}-${company.id}`,
    },
  }
}

/** Stores an enquiry for company `companyId` directly (for dashboard tests). */
export async function insertEnquiry(
  companyId: number,
  fields: Partial<{
    product_id: number | null
    name: string
    status: 'new' | 'answered' | 'closed'
    minutesAgo: number
    email: string
    locale: string
    message: string
  }> = {}
) {
  const [row] = await db
    .table('enquiries')
    .insert({
      company_id: companyId,
      product_id: fields.product_id ?? null,
      name: fields.name ?? 'Buyer',
      country: 'TR',
      email: fields.email ?? 'buyer@example.test',
      message: fields.message ?? 'Please send your price list for export.',
      locale: fields.locale ?? 'en',
      status: fields.status ?? 'new',
      created_at: new Date(Date.now() - (fields.minutesAgo ?? 0) * 60_000),
    })
    .returning('id')
  return Number(row.id ?? row)
}
