import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import { IMAGE_WIDTHS } from '#transformers/image_transformer'

/**
 * Re-encodes an image to WebP at every width of IMAGE_WIDTHS, keeping the aspect ratio and
 * stripping metadata (sharp drops EXIF/ICC unless asked to keep them), and stores
 * `{base}-{width}.webp` on the uploads disk. Returns the source's pixel size.
 * `effort` is libwebp's encoder effort (0 fastest … 6 smallest; 3 for uploaded photos).
 * Throws when the input is not an image sharp can decode or exceeds 40 megapixels.
 */
export async function writeWebpVariants(
  input: Buffer,
  base: string,
  { effort = 3 }: { effort?: number } = {}
) {
  const image = sharp(input, { limitInputPixels: 40_000_000 }).rotate()
  const meta = await image.metadata()
  const disk = drive.use()
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const webp = await image.clone().resize({ width }).webp({ quality: 80, effort }).toBuffer()
      await disk.put(`${base}-${width}.webp`, webp, {
        contentType: 'image/webp',
        cacheControl: IMMUTABLE_CACHE,
      })
    })
  )
  return { width: meta.width ?? 0, height: meta.height ?? 0 }
}

/** Whether every variant of `base` is already stored. */
export async function hasWebpVariants(base: string) {
  const disk = drive.use()
  const present = await Promise.all(
    IMAGE_WIDTHS.map((width) => disk.exists(`${base}-${width}.webp`))
  )
  return present.every(Boolean)
}
