import { test } from '@japa/runner'
import { mapSessionHttpStatus, mapWireResult } from '#services/mobile_signature/result_mapping'
import { FAILURE_CODES } from '#services/mobile_signature/provider'

test.group('Mobile-signature result mapping (INTEGRATIONS §1.3)', () => {
  test('{0} → {1}')
    .with([
      ['OK', 'OK'],
      ['USER_AUTHENTICATED', 'OK'],
      ['TIMEOUT', 'EXPIRED_TRANSACTION'],
      ['EXPIRED_TRANSACTION', 'EXPIRED_TRANSACTION'],
      ['USER_CANCELLED', 'USER_CANCEL'],
      ['USER_CANCEL', 'USER_CANCEL'],
      ['MID_NOT_READY', 'MID_NOT_READY'],
      ['PHONE_ABSENT', 'SENDING_ERROR'],
      ['DELIVERY_ERROR', 'SENDING_ERROR'],
      ['SENDING_ERROR', 'SENDING_ERROR'],
      ['SIM_ERROR', 'SIM_ERROR'],
      ['SIGNATURE_HASH_MISMATCH', 'SIM_ERROR'],
      ['NOT_VALID', 'NOT_VALID'],
      ['NOT_MID_CLIENT', 'NOT_MID_CLIENT'],
      ['INTERNAL_ERROR', 'INTERNAL_ERROR'],
    ] as const)
    .run(({ assert }, [wire, outcome]) => {
      assert.equal(mapWireResult(wire), outcome)
    })

  test('anything unknown or not a string is an internal error', ({ assert }) => {
    for (const value of [
      'SOMETHING_NEW',
      '',
      'ok',
      'toString',
      '__proto__',
      null,
      undefined,
      42,
      {},
    ]) {
      assert.equal(mapWireResult(value), 'INTERNAL_ERROR')
    }
  })

  test('every SPEC §8 code is reachable from the wire', ({ assert }) => {
    const reachable = new Set(
      [
        'OK',
        'TIMEOUT',
        'USER_CANCELLED',
        'MID_NOT_READY',
        'PHONE_ABSENT',
        'SIM_ERROR',
        'NOT_VALID',
        'INTERNAL_ERROR',
      ].map(mapWireResult)
    )
    for (const code of FAILURE_CODES) assert.isTrue(reachable.has(code), code)
  })

  test('HTTP 404 on a session means it expired; any other error status is internal', ({
    assert,
  }) => {
    assert.equal(mapSessionHttpStatus(404), 'EXPIRED_TRANSACTION')
    for (const status of [400, 401, 405, 500, 502, 503])
      assert.equal(mapSessionHttpStatus(status), 'INTERNAL_ERROR')
  })
})
