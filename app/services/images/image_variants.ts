import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '#shared/images'
import { VARIANT_CONTENT_TYPES, encodeVariant, variantKey } from '#services/images/variant_formats'
import { loadSharp } from '#services/images/load_sharp'

/**
 * Re-encodes a picture at every width of IMAGE_WIDTHS in every format of IMAGE_FORMATS, keeping
 * the aspect ratio and stripping metadata (sharp drops EXIF/ICC unless asked to keep them), and
 * stores `{base}-{width}.{format}` on the uploads disk. Returns the source's pixel size. `fast`:
 * the encoders' lowest effort (seeded flat art). Throws when the input is not an image sharp can
 * decode or exceeds 40 megapixels.
 */
export async function writeImageVariants(
  input: Buffer,
  base: string,
  { fast = false }: { fast?: boolean } = {}
) {
  const sharp = await loadSharp()
  const image = sharp(input, { limitInputPixels: 40_000_000 }).rotate()
  const meta = await image.metadata()
  const disk = drive.use()
  await Promise.all(
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map(async (format) => {
        const bytes = await encodeVariant(image.clone().resize({ width }), format, { fast })
        await disk.put(variantKey(base, width, format), bytes, {
          contentType: VARIANT_CONTENT_TYPES[format],
          cacheControl: IMMUTABLE_CACHE,
        })
      })
    )
  )
  return { width: meta.width ?? 0, height: meta.height ?? 0 }
}

/** Whether every variant of `base` (each width, each format) is already stored. */
export async function hasImageVariants(base: string) {
  const disk = drive.use()
  const present = await Promise.all(
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map((format) => disk.exists(variantKey(base, width, format)))
    )
  )
  return present.every(Boolean)
}
