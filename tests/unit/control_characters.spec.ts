import { test } from '@japa/runner'
import { dropControlCharacters, withoutControlCharacters } from '#lib/control_characters'

test.group('Control characters in input', () => {
  test('C0 controls and DEL go; tab, line breaks and every printable letter stay', ({ assert }) => {
    assert.equal(withoutControlCharacters('a\u0000b\u0007c\u001b[1md\u007fe'), 'abc[1mde')
    assert.equal(withoutControlCharacters('tab\there\r\nnext\nline'), 'tab\there\r\nnext\nline')
    const text = 'Şəki halvası — фундук 🌰 ünvan'
    assert.strictEqual(withoutControlCharacters(text), text)
  })

  test('parsed input is cleaned in place at every depth; uploaded-file objects are left alone', ({
    assert,
  }) => {
    class Upload {
      clientName = 'a\u0000b.jpg'
    }
    const upload = new Upload()
    const body: Record<string, any> = {
      name: 'Ni\u0000gar',
      nested: { list: ['x\u0001', 2, null, { deep: '\u0000y' }] },
      file: upload,
      count: 3,
    }
    assert.isTrue(dropControlCharacters(body))
    assert.deepEqual(body, {
      name: 'Nigar',
      nested: { list: ['x', 2, null, { deep: 'y' }] },
      file: upload,
      count: 3,
    })
    assert.equal(upload.clientName, 'a\u0000b.jpg')
    assert.isFalse(dropControlCharacters({ clean: 'text', n: 1 }))
    assert.isFalse(dropControlCharacters('not an object'))
  })
})
