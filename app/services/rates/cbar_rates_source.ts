import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { OutboundError, outboundRequest } from '#services/http/outbound'
import RatesSource, {
  type Bulletin,
  type BulletinRate,
  RatesSourceError,
  isIsoDate,
} from './rates_source.js'

/** Official bulletin address; `{date}` becomes DD.MM.YYYY. Source: INTEGRATIONS §3. */
export const CBAR_DEFAULT_URL = 'https://www.cbar.az/currencies/{date}.xml'

/** No outbound call without a timeout (DESIGN §5). */
export const CBAR_DEFAULT_TIMEOUT_MS = 10_000

/** A bulletin is ~6 kB; anything far larger is not one. */
const MAX_BYTES = 1_000_000

export interface CbarRatesSourceOptions {
  /** URL with a `{date}` placeholder (DD.MM.YYYY); default CBAR_DEFAULT_URL. */
  urlTemplate?: string
  /** Whole request (connect, headers, body) in milliseconds; default CBAR_DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number
}

/**
 * The Central Bank of Azerbaijan's daily XML bulletin over HTTPS (DESIGN §5, INTEGRATIONS §3).
 * Asking for a weekend or holiday returns the last working day's bulletin, whose own date
 * (ValCurs@Date) is what `fetch` reports.
 */
export default class CbarRatesSource extends RatesSource {
  readonly urlTemplate: string
  readonly timeoutMs: number

  /** Throws TypeError when the URL lacks `{date}`, RangeError for a timeout that is not > 0. */
  constructor(options: CbarRatesSourceOptions = {}) {
    super()
    this.urlTemplate = options.urlTemplate || CBAR_DEFAULT_URL
    this.timeoutMs = options.timeoutMs ?? CBAR_DEFAULT_TIMEOUT_MS
    if (!(this.timeoutMs > 0)) {
      throw new RangeError(`CBAR timeout must be a positive number of ms, got ${this.timeoutMs}`)
    }
    if (!this.urlTemplate.includes('{date}')) {
      throw new TypeError(`CBAR rates URL needs a {date} placeholder: ${this.urlTemplate}`)
    }
  }

  /** Bulletin URL for 'YYYY-MM-DD'. */
  urlFor(date: string): string {
    const [year, month, day] = date.split('-')
    return this.urlTemplate.replaceAll('{date}', `${day}.${month}.${year}`)
  }

  /**
   * Downloads and parses the bulletin for `date` ('YYYY-MM-DD').
   * Throws TypeError for a malformed date; RatesSourceError on timeout, network failure,
   * a non-200 answer, an oversized body or a body that is not a bulletin.
   */
  async fetch(date: string, options: { signal?: AbortSignal } = {}): Promise<Bulletin> {
    if (!isIsoDate(date)) throw new TypeError(`Expected a date as YYYY-MM-DD, got ${date}`)
    const url = this.urlFor(date)
    let body: string
    try {
      const answer = await outboundRequest({
        url,
        timeoutMs: this.timeoutMs,
        maxBytes: MAX_BYTES,
        signal: options.signal,
        redirect: 'follow',
        headers: { accept: 'application/xml, text/xml;q=0.9' },
        acceptStatus: (status) => status === 200,
      })
      body = answer.text
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error
      throw new RatesSourceError(cbarFailure(error, url, this.timeoutMs), { cause: error })
    }
    return parseCbarBulletin(body)
  }
}

/** The message of a failed bulletin download, per kind of failure. */
function cbarFailure(error: OutboundError, url: string, timeoutMs: number): string {
  switch (error.kind) {
    case 'status':
      return `CBAR answered HTTP ${error.status} for ${url}`
    case 'too_large':
      return `CBAR bulletin larger than ${MAX_BYTES} bytes at ${url}`
    case 'timeout':
      return `CBAR did not answer within ${timeoutMs} ms (${url})`
    case 'aborted':
      return `CBAR request aborted (${url})`
    case 'network':
      return `CBAR unreachable at ${url}: ${error.reason}`
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => name === 'ValType' || name === 'Valute',
})

const PREDEFINED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
}

/** Decodes XML's five predefined entities and character references (entity processing is off). */
function decodeText(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED_ENTITIES[ref.toLowerCase()] ?? whole
    const point =
      ref[1].toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
  })
}

/** Trimmed text of an element (a plain string, or `#text` when the element has attributes). */
function text(node: unknown): string {
  if (typeof node === 'string') return node.trim()
  const inner =
    node && typeof node === 'object' ? (node as Record<string, unknown>)['#text'] : undefined
  return typeof inner === 'string' ? inner.trim() : ''
}

/**
 * Parses a CBAR bulletin into a Bulletin. Currencies are picked by Valute@Code wherever they
 * sit (ValType order and titles vary across bulletins); metals ("1 t.u." nominal) and lines
 * with an empty or non-numeric value are skipped; value and nominal are kept as printed.
 * Rejects (RatesSourceError) a DTD or entity declaration, malformed XML, a missing or invalid
 * ValCurs@Date, and a bulletin without a single currency. Source: INTEGRATIONS §3.
 */
export function parseCbarBulletin(xml: string): Bulletin {
  const source = xml.replace(/^\uFEFF/, '')
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) {
    throw new RatesSourceError(
      'CBAR bulletin rejected: DTD and entity declarations are not allowed'
    )
  }
  const valid = XMLValidator.validate(source)
  if (valid !== true) {
    throw new RatesSourceError(
      `CBAR bulletin is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`
    )
  }
  let document: any
  try {
    document = parser.parse(source)
  } catch (error) {
    throw new RatesSourceError(
      `CBAR bulletin is not well-formed XML: ${(error as Error).message}`,
      { cause: error }
    )
  }
  const root = document?.ValCurs
  if (!root || typeof root !== 'object')
    throw new RatesSourceError('CBAR bulletin has no ValCurs element')

  const dateMatch = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(root['@Date'] ?? '').trim())
  const date = dateMatch ? `${dateMatch[3]}-${dateMatch[2]}-${dateMatch[1]}` : ''
  if (!isIsoDate(date))
    throw new RatesSourceError(`CBAR bulletin has no valid date: "${root['@Date'] ?? ''}"`)

  const rates: BulletinRate[] = []
  const seen = new Set<string>()
  const types: any[] = Array.isArray(root.ValType) ? root.ValType : []
  for (const type of types) {
    for (const valute of Array.isArray(type?.Valute) ? type.Valute : []) {
      const code = String(valute?.['@Code'] ?? '')
        .trim()
        .toUpperCase()
      const nominal = text(valute?.Nominal)
      const value = text(valute?.Value)
      if (!/^[A-Z]{3}$/.test(code) || seen.has(code)) continue
      if (!/^[1-9]\d{0,8}$/.test(nominal)) continue
      if (!/^\d{1,12}(\.\d{1,10})?$/.test(value) || Number(value) <= 0) continue
      seen.add(code)
      rates.push({ code, nominal: Number(nominal), value, name: decodeText(text(valute?.Name)) })
    }
  }
  if (rates.length === 0)
    throw new RatesSourceError(`CBAR bulletin of ${date} lists no currency rates`)
  return { date, rates }
}
