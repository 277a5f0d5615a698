import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import { fileOf, readMultipartForm, type SingleUpload } from '#services/images/multipart_form'
import { loadSharp } from '#services/images/load_sharp'

/** Largest document file accepted, in bytes (issue 25: ≤ 10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

/** Decoded pixel ceiling for scans and photos of certificates (a small file cannot expand into a huge bitmap). */
const DOCUMENT_MAX_PIXELS = 60_000_000

/** Folder of document files on the uploads disk; never served by /uploads (upload_files_middleware). */
export const DOCUMENT_FOLDER = 'documents'

/** Stored content types, decided from the content (magic bytes), never from the name or declared type. */
export type DocumentFileType = 'application/pdf' | 'image/jpeg' | 'image/png'

/** Text fields of the document form, exactly as typed (strings; `product_ids` may repeat). */
export interface DocumentFormFields {
  kind?: string
  number?: string
  issuer?: string
  issued_on?: string
  expires_on?: string
  verification_url?: string
  product_ids: string[]
}

/** The document form of a multipart request: its known text fields and the file's state. */
export interface DocumentForm {
  fields: DocumentFormFields
  file: SingleUpload
}

const TEXT_FIELDS = [
  'kind',
  'number',
  'issuer',
  'issued_on',
  'expires_on',
  'verification_url',
] as const

/**
 * Reads the document form from a multipart/form-data request the body parser left alone
 * (multipart is off globally: config/bodyparser.ts), with the platform's FormData parser. Only
 * the known field names are picked, into a fresh object, so names such as `__proto__` never
 * become object keys. A file past DOCUMENT_MAX_BYTES (or a body past 12 MB, cut off) is
 * `too_large`; no file is `missing`. A body that is not multipart gives empty fields.
 */
export async function readDocumentForm(request: IncomingMessage): Promise<DocumentForm> {
  const empty: DocumentForm = { fields: { product_ids: [] }, file: { status: 'missing' } }
  const form = await readMultipartForm(request)
  if (form === 'too_large') return { ...empty, file: { status: 'too_large' } }
  if (form === 'unreadable') return empty
  const fields: DocumentFormFields = { product_ids: [] }
  for (const name of TEXT_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') fields[name] = value
  }
  // Repeated `product_ids`, `product_ids[]` or Inertia's indexed `product_ids[0]`, `product_ids[1]`…
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && /^product_ids(\[\d{0,4}\])?$/.test(name))
      fields.product_ids.push(value)
  }
  return { fields, file: await fileOf(form, 'file', DOCUMENT_MAX_BYTES) }
}

/** The uploaded bytes are not a PDF, JPEG or PNG (by content), or the image cannot be decoded. */
export class NotADocumentFileError extends Error {}

/**
 * The file's type from its first bytes: `%PDF-` → PDF, `FF D8 FF` → JPEG, the 8-byte PNG
 * signature → PNG; anything else (HTML, SVG, ZIP, a PNG's bytes cut short…) → null.
 */
export function sniffDocumentType(bytes: Buffer): DocumentFileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg'
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(png)) return 'image/png'
  return null
}

/**
 * Prepares an upload for storage: PDFs are kept byte for byte (header checked; they are only ever
 * served as attachments under a sandbox CSP), JPEG and PNG are decoded and re-encoded in the same
 * format by sharp — upright, metadata (EXIF, GPS, XMP) dropped, trailing bytes never read.
 * Throws NotADocumentFileError.
 */
export async function prepareDocumentFile(
  bytes: Buffer
): Promise<{ type: DocumentFileType; bytes: Buffer }> {
  const type = sniffDocumentType(bytes)
  if (!type) throw new NotADocumentFileError('unknown content')
  if (type === 'application/pdf') return { type, bytes }
  const sharp = await loadSharp()
  try {
    const image = sharp(bytes, { limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    const expected = type === 'image/jpeg' ? 'jpeg' : 'png'
    if (meta.format !== expected || (meta.pages ?? 1) > 1) throw new NotADocumentFileError()
    const output =
      type === 'image/jpeg'
        ? await image.rotate().jpeg({ quality: 88 }).toBuffer()
        : await image.rotate().png().toBuffer()
    return { type, bytes: output }
  } catch (error) {
    if (error instanceof NotADocumentFileError) throw error
    throw new NotADocumentFileError((error as Error).message)
  }
}

/** File extension of a stored type. */
function extensionOf(type: DocumentFileType) {
  return type === 'application/pdf' ? 'pdf' : type === 'image/jpeg' ? 'jpg' : 'png'
}

/** Stores a prepared file as `documents/<companyId>/<uuid>.<ext>`; returns the disk key. */
export async function storeDocumentFile(
  companyId: number,
  file: { type: DocumentFileType; bytes: Buffer }
): Promise<string> {
  const key = `${DOCUMENT_FOLDER}/${companyId}/${randomUUID()}.${extensionOf(file.type)}`
  // Private on S3 (no public URL): read back through the drive by the documents controller only.
  await drive.use().put(key, file.bytes, { contentType: file.type, visibility: 'private' })
  return key
}

/** Reads a stored document file (null when it is missing on disk). */
export async function readDocumentFile(key: string): Promise<Buffer | null> {
  if (!key.startsWith(`${DOCUMENT_FOLDER}/`) || key.includes('..')) return null
  try {
    return Buffer.from(await drive.use().getBytes(key))
  } catch {
    return null
  }
}

/** Removes a stored document file; only keys under documents/ are touched, a missing file is no error. */
export async function removeDocumentFile(key: string | null | undefined) {
  if (!key || !key.startsWith(`${DOCUMENT_FOLDER}/`) || key.includes('..')) return
  try {
    await drive.use().delete(key)
  } catch (error) {
    logger.warn({ err: error, key }, 'document file could not be removed')
  }
}
