/** Outcome of reading a typed "latitude, longitude" pair. */
export type TypedCoordinates =
  | { kind: 'empty' }
  | { kind: 'format' }
  | { kind: 'range' }
  | { kind: 'ok'; latitude: number; longitude: number }

/** One number: digits with an optional decimal point or comma (the Azerbaijani and Russian decimal sign). */
const NUMBER = String.raw`[+-]?\d{1,3}(?:[.,]\d+)?`
/**
 * Two numbers separated by a semicolon, a comma or spaces: "40.4093, 49.8671" (as map apps copy
 * them), "40,4093; 49,8671", "40.4093 49.8671". Greedy numbers first, so "40,4093, 49,8671" reads
 * as two decimal-comma numbers.
 */
const PAIR = new RegExp(String.raw`^(${NUMBER})\s*(?:[;,]\s*|\s+)(${NUMBER})$`)

/**
 * Reads what a user typed as WGS84 degrees "latitude, longitude" (degree signs ignored).
 * `format`: not two numbers; `range`: latitude outside −90…90 or longitude outside −180…180.
 * Values are rounded to the 6 decimals the database stores.
 */
export function parseCoordinates(text: string): TypedCoordinates {
  const value = text.replace(/[°\u00a0]/g, ' ').trim()
  if (value === '') return { kind: 'empty' }
  const match = PAIR.exec(value)
  if (!match) return { kind: 'format' }
  const [latitude, longitude] = [match[1], match[2]].map(
    (part) => Math.round(Number(part.replace(',', '.')) * 1e6) / 1e6
  )
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: 'range' }
  return { kind: 'ok', latitude, longitude }
}

/** The pair as the coordinates box shows it: "40.4093, 49.8671". */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude}, ${longitude}`
}
