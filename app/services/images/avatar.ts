import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import { uploadUrl } from '#services/images/upload_url'
import logger from '@adonisjs/core/services/logger'
import { fileOf, readMultipartForm, type SingleUpload } from '#services/images/multipart_form'
import { loadSharp } from '#services/images/load_sharp'

export type { SingleUpload }

/** Largest profile picture accepted, in bytes (issue 4: ≤ 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** Longest side of a stored profile picture in pixels (SPEC §5: profile 960×960 recommended). */
export const AVATAR_SIZE = 960

/** Decoded pixel ceiling: a small file cannot expand into a huge bitmap (decompression bomb). */
const AVATAR_MAX_PIXELS = 40_000_000

/** Formats accepted, decided from the file's content by sharp, never by its name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** Folder of profile pictures on the uploads disk (served under /uploads/avatars/…). */
const AVATAR_FOLDER = 'avatars'

/**
 * Reads one file field from a multipart/form-data request whose body the body parser left
 * alone (multipart is off globally, see config/bodyparser.ts), with the platform's FormData
 * parser: field names — `__proto__`, `constructor`… — stay FormData entries, never object
 * keys, and every other field is ignored. A file larger than `maxBytes` gives `too_large`; a
 * body past MULTIPART_HARD_LIMIT is cut off (`too_large`); a malformed body or no file gives `missing`.
 */
export async function readSingleFile(
  request: IncomingMessage,
  field: string,
  maxBytes: number
): Promise<SingleUpload> {
  const form = await readMultipartForm(request)
  if (form === 'too_large') return { status: 'too_large' }
  if (form === 'unreadable') return { status: 'missing' }
  return fileOf(form, field, maxBytes)
}

/** The uploaded bytes are not a JPEG, PNG or WebP image sharp can decode within the pixel limit. */
export class NotAnImageError extends Error {}

/**
 * Re-encodes a profile picture: format decided from the content (JPEG, PNG or WebP only),
 * EXIF orientation applied, scaled down to fit 960×960 (never up), metadata stripped (sharp
 * keeps none unless asked), WebP quality 82. Throws NotAnImageError otherwise.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  try {
    const image = sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || (meta.pages ?? 1) > 1)
      throw new NotAnImageError()
    return await image
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer()
  } catch (error) {
    if (error instanceof NotAnImageError) throw error
    throw new NotAnImageError((error as Error).message)
  }
}

/** Stores a re-encoded picture under a server-generated name; returns its disk path (`avatars/<uuid>.webp`). */
export async function storeAvatar(webp: Buffer): Promise<string> {
  const path = `${AVATAR_FOLDER}/${randomUUID()}.webp`
  await drive.use().put(path, webp, { contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE })
  return path
}

/** Removes a stored picture; only paths under avatars/ are touched, and a missing file is not an error. */
export async function removeAvatar(path: string | null | undefined) {
  if (!path || !path.startsWith(`${AVATAR_FOLDER}/`) || path.includes('..')) return
  try {
    await drive.use().delete(path)
  } catch (error) {
    logger.warn({ err: error, path }, 'old profile picture could not be removed')
  }
}

/** Public URL of a stored picture (`/uploads/avatars/<uuid>.webp`, or on S3_PUBLIC_URL), or null. */
export function avatarUrl(path: string | null | undefined): string | null {
  return path ? uploadUrl(path) : null
}
