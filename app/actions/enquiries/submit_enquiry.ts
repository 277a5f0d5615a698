import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { Locale } from '#lib/route_table'
import { enqueue } from '#services/queue/enqueue'
import { ENQUIRY_JOBS } from '#services/queue/jobs'
import type { createEnquiryValidator } from '#validators/enquiry'

/** A validated enquiry form (app/validators/enquiry.ts). */
export type EnquiryInput = Infer<typeof createEnquiryValidator>

/** Where the enquiry was sent from: a product page or a supplier page. */
export type EnquiryTarget = { productId: number } | { companyId: number }

/**
 * Stores a guest's enquiry for the producer of a published product or an active supplier, and in
 * the same transaction enqueues its forwarding to the producer's registered e-mail and mobile
 * number (jobs `enquiry.forward_mail` and `enquiry.forward_sms`), so the jobs exist if and only
 * if the enquiry does. Returns the new enquiry id, or null when the product or supplier is not
 * public (unknown, unpublished, suspended).
 */
export default class SubmitEnquiry {
  async handle(
    target: EnquiryTarget,
    input: EnquiryInput,
    meta: { locale: Locale; ip: string }
  ): Promise<number | null> {
    return db.transaction(async (trx) => {
      const owner =
        'productId' in target
          ? await trx
              .from('products as p')
              .join('companies as c', 'c.id', 'p.company_id')
              .where('p.id', target.productId)
              .where('p.status', 'published')
              .where('c.status', 'active')
              .select('c.id as company_id', 'p.id as product_id')
              .first()
          : await trx
              .from('companies')
              .where('id', target.companyId)
              .where('status', 'active')
              .select('id as company_id')
              .first()
      if (!owner) return null

      const [row] = await trx
        .table('enquiries')
        .insert({
          company_id: owner.company_id,
          product_id: owner.product_id ?? null,
          name: input.name,
          company_name: input.company ?? null,
          country: input.country,
          email: input.email,
          phone: input.phone ?? null,
          quantity: input.quantity ?? null,
          message: input.message,
          locale: meta.locale,
          ip_address: meta.ip.slice(0, 64),
        })
        .returning('id')
      const enquiryId = Number(row.id ?? row)
      await enqueue(ENQUIRY_JOBS.forwardMail, { enquiryId }, { trx })
      await enqueue(ENQUIRY_JOBS.forwardSms, { enquiryId }, { trx })
      return enquiryId
    })
  }
}
