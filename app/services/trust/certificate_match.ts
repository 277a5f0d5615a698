import type { SignerCertificate } from '#services/mobile_signature/provider'

/**
 * What the signer's certificates say about a company with VÖEN `taxId`:
 * - `match`: a business certificate carries that VÖEN (organizationIdentifier VATAZ-<VÖEN>);
 * - `mismatch`: business certificates only of other companies (`voen`: the first one, for the message);
 * - `personal`: personal certificates only (no company named at all).
 * Pure; the certificates come from verifyAuthentication (identity.ts), already checked.
 */
export type CertificateMatch =
  | { outcome: 'match'; voen: string }
  | { outcome: 'mismatch'; voen: string }
  | { outcome: 'personal' }

export function matchCertificates(
  certificates: readonly SignerCertificate[],
  taxId: string
): CertificateMatch {
  const business = certificates.filter((certificate) => certificate.type === 'legal')
  if (business.some((certificate) => certificate.voen === taxId))
    return { outcome: 'match', voen: taxId }
  const other = business.find((certificate) => certificate.voen)
  return other ? { outcome: 'mismatch', voen: other.voen! } : { outcome: 'personal' }
}
