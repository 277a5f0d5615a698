import { test } from '@japa/runner'
import {
  InvalidMobileSignatureTransition,
  MOBILE_SIGNATURE_EVENTS,
  MOBILE_SIGNATURE_STATES,
  MOBILE_SIGNATURE_TRANSITIONS,
  canTransition,
  isFinalState,
  nextMobileSignatureState,
} from '../../../app/state_machines/mobile_signature.js'

test.group('Mobile-signature attempt state machine', () => {
  test('a running attempt can wait, succeed, fail, be cancelled or expire', ({ assert }) => {
    assert.equal(nextMobileSignatureState('running', 'poll'), 'running')
    assert.equal(nextMobileSignatureState('running', 'choose'), 'choosing')
    assert.equal(nextMobileSignatureState('running', 'sign_in'), 'signed_in')
    assert.equal(nextMobileSignatureState('running', 'no_account'), 'not_found')
    assert.equal(nextMobileSignatureState('running', 'fail'), 'failed')
    assert.equal(nextMobileSignatureState('running', 'cancel'), 'cancelled')
    assert.equal(nextMobileSignatureState('running', 'expire'), 'expired')
  })

  test('a certificate choice ends in sign-in, not found, failure, cancel or expiry, never back to waiting', ({
    assert,
  }) => {
    assert.equal(nextMobileSignatureState('choosing', 'sign_in'), 'signed_in')
    assert.equal(nextMobileSignatureState('choosing', 'no_account'), 'not_found')
    assert.equal(nextMobileSignatureState('choosing', 'fail'), 'failed')
    assert.equal(nextMobileSignatureState('choosing', 'cancel'), 'cancelled')
    assert.equal(nextMobileSignatureState('choosing', 'expire'), 'expired')
    assert.isFalse(canTransition('choosing', 'poll'))
    assert.isFalse(canTransition('choosing', 'choose'))
  })

  test('final states accept no event at all: an attempt is single-use', ({ assert }) => {
    const finals = MOBILE_SIGNATURE_STATES.filter(
      (state) => state !== 'running' && state !== 'choosing'
    )
    assert.sameMembers(finals, ['signed_in', 'not_found', 'failed', 'cancelled', 'expired'])
    for (const state of finals) {
      assert.isTrue(isFinalState(state))
      for (const event of MOBILE_SIGNATURE_EVENTS) {
        assert.isFalse(canTransition(state, event))
        assert.throws(
          () => nextMobileSignatureState(state, event),
          InvalidMobileSignatureTransition
        )
      }
    }
    assert.isFalse(isFinalState('running'))
    assert.isFalse(isFinalState('choosing'))
  })

  test('a refused transition names where it came from and what was tried', ({ assert }) => {
    try {
      nextMobileSignatureState('signed_in', 'sign_in')
      assert.fail('expected an error')
    } catch (error) {
      assert.instanceOf(error, InvalidMobileSignatureTransition)
      assert.equal((error as InvalidMobileSignatureTransition).from, 'signed_in')
      assert.equal((error as InvalidMobileSignatureTransition).event, 'sign_in')
      assert.equal(
        (error as InvalidMobileSignatureTransition).code,
        'E_INVALID_MOBILE_SIGNATURE_TRANSITION'
      )
    }
  })

  test('the table only names known states and events, and every state is reachable from running', ({
    assert,
  }) => {
    const reached = new Set<string>(['running'])
    for (const [from, events] of Object.entries(MOBILE_SIGNATURE_TRANSITIONS)) {
      assert.include(MOBILE_SIGNATURE_STATES, from)
      for (const [event, to] of Object.entries(events)) {
        assert.include(MOBILE_SIGNATURE_EVENTS, event)
        assert.include(MOBILE_SIGNATURE_STATES, to)
        reached.add(to!)
      }
    }
    assert.sameMembers([...reached], [...MOBILE_SIGNATURE_STATES])
  })
})
