import { test } from '@japa/runner'
import { rawPasswordFields } from '#lib/password_fields'

test.group('Password fields read from the raw body (DESIGN §6: never altered)', () => {
  test('form bodies: the values as sent, percent-decoded, spaces and + kept as spaces', ({
    assert,
  }) => {
    const raw =
      'email=a%40b.az&password=%20%20Bo%C5%9Fluqlu-%C5%9Eifr%C9%99-9%20%20&password_confirmation=+x+&current_password=Q%00w'
    assert.deepEqual(rawPasswordFields(raw, 'urlencoded'), {
      password: '  Boşluqlu-Şifrə-9  ',
      password_confirmation: ' x ',
      current_password: 'Q\u0000w',
    })
  })

  test('JSON bodies: top-level strings only', ({ assert }) => {
    const raw = JSON.stringify({
      password: '  Pw  ',
      password_confirmation: ['  Pw  '],
      current_password: { $ne: '' },
      nested: { password: ' x ' },
    })
    assert.deepEqual(rawPasswordFields(raw, 'json'), { password: '  Pw  ' })
  })

  test('empty, repeated, bracketed or unreadable values are left to the parsed body', ({
    assert,
  }) => {
    assert.deepEqual(
      rawPasswordFields(
        'password=&password_confirmation=a&password_confirmation=b&current_password[0]=x',
        'urlencoded'
      ),
      {}
    )
    assert.deepEqual(rawPasswordFields('{"password": ', 'json'), {})
    assert.deepEqual(rawPasswordFields('["password"]', 'json'), {})
    assert.deepEqual(rawPasswordFields('password=x', 'multipart'), {})
    assert.deepEqual(rawPasswordFields(null, 'json'), {})
  })
})
