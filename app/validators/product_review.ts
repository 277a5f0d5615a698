import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { pageNumber, parseId } from '#validators/rules'

/** Tabs of the admin product review queue. */
export const REVIEW_TABS = ['awaiting', 'rejected', 'published'] as const
export type ReviewTab = (typeof REVIEW_TABS)[number]

/** Bounds of a rejection reason in characters (after trimming); the producer reads it as written. */
export const REJECTION_REASON_MIN = 5
export const REJECTION_REASON_MAX = 1000

/**
 * Fingerprint of the product content the admin looked at (sha-256 hex, see
 * reviewFingerprint). Optional: a decision posted without it skips the "changed while you
 * were reviewing" check.
 */
const version = vine
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/)
  .optional()

/** Approve form: only the fingerprint of what was reviewed. */
export const approveProductValidator = vine.create({ version })

/**
 * Reject form: the reason shown to the producer, 5–1000 characters after trimming (line
 * breaks kept; it is plain text and escaped wherever it is shown), and the fingerprint.
 */
export const rejectProductValidator = vine.create({
  rejection_reason: vine
    .string()
    .trim()
    .minLength(REJECTION_REASON_MIN)
    .maxLength(REJECTION_REASON_MAX),
  version,
})

const MAX_PAGE = 100_000

/** Validates one query-string value on its own; falls back when missing or unreadable. Never throws. */
async function field<T>(schema: SchemaTypes, value: unknown, fallback: T): Promise<T> {
  const [error, result] = await vine.create({ value: schema }).tryValidate({ value })
  const valid = (result as { value?: T | null } | null)?.value
  return error || valid === undefined || valid === null ? fallback : valid
}

/** `?tab=awaiting|rejected|published&page=N` of the review queue; defaults: awaiting, page 1. */
export async function reviewQueueQuery(qs: Record<string, unknown>) {
  return {
    tab: await field(vine.enum(REVIEW_TABS), qs.tab, 'awaiting' as ReviewTab),
    page: pageNumber(qs.page, MAX_PAGE),
  }
}

/** A product id route parameter: 1 … 2^31−1, or null for anything else. */
export function productIdParam(value: unknown): number | null {
  return parseId(value)
}
