import { test } from '@japa/runner'
import { contactMatches, nationalDigits } from '#services/orders/contact_match'
import { shipmentTimeline } from '#services/orders/shipment_timeline'
import { trackingSignature, verifyTrackingSignature } from '#services/orders/tracking_link'
import { normalizeTrackingNumber } from '#validators/tracking'

const order = { customerEmail: 'Leyla.Mammadova@Example.test', customerPhone: '+994 50 123 45 67' }

test.group('Tracking rules: contact match, signatures, timeline', () => {
  test('phones compare on their national digits; e-mails ignore letter case', ({ assert }) => {
    for (const phone of [
      '+994 50 123 45 67',
      '994501234567',
      '00994501234567',
      '050 123 45 67',
      '(050) 123-45-67',
      '501234567',
    ]) {
      assert.equal(nationalDigits(phone), '501234567', phone)
      assert.isTrue(contactMatches(order, phone), phone)
    }
    assert.equal(nationalDigits('+49 30 1234567'), '49301234567')
    assert.isTrue(contactMatches(order, ' LEYLA.mammadova@example.TEST '))
    for (const wrong of [
      '+994 55 123 45 67',
      '1234567',
      '',
      '   ',
      'leyla@example.test',
      '50 123',
      '+994 50 123 45 6',
    ]) {
      assert.isFalse(contactMatches(order, wrong), wrong)
    }
  })

  test('a tracking signature verifies only for its own number', ({ assert }) => {
    const signature = trackingSignature('KT0123456789')
    assert.isTrue(verifyTrackingSignature('KT0123456789', signature))
    assert.isFalse(verifyTrackingSignature('KT0123456788', signature))
    assert.isFalse(verifyTrackingSignature('KT0123456789', signature.slice(1)))
    assert.isFalse(verifyTrackingSignature('KT0123456789', undefined))
    assert.isFalse(verifyTrackingSignature('KT0123456789', ['x']))
    assert.equal(normalizeTrackingNumber(' kt 0123 456789 '), 'KT0123456789')
    assert.isNull(normalizeTrackingNumber('KT<1>'))
    assert.isNull(normalizeTrackingNumber('K'))
  })

  test('the timeline keeps the latest date of a stage reached twice and never invents dates', ({
    assert,
  }) => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes))
    const steps = shipmentTimeline(
      'preparing',
      [
        { status: 'accepted', createdAt: at(0) },
        { status: 'preparing', createdAt: at(5) },
        { status: 'preparing', createdAt: at(9) },
      ],
      true
    )
    assert.deepEqual(
      steps.map((step) => [step.status, step.state, step.at?.toISOString() ?? null]),
      [
        ['accepted', 'done', at(0).toISOString()],
        ['preparing', 'current', at(9).toISOString()],
        ['courier_set', 'upcoming', null],
        ['courier_accepted', 'upcoming', null],
        ['on_the_way', 'upcoming', null],
        ['delivered', 'upcoming', null],
      ]
    )
    const deleted = shipmentTimeline('deleted', [{ status: 'deleted', createdAt: at(3) }], false)
    assert.deepEqual(
      deleted.map((step) => [step.status, step.state]),
      [['deleted', 'current']]
    )
  })
})
