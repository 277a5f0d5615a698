import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { PAGES } from '#lib/route_table'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { ensurePublicSupplier } from '#tests/functional/seller/fixtures'

const LOGO_PATH = url('seller_profile.logo', 'en')
const uploadsDir = () => env.get('UPLOADS_DIR') ?? app.makePath('storage', 'uploads')

/** A photo-like JPEG of `width`×`height` with EXIF (camera, GPS-ish comment) that must not survive. */
function jpegWithExif(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private owner' } })
    .jpeg()
    .toBuffer()
}

function upload(client: any, user: User, build: (request: any) => any, path = LOGO_PATH) {
  return build(client.post(path)).withCsrfToken().loginAs(user).redirects(0)
}

function logoError(response: any): string | undefined {
  const bag = response.flashMessages().inputErrorsBag as Record<string, string[]> | undefined
  return bag?.logo?.[0]
}

test.group('Seller logo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a JPEG is re-encoded to square WebP variants without metadata, under logos/, and shown on the public page', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const jpeg = await jpegWithExif()
    assert.equal((await sharp(jpeg).metadata()).format, 'jpeg')
    assert.isDefined((await sharp(jpeg).metadata()).exif, 'the fixture carries EXIF')
    const response = await upload(client, seller, (r) =>
      r.file('logo', jpeg, { filename: 'my logo.jpg', contentType: 'image/jpeg' })
    )
    response.assertStatus(303)
    assert.equal(response.header('location'), PAGES.seller_profile.en)
    response.assertFlashMessage('success', 'The logo has been updated.')

    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.match(company.logo_path, new RegExp(`^logos/${seller.companyId}/[0-9a-f-]{36}$`))
    assert.notInclude(company.logo_path, 'my logo')
    for (const width of [240, 360, 480, 800]) {
      const file = join(uploadsDir(), `${company.logo_path}-${width}.webp`)
      const meta = await sharp(await readFile(file)).metadata()
      assert.equal(meta.format, 'webp')
      assert.deepEqual([meta.width, meta.height], [width, width])
      assert.isUndefined(meta.exif)
      assert.isUndefined(meta.icc)
    }
    const bytes = await readFile(join(uploadsDir(), `${company.logo_path}-480.webp`))
    assert.notInclude(bytes.toString('latin1'), 'SecretCam')

    const served = await client.get(`/uploads/${company.logo_path}-240.webp`)
    served.assertStatus(200)
    await ensurePublicSupplier(company.id)
    const supplier = inertiaPage(
      (
        await client.get(
          url('supplier_info.show', 'en', { slugId: `${company.slug}-${company.id}` })
        )
      ).text()
    ).props.supplier
    assert.equal(supplier.logo.src, `/uploads/${company.logo_path}-480.webp`)
    const profile = inertiaPage((await client.get(PAGES.seller_profile.en).loginAs(seller)).text())
    assert.equal(profile.props.company.logo.src, `/uploads/${company.logo_path}-480.webp`)
  })

  test('PNG and WebP are accepted by content whatever the file is called; the old logo files are removed', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const png = await sharp({
      create: { width: 120, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    ;(
      await upload(client, seller, (r) =>
        r.file('logo', png, { filename: 'logo.gif', contentType: 'image/gif' })
      )
    ).assertStatus(303)
    const first = (await db.from('companies').where('id', seller.companyId!).firstOrFail())
      .logo_path
    assert.isString(first)

    const webp = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#225588' },
    })
      .webp()
      .toBuffer()
    ;(
      await upload(client, seller, (r) =>
        r.file('logo', webp, { filename: 'logo.txt', contentType: 'text/plain' })
      )
    ).assertStatus(303)
    const second = (await db.from('companies').where('id', seller.companyId!).firstOrFail())
      .logo_path
    assert.notEqual(second, first)
    assert.isFalse(existsSync(join(uploadsDir(), `${first}-480.webp`)))
    assert.isTrue(existsSync(join(uploadsDir(), `${second}-480.webp`)))
  })

  test('files that are not images, too large or missing get a message next to the field and change nothing', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const cases: [string, (r: any) => any, string][] = [
      [
        'text',
        (r) =>
          r.file('logo', Buffer.from('<?php echo "hi"; ?>'), {
            filename: 'logo.png',
            contentType: 'image/png',
          }),
        'This file is not a JPEG, PNG or WebP image',
      ],
      [
        'svg',
        (r) =>
          r.file(
            'logo',
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
            { filename: 'logo.svg' }
          ),
        'This file is not a JPEG, PNG or WebP image',
      ],
      [
        'gif',
        (r) =>
          r.file(
            'logo',
            Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
            { filename: 'logo.gif' }
          ),
        'This file is not a JPEG, PNG or WebP image',
      ],
      [
        'truncated',
        (r) =>
          r.file('logo', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), {
            filename: 'logo.jpg',
          }),
        'This file is not a JPEG, PNG or WebP image',
      ],
      [
        'too large',
        (r) => r.file('logo', Buffer.alloc(2 * 1024 * 1024 + 10, 1), { filename: 'big.jpg' }),
        'The file is larger than 2 MB',
      ],
      ['no file', (r) => r.field('note', 'hello'), 'Choose an image file to upload'],
      [
        'wrong field',
        (r) => r.file('avatar', Buffer.from('x'), { filename: 'a.png' }),
        'Choose an image file to upload',
      ],
      ['urlencoded', (r) => r.form({ logo: 'logo.png' }), 'Choose an image file to upload'],
    ]
    for (const [name, build, message] of cases) {
      const response = await upload(client, seller, build)
      response.assertStatus(303)
      assert.equal(logoError(response), message, name)
    }
    const ru = await upload(
      client,
      seller,
      (r) => r.file('logo', Buffer.alloc(2 * 1024 * 1024 + 10, 1), { filename: 'big.jpg' }),
      url('seller_profile.logo', 'ru')
    )
    assert.equal(logoError(ru), 'Файл больше 2 МБ')
    assert.isNull(
      (await db.from('companies').where('id', seller.companyId!).firstOrFail()).logo_path
    )
  })

  test('fields named __proto__ or constructor cannot break the upload route', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer()
    const response = await upload(client, seller, (r) =>
      r
        .field('__proto__', 'polluted')
        .field('constructor', 'x')
        .field('constructor[prototype][admin]', '1')
        .field('__proto__[isAdmin]', 'true')
        .file('logo', png, { filename: 'logo.png' })
    )
    response.assertStatus(303)
    assert.isUndefined(logoError(response))
    assert.isUndefined(({} as any).isAdmin)
    assert.isString(
      (await db.from('companies').where('id', seller.companyId!).firstOrFail()).logo_path
    )

    const only = await upload(client, seller, (r) =>
      r.file('__proto__', png, { filename: 'logo.png' })
    )
    only.assertStatus(303)
    assert.equal(logoError(only), 'Choose an image file to upload')
  })

  test('the logo can be removed; the supplier falls back to its monogram', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#448822' },
    })
      .png()
      .toBuffer()
    await upload(client, seller, (r) => r.file('logo', png, { filename: 'logo.png' }))
    const base = (await db.from('companies').where('id', seller.companyId!).firstOrFail()).logo_path
    const response = await client.delete(LOGO_PATH).withCsrfToken().loginAs(seller).redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('success', 'The logo has been removed.')
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.isNull(company.logo_path)
    assert.isFalse(existsSync(join(uploadsDir(), `${base}-240.webp`)))
    await ensurePublicSupplier(company.id)
    const supplier = inertiaPage(
      (
        await client.get(
          url('supplier_info.show', 'en', { slugId: `${company.slug}-${company.id}` })
        )
      ).text()
    ).props.supplier
    assert.isNull(supplier.logo)
  })

  test('an upload without a CSRF token is refused', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#448822' },
    })
      .png()
      .toBuffer()
    const response = await client
      .post(LOGO_PATH)
      .file('logo', png, { filename: 'logo.png' })
      .loginAs(seller)
      .redirects(0)
    assert.notEqual(response.status(), 303)
    assert.isNull(
      (await db.from('companies').where('id', seller.companyId!).firstOrFail()).logo_path
    )
  })
})
