import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { verificationCode } from '#services/mobile_signature/verification_code'

interface Vector {
  hash_hex: string
  input_utf8?: string
  hash_alg?: string
  expected: string
}

const vectors: Vector[] = JSON.parse(
  readFileSync(app.makePath('tests/fixtures/test_vectors.json'), 'utf8')
).mobile_id_verification_code.vectors

test.group('Mobile-ID verification code', () => {
  test('every published vector gives its code ({0})')
    .with(vectors.map((vector) => [vector.expected, vector] as const))
    .run(({ assert }, [expected, vector]) => {
      assert.equal(verificationCode(Buffer.from(vector.hash_hex, 'hex')), expected)
    })

  test('vectors with an input string: the hash is that input hashed, and gives the same code', ({
    assert,
  }) => {
    const withInput = vectors.filter((vector) => vector.input_utf8 && vector.hash_alg)
    assert.lengthOf(withInput, 3)
    for (const vector of withInput) {
      const hash = createHash(vector.hash_alg!.toLowerCase())
        .update(vector.input_utf8!, 'utf8')
        .digest()
      assert.equal(hash.toString('hex'), vector.hash_hex)
      assert.equal(verificationCode(hash), vector.expected)
    }
  })

  test('uses the last byte, not the middle one (mid-rest-java-client v1.0 bug)', ({ assert }) => {
    const hash = createHash('sha256').update('HACKERMAN_SHA256').digest()
    assert.equal(verificationCode(hash), '6008')
    assert.notEqual(verificationCode(hash), '5924')
  })

  test('is always four digits between 0000 and 8191', ({ assert }) => {
    assert.equal(verificationCode(Buffer.from([0x00, 0x00])), '0000')
    assert.equal(verificationCode(Buffer.from([0x03, 0x80])), '0000')
    assert.equal(verificationCode(Buffer.from([0x04, 0x01])), '0129')
    assert.equal(verificationCode(Buffer.from([0xff, 0xff])), '8191')
  })

  test('refuses a hash shorter than two bytes', ({ assert }) => {
    assert.throws(() => verificationCode(Buffer.from([1])), /at least two bytes/)
  })
})
