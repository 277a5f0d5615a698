import { compactGtin, gtinBarcodeType, isValidGtin, normalizeGtin, shortestGtin } from '#lib/gtin'
import GtinRegistry, {
  pickText,
  type GtinLocale,
  type GtinLookupOptions,
  type GtinRecord,
  GtinRegistryUnavailable,
} from './registry.js'
import { OutboundError, outboundRequest, type OutboundResponse } from '#services/http/outbound'

/** A record is a few kilobytes; anything far larger is refused. */
const MAX_BODY_BYTES = 64 * 1024

/** Longest text kept from a registry field (names, packaging, classification titles). */
const MAX_TEXT = 300

export interface HttpGtinRegistryOptions {
  /** API base, e.g. 'https://registry.example.az/api/v1' (trailing slash optional). */
  baseUrl: string
  /** Limit of one call in ms (> 0); past it the lookup fails with GtinRegistryUnavailable. */
  timeoutMs: number
  /** Bearer token, when the registry wants one. */
  token?: string | null
}

/**
 * Client of a GTIN registry API (DESIGN §5; fields per INTEGRATIONS §2.3/2.5, shaped after the
 * Verified by GS1 record plus the GS1 Azerbaijan membership data the SPEC asks for).
 *
 * Request: `GET {base}/gtins/{gtin14}?lang=az|en|ru` with `Accept: application/json`,
 * `Accept-Language` and, when configured, `Authorization: Bearer {token}`.
 *
 * Answer 200 (`Text` is a string or `{ "az"?: string, "en"?: string, "ru"?: string }`):
 * ```json
 * {
 *   "gtin": "04769936704005",
 *   "barcode": "4769936704005",
 *   "barcodeType": "EAN-13",
 *   "licensee": {
 *     "name": "Azersun Holding", "taxId": "9916787781", "gln": "4760000000017",
 *     "openingDate": "1994-03-01", "licence": "GS1AZ-0001", "registrationDate": "2001-05-14"
 *   },
 *   "product": {
 *     "name": Text, "brand": "Azerçay",
 *     "netContent": { "value": "100", "unitCode": "GRM" },
 *     "packaging": Text, "tradeItemType": "BASE_UNIT_OR_EACH",
 *     "gpc": { "brickCode": "10000116", "brick": Text, "class": Text, "family": Text }
 *   }
 * }
 * ```
 * `gtin` must name the GTIN asked (any length that normalises to it); `licensee.name` is
 * required; everything else may be null or absent (malformed tax IDs, GLNs and dates are
 * dropped). 404 means "not in the registry" (→ null). Any other status, a timeout, a body over
 * 64 KiB, invalid JSON or a missing required field throws GtinRegistryUnavailable. Every call
 * has a time limit; redirects are refused.
 */
export default class HttpGtinRegistry extends GtinRegistry {
  readonly baseUrl: string

  constructor(protected options: HttpGtinRegistryOptions) {
    super()
    if (!(options.timeoutMs > 0))
      throw new RangeError('GTIN registry timeout must be a positive number of ms')
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  async lookup(gtin14: string, options: GtinLookupOptions = {}): Promise<GtinRecord | null> {
    if (!/^[0-9]{14}$/.test(gtin14))
      throw new RangeError(`lookup() takes a 14-digit GTIN: ${JSON.stringify(gtin14)}`)
    const locale = options.locale ?? 'az'
    const url = `${this.baseUrl}/gtins/${gtin14}?lang=${locale}`
    let answer: OutboundResponse
    try {
      answer = await outboundRequest({
        url,
        timeoutMs: this.options.timeoutMs,
        maxBytes: MAX_BODY_BYTES,
        headers: {
          'accept': 'application/json',
          'accept-language': locale,
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
      })
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error
      if (error.kind === 'too_large')
        throw new GtinRegistryUnavailable('GTIN registry answer too large', { cause: error })
      throw new GtinRegistryUnavailable(`GTIN registry ${error.message}`, { cause: error })
    }
    if (answer.status === 404) return null
    if (answer.status !== 200)
      throw new GtinRegistryUnavailable(`GTIN registry GET ${url} answered HTTP ${answer.status}`)
    let body: unknown
    try {
      body = JSON.parse(answer.text)
    } catch (error) {
      throw new GtinRegistryUnavailable(`GTIN registry GET ${url} answered invalid JSON`, {
        cause: error,
      })
    }
    return toRecord(body, gtin14, locale)
  }
}

/** Validates and maps an answer body; throws GtinRegistryUnavailable when it is not a record of `gtin14`. */
function toRecord(body: unknown, gtin14: string, locale: GtinLocale): GtinRecord {
  const record = asObject(body)
  const answered =
    typeof record?.gtin === 'string' && isValidGtin(record.gtin) ? normalizeGtin(record.gtin) : null
  if (!record || answered !== gtin14)
    throw new GtinRegistryUnavailable('GTIN registry answered a record of another GTIN')
  const licensee = asObject(record.licensee)
  const companyName = text(licensee?.name, locale)
  if (!licensee || !companyName)
    throw new GtinRegistryUnavailable('GTIN registry answered without a licensee name')
  const product = asObject(record.product) ?? {}
  const printed = typeof record.barcode === 'string' ? compactGtin(record.barcode) : ''
  const barcode =
    isValidGtin(printed) && normalizeGtin(printed) === gtin14 ? printed : shortestGtin(gtin14)
  const netContent = asObject(product.netContent)
  const gpc = asObject(product.gpc)
  const brickCode =
    typeof gpc?.brickCode === 'string' && /^[0-9]{8}$/.test(gpc.brickCode) ? gpc.brickCode : null
  return {
    gtin: gtin14,
    company: {
      name: companyName,
      taxId: matching(licensee.taxId, /^[0-9]{9}[12]$/),
      gln: matching(licensee.gln, /^[0-9]{13}$/),
      openingDate: isoDate(licensee.openingDate),
      officialLicense: text(licensee.licence, locale),
      barcodeType:
        matching(record.barcodeType, /^[A-Za-z0-9 -]{2,20}$/) ??
        gtinBarcodeType(barcode) ??
        'EAN-13',
      barcode,
      registrationDate: isoDate(licensee.registrationDate),
    },
    product: {
      name: text(product.name, locale),
      brand: text(product.brand, locale),
      quantity: quantity(netContent?.value),
      unit: matching(netContent?.unitCode, /^[A-Z0-9]{1,3}$/),
      packaging: text(product.packaging, locale),
      type: matching(product.tradeItemType, /^[A-Z_]{2,32}$/),
      globalClassification: brickCode ? { code: brickCode, title: text(gpc?.brick, locale) } : null,
      classification: text(gpc?.class, locale),
      group: text(gpc?.family, locale),
    },
  }
}

function asObject(value: unknown): Record<string, any> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, any>)
    : null
}

/** A registry text in `locale`, without control characters, at most MAX_TEXT characters. */
function text(value: unknown, locale: GtinLocale): string | null {
  const picked = pickText(value, locale)
  if (!picked) return null
  // eslint-disable-next-line no-control-regex -- control characters from the registry become spaces
  const clean = picked.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean ? clean.slice(0, MAX_TEXT) : null
}

function matching(value: unknown, pattern: RegExp): string | null {
  return typeof value === 'string' && pattern.test(value) ? value : null
}

/** 'YYYY-MM-DD' (a longer ISO timestamp is cut to its date); anything else → null. */
function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const date = value.slice(0, 10)
  return /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null
}

/** Net content as a plain decimal string (up to 4 decimals, INTEGRATIONS §2.3); anything else → null. */
function quantity(value: unknown): string | null {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof raw === 'string' && /^[0-9]{1,10}(\.[0-9]{1,4})?$/.test(raw) ? raw : null
}
