import { test } from '@japa/runner'
import {
  InvalidProductTransition,
  PRODUCT_EVENTS,
  PRODUCT_EVENT_ACTORS,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  nextProductStatus,
  type ProductEvent,
  type ProductStatus,
} from '../../../app/state_machines/product_status.js'

/** Every allowed move (DESIGN §4 Products): [from, event, changedSinceApproval, to]. */
const ALLOWED: [ProductStatus, ProductEvent, boolean, ProductStatus][] = [
  ['draft', 'submit', false, 'in_review'],
  ['draft', 'archive', false, 'archived'],
  ['rejected', 'submit', false, 'in_review'],
  ['rejected', 'archive', false, 'archived'],
  ['in_review', 'approve', false, 'published'],
  ['in_review', 'reject', false, 'rejected'],
  ['in_review', 'withdraw', false, 'draft'],
  ['published', 'archive', false, 'archived'],
  ['published', 'archive', true, 'archived'],
  ['published', 'approve', true, 'published'],
  ['published', 'reject', true, 'rejected'],
  ['archived', 'restore', false, 'draft'],
]

test.group('Product status state machine', () => {
  test('every allowed transition gives its next status', ({ assert }) => {
    for (const [from, event, changed, to] of ALLOWED) {
      assert.equal(
        nextProductStatus(from, event, changed),
        to,
        `${from} --${event}${changed ? ' (changed)' : ''}-->`
      )
    }
  })

  test('the table holds exactly the allowed transitions', ({ assert }) => {
    const fromTable = PRODUCT_STATUSES.flatMap((from) =>
      Object.entries(PRODUCT_TRANSITIONS[from]).map(([event, to]) => `${from}:${event}:${to}`)
    ).sort()
    const expected = [
      ...new Set(ALLOWED.map(([from, event, , to]) => `${from}:${event}:${to}`)),
    ].sort()
    assert.deepEqual(fromTable, expected)
  })

  test('everything else is refused with InvalidProductTransition carrying from and event', ({
    assert,
  }) => {
    const allowed = new Set(ALLOWED.map(([from, event, changed]) => `${from}:${event}:${changed}`))
    let refused = 0
    for (const from of PRODUCT_STATUSES) {
      for (const event of PRODUCT_EVENTS) {
        for (const changed of [false, true]) {
          const key = `${from}:${event}:${changed}`
          // the flag only matters for a published product; elsewhere it is ignored
          const permitted =
            allowed.has(key) || (from !== 'published' && allowed.has(`${from}:${event}:false`))
          if (permitted) continue
          refused += 1
          try {
            nextProductStatus(from, event, changed)
            assert.fail(`${key} should be refused`)
          } catch (error) {
            assert.instanceOf(error, InvalidProductTransition, key)
            const invalid = error as InvalidProductTransition
            assert.equal(invalid.code, 'E_INVALID_PRODUCT_TRANSITION')
            assert.equal(invalid.from, from)
            assert.equal(invalid.event, event)
          }
        }
      }
    }
    assert.isAbove(refused, 30)
  })

  test('a sample of refusals an admin or producer could try', ({ assert }) => {
    const samples: [ProductStatus, ProductEvent, boolean][] = [
      ['draft', 'approve', false],
      ['draft', 'reject', false],
      ['published', 'approve', false],
      ['published', 'reject', false],
      ['published', 'submit', true],
      ['rejected', 'approve', false],
      ['archived', 'approve', false],
      ['archived', 'submit', false],
      ['in_review', 'submit', false],
      ['in_review', 'archive', false],
      ['draft', 'restore', false],
    ]
    for (const [from, event, changed] of samples) {
      assert.throws(
        () => nextProductStatus(from, event, changed),
        `Product cannot "${event}" from "${from}"`
      )
    }
  })

  test('only admins approve or reject; the producer fires the rest', ({ assert }) => {
    assert.deepEqual(
      PRODUCT_EVENTS.filter((event) => PRODUCT_EVENT_ACTORS[event] === 'admin'),
      ['approve', 'reject']
    )
    assert.deepEqual(
      PRODUCT_EVENTS.filter((event) => PRODUCT_EVENT_ACTORS[event] === 'seller'),
      ['submit', 'withdraw', 'archive', 'restore']
    )
  })
})
