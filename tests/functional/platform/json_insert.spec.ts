import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { jsonInsert } from '#services/database/json_insert'

test.group('jsonInsert (rows written from one JSON binding)', (group) => {
  group.each.setup(async () => {
    await db.rawQuery(`CREATE TABLE IF NOT EXISTS json_insert_probe (
      id serial PRIMARY KEY, name text NOT NULL, amount_minor bigint, rate numeric(18, 6), day date,
      at timestamptz, flag boolean, texts jsonb, created_at timestamptz NOT NULL DEFAULT now())`)
    return () => db.rawQuery('DROP TABLE IF EXISTS json_insert_probe')
  })

  test('every column type arrives as the value it was given; columns left out take their defaults', async ({
    assert,
  }) => {
    const at = new Date('2026-11-22T08:30:00.000Z')
    const rows = [
      {
        name: 'Fındıq “Qax”',
        amount_minor: 900719925474099,
        rate: '1.700000',
        day: '2026-11-21',
        at,
        flag: true,
        texts: { az: 'şəkər', ru: 'сахар' },
      },
      {
        name: "O'Reilly; DROP TABLE x --",
        amount_minor: null,
        rate: null,
        day: null,
        at: null,
        flag: false,
        texts: null,
      },
    ]
    const insert = jsonInsert('json_insert_probe', rows)
    // Run inside a data-modifying CTE, as placing an order does.
    const { rows: returned } = await db.rawQuery(
      `WITH w AS (${insert.sql} RETURNING id) SELECT count(*)::int AS n FROM w`,
      [insert.binding]
    )
    assert.equal(returned[0].n, 2)
    const stored = (
      await db.rawQuery(
        `SELECT name, amount_minor::text, rate::text, to_char(day, 'YYYY-MM-DD') AS day, at, flag, texts, created_at IS NOT NULL AS dated
           FROM json_insert_probe ORDER BY id`
      )
    ).rows
    assert.deepEqual(stored[0], {
      name: 'Fındıq “Qax”',
      amount_minor: '900719925474099',
      rate: '1.700000',
      day: '2026-11-21',
      at,
      flag: true,
      texts: { az: 'şəkər', ru: 'сахар' },
      dated: true,
    })
    assert.deepEqual(stored[1], {
      name: "O'Reilly; DROP TABLE x --",
      amount_minor: null,
      rate: null,
      day: null,
      at: null,
      flag: false,
      texts: null,
      dated: true,
    })
  })

  test('names that are not plain identifiers and empty row lists are refused before any SQL is built', ({
    assert,
  }) => {
    assert.throws(
      () => jsonInsert('json_insert_probe; DROP TABLE users', [{ name: 'x' }]),
      TypeError
    )
    assert.throws(() => jsonInsert('json_insert_probe', [{ 'name) SELECT 1; --': 'x' }]), TypeError)
    assert.throws(() => jsonInsert('json_insert_probe', []), RangeError)
  })
})
