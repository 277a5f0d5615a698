import { createECDH, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto'
import { NAME_OID, bitString, boolean, explicit, integer, name, octetString, oid, sequence, time, tlv, TAG } from '../der.js'

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2'
const BASIC_CONSTRAINTS = '2.5.29.19'
const KEY_USAGE = '2.5.29.15'

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

function extension(id: string, critical: boolean, value: Buffer) {
  return sequence(oid(id), ...(critical ? [boolean(true)] : []), octetString(value))
}

/**
 * Builds and signs an X.509 v3 certificate (ECDSA P-256 with SHA-256, RFC 5280). `ca` adds
 * basicConstraints cA=TRUE; end-entity certificates get keyUsage digitalSignature.
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
  const extensions = options.ca
    ? [extension(BASIC_CONSTRAINTS, true, sequence(boolean(true)))]
    : [extension(KEY_USAGE, true, tlv(TAG.BIT_STRING, Buffer.from([7, 0x80])))]
  const tbs = sequence(
    explicit(0, integer(2)),
    integer(serial),
    sequence(oid(ECDSA_WITH_SHA256)),
    name(options.issuer),
    sequence(time(options.notBefore), time(options.notAfter)),
    name(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions))
  )
  const signature = sign('sha256', tbs, options.signer)
  return sequence(tbs, sequence(oid(ECDSA_WITH_SHA256)), bitString(signature))
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
  certificateFor(subject: SimulatedSubject, options: { expired?: boolean } = {}): IssuedCertificate {
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
    attributes.push([NAME_OID.commonName, `${subject.surname.toUpperCase()},${subject.givenName.toUpperCase()},${subject.personalCode}`])
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
