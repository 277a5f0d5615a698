import { test } from '@japa/runner'
import { bakuToday } from '#services/rates/rates_source'

test.group('bakuToday (kept day)', () => {
  test('follows the Baku day (UTC+4) across midnight, back and forth', ({ assert }) => {
    /** 19:59:59.999 UTC is 23:59:59.999 in Baku; 20:00 UTC is the next day there. */
    assert.equal(bakuToday(new Date('2026-11-27T19:59:59.999Z')), '2026-11-27')
    assert.equal(bakuToday(new Date('2026-11-27T20:00:00.000Z')), '2026-11-28')
    assert.equal(bakuToday(new Date('2026-11-27T19:59:59.999Z')), '2026-11-27')
    assert.equal(bakuToday(new Date('2026-11-26T20:00:00.000Z')), '2026-11-27')
    assert.equal(bakuToday(new Date('2026-11-26T19:59:59.999Z')), '2026-11-26')
    assert.equal(bakuToday(new Date('2027-03-28T21:30:00.000Z')), '2027-03-29')
  })
})
