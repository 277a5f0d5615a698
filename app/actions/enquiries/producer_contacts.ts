import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { isLocale, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { normalizeAzMobile } from '#services/mobile_signature/phone'
import type { EnquiryStatus } from '#validators/enquiry'

/** An enquiry row as stored (migration 0012). */
export interface EnquiryRow {
  id: number
  company_id: number
  product_id: number | null
  name: string
  company_name: string | null
  country: string
  email: string
  phone: string | null
  quantity: string | null
  message: string
  locale: string
  status: EnquiryStatus
  ip_address: string | null
  mailed_at: Date | null
  sms_sent_at: Date | null
  created_at: Date
  updated_at: Date
}

/** An enquiry with everything needed to forward it to its producer. */
export interface EnquiryDelivery {
  enquiry: EnquiryRow
  company: { id: number; name: string }
  /** Language of the producer's messages: the (first) seller account's language, else az. */
  locale: Locale
  /** Registered e-mail: companies.email, else the seller account's e-mail; null when neither. */
  email: string | null
  /** Registered mobile in E.164: the first Azerbaijani mobile of companies.phone, users.phone; null when none. */
  mobile: string | null
  /** The product asked about, named in the producer's language, with its public URL when published. */
  product: { name: string; url: string | null } | null
  /** The enquiry in the producer's seller dashboard. */
  dashboardUrl: string
}

/**
 * The seller account that speaks for company `companyId`: the oldest enabled seller account
 * linked to it (null when there is none).
 */
export async function companySeller(companyId: number) {
  return db
    .from('users')
    .where('company_id', companyId)
    .where('account_type', 'seller')
    .whereNull('disabled_at')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .select('id', 'email', 'phone', 'locale', 'first_name', 'last_name')
    .first()
}

/**
 * Loads enquiry `id` with the producer's registered contacts (SPEC §1: forwarded to the
 * producer's registered e-mail and mobile number). Null when the enquiry no longer exists.
 */
export async function loadEnquiryDelivery(id: number): Promise<EnquiryDelivery | null> {
  const enquiry: EnquiryRow | null = await db.from('enquiries').where('id', id).first()
  if (!enquiry) return null
  const company = await db
    .from('companies')
    .where('id', enquiry.company_id)
    .select('id', 'name', 'email', 'phone')
    .firstOrFail()
  const seller = await companySeller(company.id)
  const locale: Locale = isLocale(seller?.locale) ? seller.locale : 'az'
  const mobile =
    [company.phone, seller?.phone]
      .map((phone) => (phone ? normalizeAzMobile(phone) : null))
      .find(Boolean) ?? null

  let product: EnquiryDelivery['product'] = null
  if (enquiry.product_id) {
    const row = await db
      .from('products as p')
      .leftJoin('product_translations as t', (join) =>
        join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
      )
      .where('p.id', enquiry.product_id)
      .select('p.id', 'p.status', 'p.product_code', 't.name', 't.slug')
      .first()
    if (row) {
      product = {
        name: row.name ?? row.product_code ?? `#${row.id}`,
        url:
          row.status === 'published' && row.slug
            ? urlTo('product', locale, { slugId: `${row.slug}-${row.id}` }, { prefixUrl: appUrl })
            : null,
      }
    }
  }

  return {
    enquiry,
    company: { id: company.id, name: company.name },
    locale,
    email: company.email?.trim() || seller?.email || null,
    mobile,
    product,
    dashboardUrl: urlTo('seller_enquiries.show', locale, { id: enquiry.id }, { prefixUrl: appUrl }),
  }
}
