import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Locale } from '#lib/route_table'
import { url } from '#tests/helpers/urls'
import { uploadsDir } from '#tests/functional/product_images/helpers'

export { insertProduct } from '#tests/functional/seller/fixtures'
export { uploadsDir }

/** A small valid PDF (header, one empty page, trailer). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1'
)

/** An HTML page with a script, as an attacker would name it `certificate.pdf`. */
export const HTML = Buffer.from(
  '<!doctype html><html><script>alert(document.cookie)</script></html>'
)

/** A picture with camera EXIF, as a phone scan of a certificate would be. */
export function scan(format: 'jpeg' | 'png') {
  return sharp({ create: { width: 60, height: 80, channels: 3, background: '#ddeeff' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private owner' } })
    .toFormat(format)
    .toBuffer()
}

/** The fields of a valid document form. */
export const VALID_FIELDS = {
  kind: 'origin',
  number: 'AZ-2026-00017',
  issuer: 'Azerbaijan Chamber of Commerce and Industry',
  issued_on: '2026-01-15',
  expires_on: '2027-01-14',
  verification_url: 'https://example.org/check?no=AZ-2026-00017',
}

/**
 * Posts the document form to `target` (store, or update of a document) as `user`, multipart:
 * `fields` as text fields (arrays repeat), and the file when given.
 */
export function postDocument(
  client: any,
  user: User,
  fields: Record<string, string | string[]>,
  file?: { bytes: Buffer; name: string; type?: string },
  options: { locale?: Locale; id?: number } = {}
) {
  const locale = options.locale ?? 'en'
  const target =
    options.id === undefined
      ? url('seller_documents.store', locale)
      : url('seller_documents.update', locale, { id: options.id })
  let request = client.post(target)
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) request = request.field(name, one)
  }
  if (file)
    request = request.file('file', file.bytes, {
      filename: file.name,
      contentType: file.type ?? 'application/octet-stream',
    })
  return request.withCsrfToken().loginAs(user).redirects(0)
}

/** Messages flashed under the form's fields by a refused post. */
export function fieldErrors(response: any): Record<string, string> {
  const bag = (response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, string[]>
  return Object.fromEntries(Object.entries(bag).map(([key, list]) => [key, list[0]]))
}

/** company_documents rows of a company, oldest first. */
export function documentRows(companyId: number) {
  return db.from('company_documents').where('company_id', companyId).orderBy('id')
}

/** Inserts a document directly (its file is a stored PDF key that may not exist). */
export async function insertDocument(
  companyId: number,
  fields: Record<string, unknown> = {},
  productIds: number[] = []
): Promise<number> {
  const [row] = await db
    .table('company_documents')
    .insert({
      company_id: companyId,
      kind: 'halal',
      number: 'H-1',
      issuer: 'Halal Board',
      issued_on: '2025-06-01',
      expires_on: null,
      file_key: `documents/${companyId}/missing.pdf`,
      file_type: 'application/pdf',
      file_bytes: 100,
      ...fields,
    })
    .returning('id')
  const id = Number(row.id ?? row)
  if (productIds.length)
    await db
      .table('company_document_products')
      .multiInsert(productIds.map((productId) => ({ document_id: id, product_id: productId })))
  return id
}

/** Whether a stored document key exists on the uploads disk. */
export function storedFile(key: string) {
  return existsSync(join(uploadsDir(), key))
}

/** A date `days` from today on the Baku calendar, YYYY-MM-DD. */
export function bakuDate(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(
    new Date(Date.now() + days * 86_400_000)
  )
}
