import { test } from '@japa/runner'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { uploadsLocation } from '#config/drive'

/**
 * Uploaded files are answered before the router (app/middleware/upload_files_middleware.ts):
 * no session is read or written for an image, so the images a page loads cannot take the flash
 * message a form post left for the page it redirects to.
 */
test.group('Uploaded files are served without the session', (group) => {
  const name = `${randomUUID()}-240.webp`
  const bytes = `picture-${randomUUID()}`

  group.setup(() => {
    mkdirSync(join(uploadsLocation, 'products'), { recursive: true })
    writeFileSync(join(uploadsLocation, 'products', name), bytes)
  })

  test('an image request with a session and a waiting flash message sets no cookie and keeps the flash', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(`/uploads/products/${name}`)
      .withSession({ cart: { entries: [] } })
      .withFlashMessages({ success: 'Added to the cart. Quantity in the cart: 1' })
    response.assertStatus(200)
    assert.equal(Number(response.header('content-length')), bytes.length)
    assert.include(String(response.header('content-type')), 'image/webp')
    assert.isUndefined(response.header('set-cookie'), 'no session cookie written')
    assert.equal(
      response.header('cache-control'),
      'public, max-age=31536000, immutable',
      'a stored key never changes content'
    )
    assert.isDefined(response.header('x-content-type-options'), 'security headers still sent')
  })

  test('HEAD answers too; a missing file and a hostile key get the 404 page', async ({
    client,
    assert,
  }) => {
    ;(await client.head(`/uploads/products/${name}`)).assertStatus(200)
    const missing = await client.get(`/uploads/products/missing-${name}`)
    missing.assertStatus(404)
    assert.include(missing.text(), 'Səhifə tapılmadı')
    assert.notInclude(missing.text(), 'ENOENT', 'no file-system error or path shown')
    const hostile = await client.get('/uploads/products/..%2f..%2fapp_key')
    hostile.assertStatus(404)
    assert.include(hostile.text(), 'Səhifə tapılmadı')
  })
})
