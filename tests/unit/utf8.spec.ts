import { test } from '@japa/runner'
import { utf8, utf8Joined } from '#lib/utf8'

test.group('utf8', () => {
  test('gives the bytes Buffer.from gives, in a buffer of their own', ({ assert }) => {
    const texts = [
      '',
      'plain ASCII',
      'Fındıq ləpəsi, şəkər — ₼12.50',
      'Фундук очищенный',
      'emoji 🌰 and a lone surrogate \ud800 end',
      'ə'.repeat(40_000),
      '🌰'.repeat(300_000),
      'x'.repeat(1_500_000),
    ]
    const buffers = texts.map((text) => utf8(text))
    texts.forEach((text, i) => {
      assert.isTrue(buffers[i].equals(Buffer.from(text)), `text ${i}`)
      assert.equal(buffers[i].length, Buffer.byteLength(text))
    })
    // Later encodings do not overwrite earlier results.
    assert.equal(buffers[2].toString(), texts[2])
  })

  test('joins texts and buffers as the bytes of the joined text', ({ assert }) => {
    const parts = [
      '{"name":',
      Buffer.from('"Fındıq ləpəsi"'),
      '',
      ',"ru":"Фундук 🌰"',
      Buffer.alloc(0),
      '}',
    ]
    const joined = parts.map((part) => part.toString()).join('')
    const bytes = utf8Joined(parts)
    assert.isTrue(bytes.equals(Buffer.from(joined)))
    assert.deepEqual(JSON.parse(bytes.toString()), { name: 'Fındıq ləpəsi', ru: 'Фундук 🌰' })
    // Beyond the scratch space: the same bytes
    const large = ['ə'.repeat(1_000_000), Buffer.from('x'.repeat(2_000_000)), 'end']
    assert.isTrue(
      utf8Joined(large).equals(Buffer.from(large.map((part) => part.toString()).join('')))
    )
    assert.equal(utf8Joined([]).length, 0)
  })
})
