import { test } from '@japa/runner'
import { databaseUnavailableReason, portOfDatabaseUrl } from '#lib/database_errors'

/** An error as node-postgres, Node's net module or knex throw it. */
function failure(message: string, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), fields)
}

test.group('Database unavailable: which errors mean an outage (issue #22, 8)', () => {
  const ports = [54329]

  test('PostgreSQL shutting down, starting, full or refusing connections', ({ assert }) => {
    assert.equal(
      databaseUnavailableReason(
        failure('terminating connection due to administrator command', { code: '57P01' }),
        ports
      ),
      '57P01'
    )
    assert.equal(
      databaseUnavailableReason(
        failure('the database system is starting up', { code: '57P03' }),
        ports
      ),
      '57P03'
    )
    assert.equal(
      databaseUnavailableReason(
        failure('sorry, too many clients already', { code: '53300' }),
        ports
      ),
      '53300'
    )
    assert.equal(
      databaseUnavailableReason(failure('connection failure', { code: '08006' }), ports),
      '08006'
    )
  })

  test('socket errors count only for the database port, also inside causes and dual-stack aggregates', ({
    assert,
  }) => {
    const refused = failure('connect ECONNREFUSED 127.0.0.1:54329', {
      code: 'ECONNREFUSED',
      port: 54329,
      address: '127.0.0.1',
    })
    assert.equal(databaseUnavailableReason(refused, ports), 'ECONNREFUSED')
    assert.equal(
      databaseUnavailableReason(failure('wrapped', { cause: refused }), ports),
      'ECONNREFUSED'
    )
    const aggregate = Object.assign(
      new AggregateError([failure('::1', { code: 'ECONNREFUSED', port: 54329 }), refused]),
      { code: 'ECONNREFUSED' }
    )
    assert.equal(databaseUnavailableReason(aggregate, ports), 'ECONNREFUSED')
    const gateway = failure('fetch failed', {
      cause: failure('connect ECONNREFUSED 10.0.0.5:443', { code: 'ECONNREFUSED', port: 443 }),
    })
    assert.isNull(
      databaseUnavailableReason(gateway, ports),
      'an unreachable payment gateway is not a database outage'
    )
  })

  test('broken or missing pool connections by message', ({ assert }) => {
    assert.equal(
      databaseUnavailableReason(failure('Connection terminated unexpectedly'), ports),
      'connection'
    )
    assert.equal(
      databaseUnavailableReason(failure('timeout exceeded when trying to connect'), ports),
      'connection'
    )
    assert.equal(
      databaseUnavailableReason(
        failure('Knex: Timeout acquiring a connection. The pool is probably full.'),
        ports
      ),
      'connection'
    )
  })

  test('ordinary errors are not an outage', ({ assert }) => {
    assert.isNull(
      databaseUnavailableReason(failure('duplicate key value', { code: '23505' }), ports)
    )
    assert.isNull(
      databaseUnavailableReason(
        failure('syntax error at or near "SELEC"', { code: '42601' }),
        ports
      )
    )
    assert.isNull(databaseUnavailableReason(new TypeError('x is undefined'), ports))
    assert.isNull(databaseUnavailableReason('Connection terminated', ports))
    assert.isNull(databaseUnavailableReason(null, ports))
  })

  test('the port of a connection string', ({ assert }) => {
    assert.equal(portOfDatabaseUrl('postgres://u:p@127.0.0.1:54329/karvan'), 54329)
    assert.equal(portOfDatabaseUrl('postgres://u:p@db.internal/karvan'), 5432)
    assert.isNull(portOfDatabaseUrl('not a url'))
    assert.isNull(portOfDatabaseUrl(undefined))
  })
})
