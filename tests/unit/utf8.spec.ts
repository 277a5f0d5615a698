import { test } from '@japa/runner'
import { utf8 } from '#lib/utf8'

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
})
