/**
 * Four-digit verification code of a Mobile-ID authentication hash (MID REST README §2.4.1,
 * INTEGRATIONS §1.2): 6 bits from the start and 7 bits from the end of the hash,
 * `((hash[0] & 0xFC) << 5) | (hash[last] & 0x7F)`, zero-padded; '0000'..'8191'.
 * Throws RangeError for a hash shorter than two bytes.
 */
export function verificationCode(hash: Uint8Array): string {
  if (hash.length < 2)
    throw new RangeError('A verification code needs a hash of at least two bytes')
  const code = ((hash[0] & 0xfc) << 5) | (hash[hash.length - 1] & 0x7f)
  return String(code).padStart(4, '0')
}
