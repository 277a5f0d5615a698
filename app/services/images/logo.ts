import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import logger from '@adonisjs/core/services/logger'
import { IMAGE_WIDTHS } from '#transformers/image_transformer'
import { NotAnImageError } from '#services/images/avatar'
import { loadSharp } from '#services/images/load_sharp'

export { NotAnImageError, readSingleFile } from '#services/images/avatar'

/** Largest accepted logo file: 2 MB (issue 4: profile pictures and logos ≤ 2 MB). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024

/** Recommended logo size in pixels (SPEC §5: profile pictures 960×960). */
export const LOGO_SIZE = 960

/** Decoding limit against decompression bombs: 40 megapixels (as for catalog images and avatars). */
const MAX_INPUT_PIXELS = 40_000_000

/** Formats accepted by content (DESIGN §6 uploads: JPEG, PNG, WebP; the file name and MIME type are ignored). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** Folder of company logos on the uploads disk (served under /uploads/logos/…). */
const LOGO_FOLDER = 'logos'

/**
 * Turns uploaded bytes into a company logo on the uploads disk: the format is decided by content
 * (JPEG, PNG or WebP, one frame, ≤ 40 MP, via sharp), the image is turned upright, fitted into a
 * square on a transparent background and re-encoded to WebP at every width of IMAGE_WIDTHS
 * (the sizes the supplier pages request through imageSet), metadata (EXIF, GPS, ICC) stripped.
 * Stored as `logos/{companyId}/{uuid}-{width}.webp`; returns the base path without the size
 * suffix, for `companies.logo_path`. Throws NotAnImageError for anything else.
 */
export async function storeLogo(input: Buffer, companyId: number): Promise<string> {
  const sharp = await loadSharp()
  let upright: Buffer
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (
      !meta.format ||
      !ACCEPTED_FORMATS.has(meta.format) ||
      (meta.pages ?? 1) > 1 ||
      !meta.width ||
      !meta.height
    ) {
      throw new NotAnImageError()
    }
    /** Decoded once into a lossless upright intermediate no larger than needed; every variant is cut from it. */
    upright = await image
      .rotate()
      .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch (error) {
    if (error instanceof NotAnImageError) throw error
    throw new NotAnImageError((error as Error).message)
  }

  const base = `${LOGO_FOLDER}/${companyId}/${randomUUID()}`
  const disk = drive.use()
  const written: string[] = []
  try {
    for (const width of IMAGE_WIDTHS) {
      const webp = await sharp(upright)
        .resize({
          width,
          height: width,
          fit: 'contain',
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .webp({ quality: 85, effort: 4 })
        .toBuffer()
      const key = `${base}-${width}.webp`
      await disk.put(key, webp, { contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE })
      written.push(key)
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => disk.delete(key)))
    throw error
  }
  return base
}

/** Removes every stored variant of a logo; only bases under logos/ are touched, a missing file is not an error. */
export async function deleteLogo(base: string | null | undefined): Promise<void> {
  if (!base || !base.startsWith(`${LOGO_FOLDER}/`) || base.includes('..')) return
  const disk = drive.use()
  const results = await Promise.allSettled(
    IMAGE_WIDTHS.map((width) => disk.delete(`${base}-${width}.webp`))
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed)
    logger.warn(
      { err: (failed as PromiseRejectedResult).reason, base },
      'old logo could not be removed'
    )
}
