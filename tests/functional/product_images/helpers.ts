import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import type { Locale } from '#lib/route_table'
import { url } from '#tests/helpers/urls'
import type User from '#models/user'

export { insertProduct } from '#tests/functional/seller/fixtures'

/** Root of the uploads disk the server writes to. */
export const uploadsDir = () => env.get('UPLOADS_DIR') ?? app.makePath('storage', 'uploads')

/** Upload URL of a product's images. */
export const imagesUrl = (productId: number, locale: Locale = 'en') =>
  url('seller_products.images.store', locale, { id: productId })

/** Edit page the Inertia answers redirect to. */
export const editUrl = (productId: number, locale: Locale = 'en') =>
  url('seller_products.edit', locale, { id: productId })

/** A flat-colour picture of `width`×`height` in `format`. */
export function picture(
  format: 'jpeg' | 'png' | 'webp',
  width = 400,
  height = 500,
  colour = '#3f6b8f'
) {
  return sharp({
    create: { width, height, channels: format === 'png' ? 4 : 3, background: colour },
  })
    .toFormat(format)
    .toBuffer()
}

/** A JPEG carrying camera EXIF (make, copyright) and an orientation tag, as phones write them. */
export function photoWithExif(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: '#c05a28' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private owner' } })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer()
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A complete, valid 1-bit greyscale PNG of `side`×`side` pixels (all black): a pixel flood that is
 * tiny in bytes (20000×20000 = 400 MP in about 50 KB) but would need gigabytes once decoded.
 */
export function pixelFloodPng(side = 20_000) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 1
  const rowBytes = 1 + Math.ceil(side / 8)
  const data = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A GIF that is also valid JavaScript (`GIF89a/*…*\/=1;alert(1)`), the classic GIF/JS polyglot. */
export function gifJsPolyglot() {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    gif.subarray(8),
    Buffer.from('*/=1;alert(document.cookie);', 'latin1'),
  ])
}

/** Sends one file (or whatever `build` adds) to the upload route as `user`. */
export function upload(
  client: any,
  user: User,
  productId: number,
  build: (request: any) => any,
  options: { json?: boolean; locale?: Locale } = {}
) {
  let request = build(client.post(imagesUrl(productId, options.locale)))
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
  if (options.json) request = request.header('accept', 'application/json')
  return request
}

/** Uploads a valid picture through the JSON API and returns the answer body. */
export async function uploadPicture(
  client: any,
  user: User,
  productId: number,
  format: 'jpeg' | 'png' | 'webp' = 'png',
  colour = '#3f6b8f'
) {
  const bytes = await picture(format, 400, 500, colour)
  const response = await upload(
    client,
    user,
    productId,
    (r) => r.file('image', bytes, { filename: `photo.${format}` }),
    { json: true }
  )
  response.assertStatus(201)
  return response.body()
}

/** The message flashed under `images` by an Inertia answer. */
export function imagesError(response: any): string | undefined {
  const bag = response.flashMessages()?.inputErrorsBag as Record<string, string[]> | undefined
  return bag?.images?.[0]
}

/** product_images rows of a product in order. */
export function imageRows(productId: number) {
  return db.from('product_images').where('product_id', productId).orderBy('position').orderBy('id')
}

/** Stored variant files of a product (names under products/{id}/). */
export function storedFiles(productId: number): string[] {
  const dir = join(uploadsDir(), 'products', String(productId))
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

/** Number of `authz_denied` events recorded for `user`. */
export async function denials(user: User) {
  const row = await db
    .from('security_events')
    .where({ event: 'authz_denied', user_id: user.id })
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
