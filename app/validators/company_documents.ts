import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DOCUMENT_KINDS } from '#shared/trust'
import { idRule } from '#validators/rules'

/** A calendar date as the date input sends it: YYYY-MM-DD. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether `text` (YYYY-MM-DD) names a real calendar day between 1950 and 2100. */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const [year, month, day] = text.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1950 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/**
 * The document form (issue 25): kind (DOCUMENT_KINDS), number, issuer, issue date, optional expiry
 * date, optional public verification link (https only), covered products (ids; none = the whole
 * company). Only these keys are read. Whether the dates are real days, the expiry is not before
 * the issue date and the products are the company's is checked by documentProblems / the controller.
 */
export const companyDocumentValidator = vine.create({
  kind: vine.enum(DOCUMENT_KINDS),
  number: vine.string().trim().minLength(1).maxLength(80),
  issuer: vine.string().trim().minLength(2).maxLength(160),
  issued_on: vine.string().trim().regex(ISO_DATE),
  expires_on: vine.string().trim().regex(ISO_DATE).optional(),
  verification_url: vine
    .string()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['https'], require_valid_protocol: true })
    .optional(),
  product_ids: vine.array(idRule()).maxLength(1000).distinct(),
})

export type CompanyDocumentValidated = Infer<typeof companyDocumentValidator>

/**
 * Cross-field problems of a validated document form: field → message key under
 * `trust_docs.errors` (`bad_date`, `expiry_before_issue`).
 */
export function documentProblems(input: CompanyDocumentValidated): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!isCalendarDate(input.issued_on)) problems.issued_on = 'bad_date'
  if (input.expires_on && !isCalendarDate(input.expires_on)) problems.expires_on = 'bad_date'
  if (
    !problems.issued_on &&
    input.expires_on &&
    !problems.expires_on &&
    input.expires_on < input.issued_on
  )
    problems.expires_on = 'expiry_before_issue'
  return problems
}

/** The admin's hide form: a reason is required. */
export const hideDocumentValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(1000),
})
