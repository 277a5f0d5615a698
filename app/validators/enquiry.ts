import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { COUNTRY_CODES } from '#validators/address'
import { normalizePhone } from '#validators/user_info'
import { pageNumber, parseId } from '#validators/rules'
import { ENQUIRY_STATUSES, type EnquiryStatus } from '#shared/enquiries'

export { ENQUIRY_STATUSES, type EnquiryStatus }

/** Filters of the seller's enquiry list: every status or one of them. */
export const ENQUIRY_FILTERS = ['all', ...ENQUIRY_STATUSES] as const
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number]

/** Highest page number the enquiry list accepts (larger ones show the last page anyway). */
const MAX_PAGE = 100_000

/** Single-line fields (they end up in mail subjects and SMS): inner line breaks and runs of spaces become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ')

const internationalPhone = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const normalized = normalizePhone(value)
    if (normalized === null) field.report('internationalPhone', 'internationalPhone', field)
    else field.mutate(normalized, field)
  }
)

/**
 * A buyer's enquiry from a product or supplier page (SPEC §1; issue 5): name, optional company,
 * ISO-2 country, e-mail, optional phone/WhatsApp (Azerbaijani numbers as typed, others with +
 * and the country code; stored normalized, see normalizePhone), optional quantity as free text
 * ("5 t"), message. Anything else in the body (product or company ids, status) is dropped.
 * Messages: validator.shared.messages.* (`internationalPhone` for a malformed number).
 */
export const createEnquiryValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120).transform(oneLine),
  company: vine.string().trim().maxLength(160).transform(oneLine).optional(),
  country: vine.string().trim().toUpperCase().in(COUNTRY_CODES),
  email: vine.string().trim().maxLength(254).email(),
  phone: vine.string().trim().maxLength(32).use(internationalPhone()).optional(),
  quantity: vine.string().trim().maxLength(60).transform(oneLine).optional(),
  message: vine.string().trim().minLength(10).maxLength(5000),
})

/** The producer's reply to an enquiry, e-mailed to the buyer. */
export const enquiryReplyValidator = vine.create({
  reply: vine.string().trim().minLength(2).maxLength(10_000),
})

/** Close or reopen an enquiry. */
export const enquiryStatusValidator = vine.create({
  action: vine.enum(['close', 'reopen'] as const),
})

/**
 * `?status=all|new|answered|closed&page=N` of the seller's enquiry list; unreadable values fall
 * back to the defaults (all, 1) instead of failing. Never throws.
 */
export function enquiryListQuery(qs: Record<string, unknown>): {
  status: EnquiryFilter
  page: number
} {
  const status =
    typeof qs.status === 'string' && (ENQUIRY_FILTERS as readonly string[]).includes(qs.status)
      ? (qs.status as EnquiryFilter)
      : 'all'
  return { status, page: pageNumber(qs.page, MAX_PAGE) }
}

/** Route param `:id` of an enquiry, product or company: a positive PostgreSQL integer, else null. */
export function parseEnquiryId(value: unknown): number | null {
  return parseId(value)
}
