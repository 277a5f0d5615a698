import { ApiError } from '#services/api/api_errors'

/**
 * Opaque list cursors: base64url of `[list, value, id]` — the list's order (a product sort, or
 * `suppliers`), the sort key of the last item as text and its id. A client passes it back
 * unchanged; a cursor of another order, or anything unreadable, is a 400 on `cursor`.
 */
export function encodeCursor(list: string, value: string, id: number): string {
  return Buffer.from(JSON.stringify([list, value, id])).toString('base64url')
}

/** `[value, id]` of a cursor made by encodeCursor for `list`; throws ApiError 400 otherwise. */
export function decodeCursor(cursor: string, list: string): [value: string, id: number] {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw ApiError.badParameter('cursor', 'invalid_cursor')
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== list ||
    typeof parsed[1] !== 'string' ||
    parsed[1].length > 64 ||
    !Number.isSafeInteger(parsed[2]) ||
    parsed[2] < 0 ||
    parsed[2] > 2_147_483_647
  )
    throw ApiError.badParameter('cursor', 'invalid_cursor')
  return [parsed[1], parsed[2]]
}
