import { test } from '@japa/runner'
import { etagOf, jsonAnswerOf } from '#services/api/api_http'

test.group('API JSON answers', () => {
  test('are the bytes of JSON.stringify, lists written item by item included', ({ assert }) => {
    const bodies: unknown[] = [
      { data: [], next_cursor: null, limit: 24 },
      { data: [{ name: 'Fındıq ləpəsi', price: '₼12.50' }, { name: 'plain' }], limit: 2 },
      { data: [{ ru: 'Фундук 🌰' }, undefined, null, 'x'] },
      { data: { not: 'a list' } },
      { meta: 1, data: ['data not first'] },
      [{ data: [1] }],
      { data: [{ a: undefined, b: 'ə'.repeat(5_000) }], next_cursor: 'abc', skipped: undefined },
      'a string',
    ]
    for (const body of bodies) {
      const answer = jsonAnswerOf(body)
      const expected = Buffer.from(JSON.stringify(body))
      assert.isTrue(answer.body.equals(expected), JSON.stringify(body).slice(0, 60))
      assert.equal(answer.etag, etagOf(expected))
    }
  })
})
