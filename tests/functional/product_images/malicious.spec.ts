import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import {
  gifJsPolyglot,
  imageRows,
  imagesError,
  imagesUrl,
  insertProduct,
  picture,
  pixelFloodPng,
  storedFiles,
  upload,
  uploadsDir,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

const NOT_IMAGE = 'This file is not a JPEG, PNG or WebP image.'
const TOO_LARGE = 'The file is larger than 5 MB.'
const MISSING = 'Choose an image file to upload.'
const FLOOD = 'The image has too many pixels: at most 40 megapixels are accepted.'

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
    '<script>fetch("/steal?c="+document.cookie)</script><rect width="100" height="100" fill="red"/></svg>'
)
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>'
)

test.group('Product images: malicious uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every bad file of DESIGN §6 gets a clear message (JSON and Inertia), stores nothing, and the app keeps answering', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const flood = pixelFloodPng()
    const small = await picture('png', 20, 20)
    assert.isBelow(flood.length, 100_000, 'the pixel flood is tiny in bytes')
    const cases: [string, (r: any) => any, string][] = [
      [
        'SVG with script',
        (r) =>
          r.file('image', SVG_WITH_SCRIPT, { filename: 'logo.svg', contentType: 'image/svg+xml' }),
        NOT_IMAGE,
      ],
      [
        'SVG renamed .jpg',
        (r) =>
          r.file('image', SVG_WITH_SCRIPT, { filename: 'photo.jpg', contentType: 'image/jpeg' }),
        NOT_IMAGE,
      ],
      [
        'HTML renamed .png',
        (r) => r.file('image', HTML_PAGE, { filename: 'photo.png', contentType: 'image/png' }),
        NOT_IMAGE,
      ],
      [
        'GIF/JS polyglot',
        (r) =>
          r.file('image', gifJsPolyglot(), { filename: 'photo.jpg', contentType: 'image/jpeg' }),
        NOT_IMAGE,
      ],
      [
        'truncated JPEG',
        (r) =>
          r.file('image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), {
            filename: 'a.jpg',
          }),
        NOT_IMAGE,
      ],
      [
        'pixel flood 20000×20000 PNG',
        (r) => r.file('image', flood, { filename: 'flood.png', contentType: 'image/png' }),
        FLOOD,
      ],
      [
        '5 MB + 1 byte',
        (r) => r.file('image', Buffer.alloc(5 * 1024 * 1024 + 1, 7), { filename: 'big.jpg' }),
        TOO_LARGE,
      ],
      [
        '13 MB body',
        (r) => r.file('image', Buffer.alloc(13 * 1024 * 1024, 7), { filename: 'huge.jpg' }),
        TOO_LARGE,
      ],
      ['empty file', (r) => r.file('image', Buffer.alloc(0), { filename: 'empty.jpg' }), MISSING],
      ['no file', (r) => r.field('note', 'hello'), MISSING],
      ['wrong field', (r) => r.file('photo', Buffer.from('x'), { filename: 'a.png' }), MISSING],
      [
        'file in a __proto__ field',
        (r) => r.file('__proto__', small, { filename: 'a.png' }),
        MISSING,
      ],
      ['url-encoded body', (r) => r.form({ image: 'photo.png' }), MISSING],
    ]
    for (const [name, build, message] of cases) {
      const json = await upload(client, seller, productId, build, { json: true })
      assert.equal(json.status(), 422, name)
      assert.equal(json.body().error, message, name)
      assert.deepEqual(json.body().images, [], name)

      const inertia = await upload(client, seller, productId, build)
      inertia.assertStatus(303)
      assert.equal(imagesError(inertia), message, name)

      ;(await client.get(url('about', 'en'))).assertStatus(200)
    }
    assert.lengthOf(await imageRows(productId), 0)
    assert.deepEqual(storedFiles(productId), [])
  })

  test('messages come in the page language', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const expected = {
      az: [
        'Bu fayl JPEG, PNG və ya WebP şəkli deyil.',
        'Fayl 5 MB-dan böyükdür.',
        'Şəkil piksel sayına görə çox böyükdür: ən çox 40 meqapiksel qəbul olunur.',
      ],
      ru: [
        'Этот файл не является изображением JPEG, PNG или WebP.',
        'Файл больше 5 МБ.',
        'В изображении слишком много пикселей: принимается не более 40 мегапикселей.',
      ],
    }
    for (const [locale, [notImage, tooLarge, flood]] of Object.entries(expected)) {
      const options = { locale: locale as 'az' | 'ru' }
      assert.equal(
        imagesError(
          await upload(
            client,
            seller,
            productId,
            (r) => r.file('image', HTML_PAGE, { filename: 'a.png' }),
            options
          )
        ),
        notImage
      )
      assert.equal(
        imagesError(
          await upload(
            client,
            seller,
            productId,
            (r) => r.file('image', Buffer.alloc(5 * 1024 * 1024 + 1), { filename: 'a.png' }),
            options
          )
        ),
        tooLarge
      )
      assert.equal(
        imagesError(
          await upload(
            client,
            seller,
            productId,
            (r) => r.file('image', pixelFloodPng(), { filename: 'a.png' }),
            options
          )
        ),
        flood
      )
    }
  })

  test('a JPEG with appended HTML and a ZIP is re-encoded: the trailing payload is gone', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const jpeg = await picture('jpeg', 640, 800)
    const payload = Buffer.concat([
      Buffer.from('<html><script>alert("KARVAN-PAYLOAD")</script></html>'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('KARVAN-PAYLOAD-zip-entry.txt'),
    ])
    const polyglot = Buffer.concat([jpeg, payload])
    const response = await upload(
      client,
      seller,
      productId,
      (r) => r.file('image', polyglot, { filename: 'photo.jpg' }),
      { json: true }
    )
    response.assertStatus(201)
    const [row] = await imageRows(productId)
    for (const width of [240, 360, 480, 800]) {
      for (const [extension, format] of [
        ['webp', 'webp'],
        ['avif', 'heif'],
      ]) {
        const stored = await readFile(join(uploadsDir(), `${row.path_base}-${width}.${extension}`))
        assert.equal((await sharp(stored).metadata()).format, format)
        assert.notInclude(stored.toString('latin1'), 'KARVAN-PAYLOAD')
        assert.notInclude(stored.toString('latin1'), '<script')
      }
    }
  })

  test('a path-like file name is ignored: the file is stored under a server-generated name', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const png = await picture('png', 120, 150)
    for (const filename of [
      '../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/etc/shadow.png',
      'a%2F..%2Fb.png',
    ]) {
      const response = await upload(
        client,
        seller,
        productId,
        (r) => r.file('image', png, { filename }),
        { json: true }
      )
      response.assertStatus(201)
    }
    const rows = await imageRows(productId)
    assert.lengthOf(rows, 4)
    for (const row of rows) {
      assert.match(row.path_base, new RegExp(`^products/${productId}/[0-9a-f-]{36}$`))
      assert.notInclude(row.path_base, 'passwd')
    }
    assert.isFalse(existsSync(join(uploadsDir(), 'etc')))
    assert.isFalse(existsSync(join(uploadsDir(), 'products', 'etc')))
    /** Four images, one WebP and one AVIF per width (240, 360, 480, 800) each, and nothing else. */
    assert.lengthOf(storedFiles(productId), 32)
  })

  test('fields named __proto__, constructor or prototype cannot pollute objects or break the route', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const png = await picture('png', 64, 80)
    const response = await upload(client, seller, productId, (r) =>
      r
        .field('__proto__', 'polluted')
        .field('__proto__[isAdmin]', 'true')
        .field('constructor', 'x')
        .field('constructor[prototype][polluted]', 'yes')
        .field('prototype', 'y')
        .file('image', png, { filename: 'photo.png' })
    )
    response.assertStatus(303)
    assert.isUndefined(imagesError(response))
    assert.isUndefined(({} as any).isAdmin)
    assert.isUndefined(({} as any).polluted)
    assert.lengthOf(await imageRows(productId), 1)

    const reorder = await client
      .post(url('seller_products.images.reorder', 'en', { id: productId }))
      .form({ '__proto__[ids]': '1', 'constructor[prototype][ids]': '2' })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(seller)
    reorder.assertStatus(422)
    assert.isUndefined(({} as any).ids)
    ;(await client.get(url('about', 'en'))).assertStatus(200)
  })

  test('an upload without a CSRF token is refused and stores nothing', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const png = await picture('png', 64, 80)
    const response = await client
      .post(imagesUrl(productId))
      .file('image', png, { filename: 'photo.png' })
      .loginAs(seller)
      .redirects(0)
    assert.notInclude([200, 201, 303], response.status())
    assert.lengthOf(await imageRows(productId), 0)
  })
})
