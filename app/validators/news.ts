import { parseSlugId } from '#validators/slug_id'
import { pageNumber } from '#validators/rules'
import { NEWS_MAX_PAGE } from '#services/catalog/news'

/**
 * Page number requested by a news list query string (`?page=N`, pageNumber): clamped to
 * 1…NEWS_MAX_PAGE; anything unreadable (`abc`, `0x10`, arrays, objects, empty) is page 1; never
 * throws (rule: SPEC §2 news list, "real page URLs").
 */
export async function requestedNewsPage(qs: Record<string, unknown>): Promise<number> {
  return pageNumber(qs.page, NEWS_MAX_PAGE)
}

/** parseNewsSlugId: see parseSlugId (app/validators/slug_id.ts). */
export const parseNewsSlugId = parseSlugId
