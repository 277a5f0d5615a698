import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/**
 * Uploads on S3 (issue 27): `ace uploads:migrate-to-s3` copies the local uploads disk into a
 * bucket through @adonisjs/drive's S3 driver, against s3rver (an S3 fake) on 127.0.0.1, and a
 * second run copies nothing. The configuration is read at boot, so the command runs as its own
 * process with UPLOADS_DISK=s3 and the S3_* settings, as an operator runs it.
 */
test.group('Uploads on S3', (group) => {
  let scratch: string
  let s3: S3rver
  let endpoint: string
  group.each.setup(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'karvan-s3-'))
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(scratch, 's3'),
      configureBuckets: [{ name: 'karvan-test', configs: [] }],
    })
    const { port } = await s3.run()
    endpoint = `http://127.0.0.1:${port}`
    return async () => {
      await s3.close()
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  test('migrate-to-s3 copies images (public, cached a year) and documents, then resumes with nothing left', async ({
    assert,
  }) => {
    const uploads = join(scratch, 'uploads')
    mkdirSync(join(uploads, 'products', '12'), { recursive: true })
    mkdirSync(join(uploads, 'documents', '3'), { recursive: true })
    writeFileSync(join(uploads, 'products', '12', 'abc-480.webp'), Buffer.from('RIFF-webp-bytes'))
    writeFileSync(join(uploads, 'documents', '3', 'def.pdf'), Buffer.from('%PDF-1.4 test'))
    const env = {
      ...process.env,
      UPLOADS_DIR: uploads,
      UPLOADS_DISK: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'karvan-test',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/karvan-test`,
    }
    // Asynchronous: s3rver answers from this process's event loop.
    const run = () =>
      promisify(execFile)(process.execPath, ['ace.js', 'uploads:migrate-to-s3'], {
        cwd: app.makePath(),
        env,
        encoding: 'utf8',
        timeout: 90_000,
      })
    const first = await run()
    assert.match(first.stdout, /2 file\(s\) copied/)

    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const image = await client.send(
      new HeadObjectCommand({ Bucket: 'karvan-test', Key: 'products/12/abc-480.webp' })
    )
    assert.equal(image.ContentType, 'image/webp')
    assert.equal(image.CacheControl, 'public, max-age=31536000, immutable')
    const document = await client.send(
      new GetObjectCommand({ Bucket: 'karvan-test', Key: 'documents/3/def.pdf' })
    )
    assert.equal(document.ContentType, 'application/pdf')
    assert.equal(await document.Body!.transformToString(), '%PDF-1.4 test')
    // Served to a buyer through its public URL (the bucket's base here).
    const served = await fetch(`${endpoint}/karvan-test/products/12/abc-480.webp`)
    assert.equal(served.status, 200)
    assert.equal(await served.text(), 'RIFF-webp-bytes')

    const second = await run()
    assert.match(second.stdout, /0 file\(s\) copied .*2 already in the bucket, 0 failed/)
    client.destroy()
  }).timeout(120_000)
})
