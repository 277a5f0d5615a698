import { verify, X509Certificate } from 'node:crypto'
import { NAME_OID, readCertificateFields, type CertificateFields } from './certificate_fields.js'
import type { SignerCertificate, SignerIdentity } from './provider.js'

/** At most this many certificates are read from one answer. */
const MAX_CERTIFICATES = 10

/** Signature algorithms accepted from the service (MID REST names) → digest and key type. */
const ALGORITHMS: Record<string, { digest: string; ec: boolean }> = {
  SHA256WithECEncryption: { digest: 'sha256', ec: true },
  SHA384WithECEncryption: { digest: 'sha384', ec: true },
  SHA512WithECEncryption: { digest: 'sha512', ec: true },
  SHA256WithRSAEncryption: { digest: 'sha256', ec: false },
  SHA384WithRSAEncryption: { digest: 'sha384', ec: false },
  SHA512WithRSAEncryption: { digest: 'sha512', ec: false },
}

/** What a COMPLETE/OK answer carries (shapes as received, still untrusted). */
export interface AuthenticationEvidence {
  /** The random hash this service sent at start. */
  hash: Buffer
  /** `{ value: base64, algorithm }`; EC signatures are raw r‖s (IEEE P1363). */
  signature: unknown
  /** Authentication certificate, DER in base64. */
  cert: unknown
  /** Optional: every certificate of the holder (personal, business), DER in base64. */
  certificates?: unknown
}

/** A received certificate: node:crypto's view (chain and signature checks) and its fields. */
interface ReceivedCertificate {
  x509: X509Certificate
  fields: CertificateFields
}

/** Parses a base64 DER certificate; null for anything that is not one (never throws). */
function parseCertificate(value: unknown): ReceivedCertificate | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 16_384) return null
  try {
    const der = Buffer.from(value, 'base64')
    return { x509: new X509Certificate(der), fields: readCertificateFields(der) }
  } catch {
    return null
  }
}

/** Issued by one of `anchors` (name and signature) and valid at `now`. */
function trusted(certificate: ReceivedCertificate, anchors: X509Certificate[], now: Date): boolean {
  const { notBefore, notAfter } = certificate.fields
  if (!(notBefore.getTime() <= now.getTime() && now.getTime() <= notAfter.getTime())) return false
  return anchors.some((anchor) => {
    try {
      return certificate.x509.checkIssued(anchor) && certificate.x509.verify(anchor.publicKey)
    } catch {
      return false
    }
  })
}

interface Subject {
  personalCode: string
  givenName: string
  surname: string
  country: string
  organization?: string
  voen?: string
}

/**
 * Person (and company) named by a certificate subject: GIVENNAME, SURNAME, SERIALNUMBER
 * `PNOAZ-<FIN>` (the MID library strips `PNO<cc>-`), C; business certificates add O and
 * organizationIdentifier `VATAZ-<VÖEN>`. Null when a required part is missing or malformed.
 */
function readSubject(certificate: ReceivedCertificate): Subject | null {
  const attributes = certificate.fields.subject
  const one = (type: string) => attributes.get(type)?.[0]?.trim() ?? ''
  const serial = /^PNO([A-Z]{2})-([0-9A-Z]{7})$/.exec(one(NAME_OID.serialNumber))
  const givenName = one(NAME_OID.givenName)
  const surname = one(NAME_OID.surname)
  if (!serial || !givenName || !surname || givenName.length > 80 || surname.length > 80) return null
  const subject: Subject = {
    personalCode: serial[2],
    givenName,
    surname,
    country: one(NAME_OID.country) || serial[1],
  }
  const organizationId = one(NAME_OID.organizationIdentifier)
  if (organizationId) {
    const voen = /^(?:VAT|TIN)AZ-(\d{10})$/.exec(organizationId)
    const organization = one(NAME_OID.organization)
    if (!voen || !organization || organization.length > 160) return null
    subject.voen = voen[1]
    subject.organization = organization
  }
  return subject
}

/**
 * Checks an OK answer and reads who signed (INTEGRATIONS §1.2 "Verifying authentication"):
 * the signature over *our* hash with the key of `cert`, every certificate chained to a trust
 * anchor and within its validity, all naming the same person. Returns null when anything
 * fails (the caller reports NOT_VALID).
 */
export function verifyAuthentication(
  evidence: AuthenticationEvidence,
  anchors: X509Certificate[],
  now: Date = new Date()
): SignerIdentity | null {
  const cert = parseCertificate(evidence.cert)
  if (!cert || anchors.length === 0 || !trusted(cert, anchors, now)) return null

  const signature = evidence.signature as { value?: unknown; algorithm?: unknown } | null
  const algorithm =
    typeof signature?.algorithm === 'string' ? ALGORITHMS[signature.algorithm] : undefined
  if (!algorithm || typeof signature?.value !== 'string') return null
  const signatureBytes = Buffer.from(signature.value, 'base64')
  const keyType = cert.x509.publicKey.asymmetricKeyType
  if ((algorithm.ec && keyType !== 'ec') || (!algorithm.ec && keyType !== 'rsa')) return null
  let valid = false
  try {
    valid = verify(
      algorithm.digest,
      evidence.hash,
      algorithm.ec ? { key: cert.x509.publicKey, dsaEncoding: 'ieee-p1363' } : cert.x509.publicKey,
      signatureBytes
    )
  } catch {
    valid = false
  }
  if (!valid) return null

  const signer = readSubject(cert)
  if (!signer) return null

  const listed = evidence.certificates === undefined ? [evidence.cert] : evidence.certificates
  if (!Array.isArray(listed) || listed.length === 0 || listed.length > MAX_CERTIFICATES) return null
  const certificates: SignerCertificate[] = []
  for (const entry of listed) {
    const certificate = parseCertificate(entry)
    if (!certificate || !trusted(certificate, anchors, now)) return null
    const subject = readSubject(certificate)
    if (!subject || subject.personalCode !== signer.personalCode) return null
    const item: SignerCertificate = subject.voen
      ? { type: 'legal', name: subject.organization!, voen: subject.voen }
      : { type: 'individual', name: `${subject.givenName} ${subject.surname}` }
    const duplicate = certificates.some(
      (known) => known.type === item.type && known.voen === item.voen
    )
    if (!duplicate) certificates.push(item)
  }
  certificates.sort((a, b) => (a.type === b.type ? 0 : a.type === 'individual' ? -1 : 1))

  return {
    personalCode: signer.personalCode,
    givenName: signer.givenName,
    surname: signer.surname,
    country: signer.country,
    certificates,
  }
}
