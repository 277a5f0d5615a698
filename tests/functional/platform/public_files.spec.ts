import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

test.group('Public files', () => {
  test('files of public/ are served with caching headers; pages and unknown files are not files', async ({
    client,
    assert,
  }) => {
    const icon = await client.get('/favicon.svg')
    icon.assertStatus(200)
    assert.include(String(icon.header('content-type')), 'image/svg+xml')
    assert.include(String(icon.header('cache-control')), 'max-age=3600')
    assert.notInclude(String(icon.header('cache-control')), 'max-age=31536000', 'not hashed')

    const hashed = readdirSync(app.publicPath('assets')).find((name) => name.endsWith('.js'))!
    const asset = await client.get(`/assets/${hashed}`)
    asset.assertStatus(200)
    assert.equal(asset.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.isAbove(Number(icon.header('content-length')), 0)

    const ssr = readdirSync(app.publicPath('assets/server')).find((name) => name.endsWith('.js'))!
    const serverBundle = await client.get(`/assets/server/${ssr}`)
    serverBundle.assertStatus(404)
    assert.notInclude(serverBundle.text(), 'renderToString', 'the SSR bundle is not sent')

    const missing = await client.get('/assets/no-such-file.js')
    missing.assertStatus(404)

    const page = await client.get('/en/about')
    page.assertStatus(200)
    assert.include(String(page.header('content-type')), 'text/html')
  })
})
