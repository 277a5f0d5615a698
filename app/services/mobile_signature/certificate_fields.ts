// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata polyfill
// (also loaded by bin/ignite.ts; imported here so reading works in any entry point).
import 'reflect-metadata'
import { X509Certificate as ParsedCertificate } from '@peculiar/x509'

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

/** What mobile-signature code reads from a certificate. */
export interface CertificateFields {
  /** Values of the NAME_OID subject attributes by OID (a name may repeat one), in certificate order. */
  subject: Map<string, string[]>
  /** Validity window (inclusive). */
  notBefore: Date
  notAfter: Date
}

/**
 * Reads the NAME_OID subject attributes and the validity of an X.509 certificate (`der`: its DER bytes) with @peculiar/x509.
 * Only directory-string values (UTF8, Printable, IA5, BMP, Teletex, Universal) are kept.
 * Throws when the DER is not a certificate.
 */
export function readCertificateFields(der: Uint8Array): CertificateFields {
  const certificate = new ParsedCertificate(new Uint8Array(der))
  const subject = new Map<string, string[]>()
  for (const type of Object.values(NAME_OID)) {
    // Values the library cannot read as text come back as '#<hex DER>': skipped, as unknown.
    const texts = certificate.subjectName.getField(type).filter((value) => !value.startsWith('#'))
    if (texts.length) subject.set(type, texts)
  }
  return { subject, notBefore: certificate.notBefore, notAfter: certificate.notAfter }
}
