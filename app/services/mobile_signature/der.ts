/**
 * The few pieces of ASN.1 DER (ITU-T X.690) that mobile-signature certificates need: encoding
 * for the simulator's test CA, and a strict reader for certificate subjects. Not a general
 * ASN.1 library: definite lengths only, at most 4 length bytes.
 */

/** Universal and context tags used here. */
export const TAG = {
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  PRINTABLE_STRING: 0x13,
  IA5_STRING: 0x16,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  BMP_STRING: 0x1e,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const

/** Attribute types of X.520 names that identities are read from. */
export const NAME_OID = {
  country: '2.5.4.6',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  givenName: '2.5.4.42',
  serialNumber: '2.5.4.5',
  organization: '2.5.4.10',
  organizationIdentifier: '2.5.4.97',
} as const

/** One TLV: `tag`, its `value` bytes, and where the whole element ends in the source. */
export interface DerElement {
  tag: number
  value: Buffer
  end: number
}

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length])
  const bytes: number[] = []
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

/** A TLV with the given tag around `content`. */
export function tlv(tag: number, ...content: Buffer[]): Buffer {
  const value = Buffer.concat(content)
  return Buffer.concat([Buffer.from([tag]), encodeLength(value.length), value])
}

export const sequence = (...items: Buffer[]) => tlv(TAG.SEQUENCE, ...items)
export const set = (...items: Buffer[]) => tlv(TAG.SET, ...items)

/** Context-specific constructed tag `[n]` (explicit tagging). */
export const explicit = (n: number, ...items: Buffer[]) => tlv(0xa0 | n, ...items)

/** A non-negative INTEGER from big-endian magnitude bytes (a leading zero keeps it positive). */
export function integer(magnitude: Buffer | number): Buffer {
  let bytes = typeof magnitude === 'number' ? Buffer.from([magnitude]) : magnitude
  let start = 0
  while (start < bytes.length - 1 && bytes[start] === 0) start++
  bytes = bytes.subarray(start)
  if (bytes[0] & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes])
  return tlv(TAG.INTEGER, bytes)
}

/** OBJECT IDENTIFIER from dotted notation ('2.5.4.3'). */
export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number)
  const bytes: number[] = [parts[0] * 40 + parts[1]]
  for (const part of parts.slice(2)) {
    const chunk: number[] = [part & 0x7f]
    for (let rest = Math.floor(part / 128); rest > 0; rest = Math.floor(rest / 128)) chunk.unshift((rest & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return tlv(TAG.OID, Buffer.from(bytes))
}

export const utf8 = (text: string) => tlv(TAG.UTF8_STRING, Buffer.from(text, 'utf8'))
export const printable = (text: string) => tlv(TAG.PRINTABLE_STRING, Buffer.from(text, 'ascii'))
export const bitString = (bytes: Buffer) => tlv(TAG.BIT_STRING, Buffer.from([0]), bytes)
export const octetString = (bytes: Buffer) => tlv(TAG.OCTET_STRING, bytes)
export const boolean = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]))

/** UTCTime before 2050, GeneralizedTime from 2050 on (RFC 5280 §4.1.2.5). */
export function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14)
  const year = date.getUTCFullYear()
  if (year < 2050 && year >= 1950) return tlv(TAG.UTC_TIME, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
  return tlv(TAG.GENERALIZED_TIME, Buffer.from(`${iso}Z`, 'ascii'))
}

/** An X.501 Name: one single-valued RDN per attribute, in the given order. */
export function name(attributes: Array<[string, string]>): Buffer {
  return sequence(
    ...attributes.map(([type, value]) =>
      set(sequence(oid(type), type === NAME_OID.country || type === NAME_OID.serialNumber ? printable(value) : utf8(value)))
    )
  )
}

/**
 * Reads the element starting at `offset`. Throws RangeError on truncated input, indefinite or
 * over-long lengths and high tag numbers.
 */
export function readElement(source: Buffer, offset = 0): DerElement {
  if (offset + 2 > source.length) throw new RangeError('DER: truncated element')
  const tag = source[offset]
  if ((tag & 0x1f) === 0x1f) throw new RangeError('DER: high tag numbers are not supported')
  let length = source[offset + 1]
  let cursor = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 4) throw new RangeError('DER: unsupported length form')
    if (cursor + count > source.length) throw new RangeError('DER: truncated length')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + source[cursor + i]
    cursor += count
  }
  const end = cursor + length
  if (end > source.length) throw new RangeError('DER: truncated value')
  return { tag, value: source.subarray(cursor, end), end }
}

/** The elements directly inside a constructed value. */
export function children(value: Buffer): DerElement[] {
  const items: DerElement[] = []
  for (let offset = 0; offset < value.length; ) {
    const item = readElement(value, offset)
    items.push(item)
    offset = item.end
  }
  return items
}

/** Dotted notation of an OBJECT IDENTIFIER's value bytes. */
export function decodeOid(value: Buffer): string {
  if (value.length === 0) throw new RangeError('DER: empty OID')
  const parts = [Math.floor(value[0] / 40), value[0] % 40]
  let current = 0
  for (const byte of value.subarray(1)) {
    current = current * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(current)
      current = 0
    }
  }
  return parts.join('.')
}

/** Text of a directory string (UTF8, Printable, IA5, BMP); null for other types. */
export function decodeString(element: DerElement): string | null {
  switch (element.tag) {
    case TAG.UTF8_STRING:
      return element.value.toString('utf8')
    case TAG.PRINTABLE_STRING:
    case TAG.IA5_STRING:
      return element.value.toString('latin1')
    case TAG.BMP_STRING: {
      const swapped = Buffer.from(element.value)
      return swapped.swap16().toString('utf16le')
    }
    default:
      return null
  }
}

/**
 * Attributes of a certificate's subject as OID → values (a name may repeat an attribute).
 * `certificate` is the DER of an X.509 certificate. Throws RangeError on malformed DER.
 */
export function subjectAttributes(certificate: Buffer): Map<string, string[]> {
  const cert = readElement(certificate)
  if (cert.tag !== TAG.SEQUENCE) throw new RangeError('DER: certificate is not a SEQUENCE')
  const [tbs] = children(cert.value)
  if (!tbs || tbs.tag !== TAG.SEQUENCE) throw new RangeError('DER: no TBSCertificate')
  const fields = children(tbs.value)
  const offset = fields[0]?.tag === 0xa0 ? 1 : 0
  const subject = fields[offset + 4]
  if (!subject || subject.tag !== TAG.SEQUENCE) throw new RangeError('DER: no subject')
  const attributes = new Map<string, string[]>()
  for (const rdn of children(subject.value)) {
    for (const attribute of children(rdn.value)) {
      const [type, value] = children(attribute.value)
      if (!type || type.tag !== TAG.OID || !value) continue
      const text = decodeString(value)
      if (text === null) continue
      const key = decodeOid(type.value)
      attributes.set(key, [...(attributes.get(key) ?? []), text])
    }
  }
  return attributes
}
