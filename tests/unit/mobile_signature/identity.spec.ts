import { test } from '@japa/runner'
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { verifyAuthentication } from '#services/mobile_signature/identity'
import { SimulatorCertificateAuthority } from '#services/mobile_signature/simulator/certificate_authority'

const authority = new SimulatorCertificateAuthority()
const person = { personalCode: '5AB7C9D', givenName: 'Ləman', surname: 'Şükürova' }
const company = { name: 'Gəncə Fındıq MMC', voen: '1234567891' }

/** An answer as the service sends it: signature over `signed` by the first certificate's key. */
function evidence(
  hash: Buffer,
  options: {
    signed?: Buffer
    expired?: boolean
    companies?: (typeof company)[]
    other?: typeof person
  } = {}
) {
  const issued = [
    authority.certificateFor(person, { expired: options.expired }),
    ...(options.companies ?? []).map((organization) =>
      authority.certificateFor({ ...(options.other ?? person), organization })
    ),
  ]
  const value = sign('sha256', options.signed ?? hash, {
    key: issued[0].privateKey,
    dsaEncoding: 'ieee-p1363',
  })
  return {
    hash,
    signature: { value: value.toString('base64'), algorithm: 'SHA256WithECEncryption' },
    cert: issued[0].der.toString('base64'),
    certificates: issued.map((entry) => entry.der.toString('base64')),
  }
}

test.group('Mobile-signature identity verification', () => {
  test('a signature over our hash by a certificate of the trusted CA gives the holder and certificates', ({
    assert,
  }) => {
    const hash = randomBytes(32)
    const identity = verifyAuthentication(evidence(hash, { companies: [company] }), [
      authority.certificate,
    ])
    assert.deepEqual(identity, {
      personalCode: '5AB7C9D',
      givenName: 'Ləman',
      surname: 'Şükürova',
      country: 'AZ',
      certificates: [
        { type: 'individual', name: 'Ləman Şükürova' },
        { type: 'legal', name: 'Gəncə Fındıq MMC', voen: '1234567891' },
      ],
    })
  })

  test('without a certificate list the authentication certificate alone is the list', ({
    assert,
  }) => {
    const hash = randomBytes(32)
    const { certificates: listed, ...single } = evidence(hash)
    const identity = verifyAuthentication(single, [authority.certificate])
    assert.deepEqual(identity?.certificates, [{ type: 'individual', name: 'Ləman Şükürova' }])
  })

  test('a signature over another hash is not valid', ({ assert }) => {
    const hash = randomBytes(32)
    assert.isNull(
      verifyAuthentication(evidence(hash, { signed: randomBytes(32) }), [authority.certificate])
    )
  })

  test('an expired certificate is not valid', ({ assert }) => {
    const hash = randomBytes(32)
    assert.isNull(verifyAuthentication(evidence(hash, { expired: true }), [authority.certificate]))
  })

  test('a certificate from an untrusted CA, or no trust anchor at all, is not valid', ({
    assert,
  }) => {
    const hash = randomBytes(32)
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const forged = evidence(hash)
    forged.signature.value = sign('sha256', hash, {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    }).toString('base64')
    assert.isNull(verifyAuthentication(forged, [authority.certificate]))
    assert.isNull(verifyAuthentication(evidence(hash), []))
  })

  test('a company certificate of another person is refused', ({ assert }) => {
    const hash = randomBytes(32)
    const other = { personalCode: '9ZZ9ZZ9', givenName: 'Başqa', surname: 'Adam' }
    assert.isNull(
      verifyAuthentication(evidence(hash, { companies: [company], other }), [authority.certificate])
    )
  })

  test('garbage in any field is refused, never thrown', ({ assert }) => {
    const hash = randomBytes(32)
    const good = evidence(hash)
    const broken = [
      { ...good, cert: 'not base64 at all' },
      { ...good, cert: 42 },
      { ...good, signature: null },
      { ...good, signature: { value: good.signature.value, algorithm: 'MD5WithRSA' } },
      { ...good, signature: { value: good.signature.value, algorithm: 'SHA256WithRSAEncryption' } },
      { ...good, certificates: 'x' },
      { ...good, certificates: [] },
      { ...good, certificates: Array(11).fill(good.cert) },
    ]
    for (const input of broken) assert.isNull(verifyAuthentication(input, [authority.certificate]))
  })
})
