import { test } from '@japa/runner'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compress, compressibleType, noTransform, varyWithEncoding } from '#lib/compression'

test.group('Compression helpers', () => {
  test('text types are compressible; images, fonts, PDFs, archives and event streams are not', ({
    assert,
  }) => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'text/javascript',
      'application/javascript',
      'text/css',
      'image/svg+xml',
      'application/xml',
      'application/rss+xml',
      'application/ld+json',
      'application/manifest+json',
      'text/csv',
      'TEXT/PLAIN',
    ])
      assert.isTrue(compressibleType(type), type)
    for (const type of [
      undefined,
      '',
      'image/webp',
      'image/png',
      'font/woff2',
      'application/pdf',
      'application/gzip',
      'application/octet-stream',
      'text/event-stream',
    ])
      assert.isFalse(compressibleType(type), String(type))
  })

  test('Vary gains Accept-Encoding once; no-transform is recognised', ({ assert }) => {
    assert.equal(varyWithEncoding(undefined), 'Accept-Encoding')
    assert.equal(varyWithEncoding('X-Inertia'), 'X-Inertia, Accept-Encoding')
    assert.equal(varyWithEncoding('x-inertia, accept-encoding'), 'x-inertia, accept-encoding')
    assert.equal(varyWithEncoding('*'), '*')
    assert.isTrue(noTransform('public, no-transform'))
    assert.isTrue(noTransform('No-Transform'))
    assert.isFalse(noTransform('no-cache'))
    assert.isFalse(noTransform(undefined))
  })

  test('both codings decode to the input at both efforts', ({ assert }) => {
    const body = Buffer.from('<p>Fındıq, qoz və şabalıd — ₼ 12,50</p>'.repeat(200))
    for (const effort of ['dynamic', 'stored'] as const) {
      const br = compress(body, 'br', effort)
      const gz = compress(body, 'gzip', effort)
      assert.isBelow(br.length, body.length / 10)
      assert.deepEqual(brotliDecompressSync(br), body)
      assert.deepEqual(gunzipSync(gz), body)
    }
  })
})
