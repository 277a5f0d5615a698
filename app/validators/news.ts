import vine from '@vinejs/vine'
import { parseSlugId } from '#validators/slug_id'
import { NEWS_MAX_PAGE } from '#services/catalog/news'

/** Largest id a news row can have (PostgreSQL `integer`); bigger numbers are unknown ids, not errors. */

/**
 * Query string of the news list: `?page=N` with N a whole number (any length, optional sign),
 * clamped to 1…NEWS_MAX_PAGE (rule: SPEC §2 news list, "real page URLs").
 */
export const newsListQueryValidator = vine.create({
  page: vine
    .string()
    .trim()
    .regex(/^[+-]?\d+$/)
    .transform((page) => Math.min(Math.max(1, Number(page)), NEWS_MAX_PAGE))
    .optional(),
})

/**
 * Page number requested by a news list query string. Anything unreadable (`abc`, arrays,
 * objects, empty) is page 1; never throws.
 */
export async function requestedNewsPage(qs: Record<string, unknown>): Promise<number> {
  const [error, value] = await newsListQueryValidator.tryValidate({ page: qs.page })
  return error ? 1 : (value.page ?? 1)
}

/** parseNewsSlugId: see parseSlugId (app/validators/slug_id.ts). */
export const parseNewsSlugId = parseSlugId
