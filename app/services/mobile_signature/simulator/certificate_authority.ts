// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata polyfill
// (also loaded by bin/ignite.ts; imported here so the CA works in any entry point).
import 'reflect-metadata'
import {
  createECDH,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto'
import {
  BasicConstraintsExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  Name as NameBuilder,
  type Extension as X509Extension,
} from '@peculiar/x509'
import { AsnConvert } from '@peculiar/asn1-schema'
import {
  AlgorithmIdentifier,
  Certificate,
  Extension,
  Extensions,
  Name,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509'
import { NAME_OID } from '../certificate_fields.js'

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2'

/** Subject of a simulated certificate: the person, and for a business certificate the company. */
export interface SimulatedSubject {
  personalCode: string
  givenName: string
  surname: string
  /** Business certificates only: company (or entrepreneur's trade) name and its VÖEN. */
  organization?: { name: string; voen: string }
}

/** A key pair with its certificate (DER). */
export interface IssuedCertificate {
  der: Buffer
  privateKey: KeyObject
}

/** P-256 private key derived from a seed: the same CA in every process, no key material on disk. */
function deterministicKey(seed: string): KeyObject {
  const d = createHash('sha256').update(seed).digest()
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(d)
  const point = ecdh.getPublicKey()
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  return createPrivateKey({ key: jwk, format: 'jwk' })
}

/**
 * An X.501 Name, one single-valued RDN per attribute in the given order; country and
 * serialNumber as PrintableString, everything else UTF8String (RFC 5280 §4.1.2.4).
 */
function name(attributes: Array<[string, string]>): Name {
  const printable = new Set<string>([NAME_OID.country, NAME_OID.serialNumber])
  const json = attributes.map(([type, value]) => ({
    [type]: [printable.has(type) ? { printableString: value } : { utf8String: value }],
  }))
  return AsnConvert.parse(new NameBuilder(json).toArrayBuffer(), Name)
}

/** The ASN.1 form of one of @peculiar/x509's extension objects. */
function extension(built: X509Extension): Extension {
  return AsnConvert.parse(built.rawData, Extension)
}

/**
 * Builds and signs an X.509 v3 certificate (ECDSA P-256 with SHA-256, RFC 5280) with the
 * @peculiar ASN.1 model. `ca` adds a critical basicConstraints cA=TRUE; end-entity certificates
 * get a critical keyUsage digitalSignature. Signing uses node:crypto, which is synchronous
 * (the library's own generator signs through WebCrypto, which is async), so the CA can hand
 * out certificates synchronously.
 */
function issue(options: {
  subject: Array<[string, string]>
  issuer: Array<[string, string]>
  publicKey: KeyObject
  signer: KeyObject
  notBefore: Date
  notAfter: Date
  ca: boolean
}): Buffer {
  const serial = randomBytes(16)
  serial[0] &= 0x7f
  serial[0] |= 0x01 // non-zero first byte: a positive 16-byte serial without a leading zero
  const algorithm = new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 })
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: algorithm,
    issuer: name(options.issuer),
    validity: new Validity({ notBefore: options.notBefore, notAfter: options.notAfter }),
    subject: name(options.subject),
    subjectPublicKeyInfo: AsnConvert.parse(
      options.publicKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo
    ),
    extensions: new Extensions([
      options.ca
        ? extension(new BasicConstraintsExtension(true, undefined, true))
        : extension(new KeyUsagesExtension(KeyUsageFlags.digitalSignature, true)),
    ]),
  })
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbs)), options.signer)
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithm,
    signatureValue: new Uint8Array(signature).buffer,
  })
  return Buffer.from(AsnConvert.serialize(certificate))
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The simulator's throw-away certification authority. Its key is derived from a fixed seed so
 * every app process issues certificates that chain to the same CA certificate; it is a test
 * CA (DESIGN §5) and must never be trusted when a real service is configured.
 */
export class SimulatorCertificateAuthority {
  static readonly SUBJECT: Array<[string, string]> = [
    [NAME_OID.country, 'AZ'],
    [NAME_OID.organization, 'Karvan test'],
    [NAME_OID.commonName, 'Karvan Mobile-ID Simulator CA'],
  ]

  readonly #key = deterministicKey('karvan/mobile-id-simulator/ca/v1')
  readonly certificate: X509Certificate
  readonly #issued = new Map<string, IssuedCertificate>()

  constructor(now = new Date()) {
    const der = issue({
      subject: SimulatorCertificateAuthority.SUBJECT,
      issuer: SimulatorCertificateAuthority.SUBJECT,
      publicKey: createPublicKey(this.#key),
      signer: this.#key,
      notBefore: new Date(Date.UTC(2024, 0, 1)),
      notAfter: new Date(Math.max(Date.UTC(2040, 0, 1), now.getTime() + 3650 * DAY_MS)),
      ca: true,
    })
    this.certificate = new X509Certificate(der)
  }

  /** The CA certificate as PEM (what a client configured for the simulator trusts). */
  get pem(): string {
    return this.certificate.toString()
  }

  /**
   * A certificate for `subject` valid from yesterday for three years (Asan İmza certificates
   * live three years, INTEGRATIONS §1.4), with its own P-256 key. Cached per subject per process.
   * `expired` issues one whose validity ended yesterday.
   */
  certificateFor(
    subject: SimulatedSubject,
    options: { expired?: boolean } = {}
  ): IssuedCertificate {
    const key = JSON.stringify([subject, options.expired === true])
    const cached = this.#issued.get(key)
    if (cached) return cached
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const now = Date.now()
    const attributes: Array<[string, string]> = [
      [NAME_OID.country, 'AZ'],
      [NAME_OID.surname, subject.surname],
      [NAME_OID.givenName, subject.givenName],
      [NAME_OID.serialNumber, `PNOAZ-${subject.personalCode}`],
    ]
    if (subject.organization) {
      attributes.push([NAME_OID.organization, subject.organization.name])
      attributes.push([NAME_OID.organizationIdentifier, `VATAZ-${subject.organization.voen}`])
    }
    attributes.push([
      NAME_OID.commonName,
      `${subject.surname.toUpperCase()},${subject.givenName.toUpperCase()},${subject.personalCode}`,
    ])
    const der = issue({
      subject: attributes,
      issuer: SimulatorCertificateAuthority.SUBJECT,
      publicKey,
      signer: this.#key,
      notBefore: new Date(options.expired ? now - 3 * 365 * DAY_MS : now - DAY_MS),
      notAfter: new Date(options.expired ? now - DAY_MS : now + 3 * 365 * DAY_MS),
      ca: false,
    })
    const issued = { der, privateKey }
    this.#issued.set(key, issued)
    return issued
  }
}
