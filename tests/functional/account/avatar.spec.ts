import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { url } from '#tests/helpers/urls'

const UPLOAD = url('user_info.avatar', 'en')

/** A real PNG of `width`×`height` pixels (a flat colour). */
function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer()
}

function inputErrors(response: { flashMessages(): Record<string, any> }) {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

async function avatarPathOf(userId: number): Promise<string | null> {
  return (await db.from('users').where('id', userId).firstOrFail()).avatar_path
}

test.group('Profile picture upload', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a PNG is re-encoded to WebP, scaled to fit 960×960, stored under a server-generated name', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .post(UPLOAD)
      .file('avatar', await png(1600, 1200), {
        filename: '../../my photo.png',
        contentType: 'image/png',
      })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', PAGES.user_info.en)
    response.assertFlashMessage('success', 'Your profile picture has been updated.')

    const path = await avatarPathOf(buyer.id)
    assert.match(path!, /^avatars\/[0-9a-f-]{36}\.webp$/)
    const stored = Buffer.from(await drive.use().getBytes(path!))
    const meta = await sharp(stored).metadata()
    assert.equal(meta.format, 'webp')
    assert.equal(meta.width, 960)
    assert.equal(meta.height, 720)

    const served = await client.get(`/uploads/${path}`)
    served.assertStatus(200)
  })

  test('metadata is stripped and the previous picture is removed when a new one arrives', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret GPS owner', Artist: 'Someone' } })
      .toBuffer()
    assert.isDefined((await sharp(jpeg).metadata()).exif)

    await client
      .post(UPLOAD)
      .file('avatar', jpeg, { filename: 'a.jpg' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    const first = (await avatarPathOf(buyer.id))!
    const firstMeta = await sharp(Buffer.from(await drive.use().getBytes(first))).metadata()
    assert.isUndefined(firstMeta.exif)
    assert.equal(firstMeta.width, 300)

    await client
      .post(UPLOAD)
      .file('avatar', await png(200, 200), { filename: 'b.png' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    const second = (await avatarPathOf(buyer.id))!
    assert.notEqual(second, first)
    assert.isFalse(await drive.use().exists(first))
    assert.isTrue(await drive.use().exists(second))
  })

  test('a text file named .png gets a clear message and nothing changes', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .post(UPLOAD)
      .file('avatar', Buffer.from('this is not a picture, just text\n'.repeat(20)), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    assert.equal(
      String(inputErrors(response).avatar),
      'This file is not a picture: upload a JPEG, PNG or WebP image'
    )
    assert.isNull(await avatarPathOf(buyer.id))
  })

  test('a GIF or SVG is refused even though it is an image', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    )
    for (const [bytes, filename] of [
      [gif, 'a.png'],
      [svg, 'b.png'],
    ] as const) {
      const response = await client
        .post(UPLOAD)
        .file('avatar', bytes, { filename })
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
      assert.match(String(inputErrors(response).avatar), /not a picture/, filename)
    }
    assert.isNull(await avatarPathOf(buyer.id))
  })

  test('a picture over 2 MB gets a clear message', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    assert.isAbove(noise.length, 2 * 1024 * 1024)
    const response = await client
      .post(UPLOAD)
      .file('avatar', noise, { filename: 'big.png' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    assert.equal(
      String(inputErrors(response).avatar),
      'The picture is too large: the limit is 2 MB'
    )
    assert.isNull(await avatarPathOf(buyer.id))
  })

  test('no file gets a message; fields named __proto__ and constructor do not break the upload', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const empty = await client
      .post(UPLOAD)
      .field('note', 'x')
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    empty.assertStatus(303)
    assert.match(String(inputErrors(empty).avatar), /Choose a picture/)

    const hostile = await client
      .post(UPLOAD)
      .field('__proto__', 'polluted')
      .field('constructor', 'polluted')
      .field('__proto__[isAdmin]', 'true')
      .file('avatar', await png(64, 64), { filename: 'ok.png' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    hostile.assertStatus(303)
    hostile.assertFlashMessage('success', 'Your profile picture has been updated.')
    assert.isUndefined(({} as any).isAdmin)
    assert.isNotNull(await avatarPathOf(buyer.id))
  })

  test('multipart is not read anywhere else, and the upload needs CSRF and a buyer session', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const contact = await client
      .post(url('contact.store', 'en'))
      .header('referer', '/en/contact')
      .field('name', 'Multipart Person')
      .field('email', 'mp@example.test')
      .field('message', 'Sent as multipart, which this route does not read')
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(contact.status(), 500)
    assert.equal(
      Number(
        (await db.from('contact_messages').where('name', 'Multipart Person').count('* as n'))[0].n
      ),
      0
    )

    const noCsrf = await client
      .post(UPLOAD)
      .file('avatar', await png(64, 64), { filename: 'a.png' })
      .loginAs(buyer)
      .redirects(0)
    assert.notEqual(noCsrf.status(), 500)
    assert.isUndefined(noCsrf.flashMessages().success)
    assert.isNull(await avatarPathOf(buyer.id))
    const seller = await createAccount('seller')
    const asSeller = await client
      .post(UPLOAD)
      .file('avatar', await png(64, 64), { filename: 'a.png' })
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    asSeller.assertStatus(404)
    assert.isNull(await avatarPathOf(buyer.id))
    assert.isNull(await avatarPathOf(seller.id))
  })

  test('the picture can be removed', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    await client
      .post(UPLOAD)
      .file('avatar', await png(64, 64), { filename: 'a.png' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    const path = (await avatarPathOf(buyer.id))!
    const response = await client.delete(UPLOAD).withCsrfToken().loginAs(buyer).redirects(0)
    response.assertFlashMessage('success', 'Your profile picture has been removed.')
    assert.isNull(await avatarPathOf(buyer.id))
    assert.isFalse(await drive.use().exists(path))
  })
})
