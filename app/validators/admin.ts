import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { ACCOUNT_TYPES } from '#models/user'
import { pageNumber } from '#validators/rules'
import { COMMENT_STATUSES, type CommentStatus } from '#shared/products'

export { COMMENT_STATUSES, type CommentStatus }

/** Highest page number the admin lists accept; larger numbers are clamped to the last page anyway. */
export const ADMIN_MAX_PAGE = 100_000

/**
 * Validates one query-string field on its own and falls back to `fallback` when it is missing
 * or unreadable, so `?status=oops&page=2` still honours the page. Never throws.
 */
async function field<T>(schema: SchemaTypes, value: unknown, fallback: T): Promise<T> {
  const [error, result] = await vine.create({ value: schema }).tryValidate({ value })
  const valid = (result as { value?: T | null } | null)?.value
  return error || valid === undefined || valid === null ? fallback : valid
}

/** `?status=pending|approved|rejected&page=N` of the moderation queue; defaults: pending, 1. */
export async function commentListQuery(qs: Record<string, unknown>) {
  return {
    status: await field(vine.enum(COMMENT_STATUSES), qs.status, 'pending' as CommentStatus),
    page: pageNumber(qs.page, ADMIN_MAX_PAGE),
  }
}

/** `?page=N` of the contact messages list; default 1. */
export async function messageListQuery(qs: Record<string, unknown>) {
  return { page: pageNumber(qs.page, ADMIN_MAX_PAGE) }
}

/** Account-type filter of the users list: one type or all of them. */
export const USER_TYPE_FILTERS = ['all', ...ACCOUNT_TYPES] as const
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number]
/** Account-state filter of the users list. */
export const USER_STATE_FILTERS = ['all', 'active', 'disabled'] as const
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number]

/**
 * `?type=all|buyer|seller|admin&state=all|active|disabled&q=…&page=N` of the users list.
 * `q` is trimmed and cut to 100 characters; an empty search means no search.
 */
export async function userListQuery(qs: Record<string, unknown>) {
  return {
    type: await field(vine.enum(USER_TYPE_FILTERS), qs.type, 'all' as UserTypeFilter),
    state: await field(vine.enum(USER_STATE_FILTERS), qs.state, 'all' as UserStateFilter),
    q: await field(
      vine
        .string()
        .trim()
        .transform((q) => q.slice(0, 100)),
      qs.q,
      ''
    ),
    page: pageNumber(qs.page, ADMIN_MAX_PAGE),
  }
}

/**
 * Data of an admin account given to `node ace karvan:admin` (the password is checked
 * separately with checkPassword, SPEC §5). Names: 1–80 characters (users.first_name/last_name).
 */
export const adminAccountValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
  first_name: vine.string().trim().minLength(1).maxLength(80),
  last_name: vine.string().trim().minLength(1).maxLength(80),
})
