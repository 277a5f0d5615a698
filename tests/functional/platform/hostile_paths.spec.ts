import { test } from '@japa/runner'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { isUploadKey } from '#lib/upload_keys'
import { WARN, rawGet, startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'

/**
 * Paths that try to leave the uploads directory or confuse the file server (issue #22, 7): raw,
 * percent-encoded, with encoded slashes and backslashes, NUL, double-encoded, an overlong UTF-8
 * dot, malformed escapes, dot names.
 */
const HOSTILE = [
  '/uploads/../secret.txt',
  '/uploads/../../storage/app_key',
  '/uploads/products/../../secret.txt',
  '/uploads/%2e%2e/secret.txt',
  '/uploads/%2E%2E/%2e%2e/storage/app_key',
  '/uploads/..%2fsecret.txt',
  '/uploads/..%2F..%2Fstorage%2Fapp_key',
  '/uploads/..%5csecret.txt',
  '/uploads/products/..%5c..%5csecret.txt',
  '/uploads/%00',
  '/uploads/products/ok-480.webp%00.txt',
  '/uploads/%252e%252e/secret.txt',
  '/uploads/%25%32%65%25%32%65/secret.txt',
  '/uploads/%C0%AE%C0%AE/secret.txt',
  '/uploads/%',
  '/uploads/%E2%80%AE',
  '/uploads/..',
  '/uploads/.../secret.txt',
  '/uploads/.hidden',
  '/uploads/products//..//..//secret.txt',
]

test.group('Hostile paths under /uploads (issue #22, 7)', (group) => {
  let server: BuiltServer
  let scratch = ''
  const marker = `secret-${randomUUID()}`
  const picture = `picture-${randomUUID()}`

  group.setup(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'karvan-uploads-'))
    chmodSync(scratch, 0o755)
    mkdirSync(join(scratch, 'uploads', 'products'), { recursive: true })
    writeFileSync(join(scratch, 'secret.txt'), marker)
    writeFileSync(join(scratch, 'uploads', 'products', 'ok-480.webp'), picture)
    server = await startBuiltServer({ UPLOADS_DIR: join(scratch, 'uploads') })
    return async () => {
      await server.stop()
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  test('each answers the localized 404 page, never a file outside the uploads, and logs nothing at warn or error', async ({
    assert,
  }) => {
    const ok = await rawGet(server.url, '/uploads/products/ok-480.webp')
    assert.equal(ok.status, 200)
    assert.equal(ok.text, picture)

    for (const path of HOSTILE) {
      const response = await rawGet(server.url, path)
      assert.equal(response.status, 404, path)
      assert.include(String(response.headers['content-type']), 'text/html', path)
      assert.include(response.text, 'Səhifə tapılmadı', path)
      assert.notInclude(response.text, marker, path)
    }
    const english = await rawGet(server.url, '/en/%C0%AE%C0%AE/secret.txt')
    assert.equal(english.status, 404)
    assert.include(english.text, 'Page not found')

    await new Promise((done) => setTimeout(done, 300))
    const requestLines = server.logs.filter((line) => line.request_id && line.level >= WARN)
    assert.deepEqual(requestLines, [], 'no request logged at warn or error level')
  }).timeout(90_000)

  test('isUploadKey accepts the keys the app writes and nothing that leaves the folder', ({
    assert,
  }) => {
    for (const key of [
      `products/12/${randomUUID()}-480.webp`,
      `avatars/${randomUUID()}.webp`,
      'logos/3/a-240.webp',
      'products/eb08b1a24f1c99de9977-800.webp',
    ]) {
      assert.isTrue(isUploadKey(key.split('/')), key)
    }
    for (const segments of [
      ['..'],
      ['.'],
      ['a', '..', 'b'],
      ['..\\x'],
      ['a/b'],
      ['%2e%2e'],
      ['a\u0000'],
      ['ı.webp'],
      [''],
      [],
      'products/a.webp',
      Array(9).fill('a'),
    ]) {
      assert.isFalse(isUploadKey(segments), JSON.stringify(segments))
    }
  })
})
