import { test } from '@japa/runner'
import { testGatewayEnabled } from '#config/payments'

test.group('Payments: test gateway setting', () => {
  test('on by default without a real gateway, off by default with one; PAYMENT_TEST_GATEWAY decides when set', ({
    assert,
  }) => {
    assert.isTrue(testGatewayEnabled(undefined, false))
    assert.isFalse(testGatewayEnabled(undefined, true))
    assert.isTrue(testGatewayEnabled('on', true))
    assert.isFalse(testGatewayEnabled('off', false))
  })
})
