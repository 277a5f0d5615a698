import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import { IMAGE_FORMATS, IMAGE_VARIANTS_RUN, IMAGE_WIDTHS, type ImageFormat } from '#shared/images'
import { VARIANT_CONTENT_TYPES, encodeVariant, variantKey } from '#services/images/variant_formats'
import { refreshAvifReady } from '#services/images/avif_ready'
import { loadSharp } from '#services/images/load_sharp'

/** The maintenance_runs name of a completed backfill for the current widths and formats (shared/images.ts). */
export const VARIANTS_RUN = IMAGE_VARIANTS_RUN

/** What a backfill did: variants written, images already complete, images that failed. */
export type BackfillCounts = { written: number; complete: number; failed: number; skipped: boolean }

/** How writeMissingVariants reads and writes files (`key`: `{base}-{width}.{format}`). */
export type VariantFiles = {
  exists: (key: string) => Promise<boolean>
  read: (key: string) => Promise<Buffer>
  write: (key: string, bytes: Buffer) => Promise<void>
}

/** Widths of IMAGE_WIDTHS, largest first: the source of a missing variant is the largest stored. */
const LARGEST_FIRST = [...IMAGE_WIDTHS].sort((a, b) => b - a)

/** Folders whose pictures have AVIF variants besides WebP (company logos are WebP only). */
const AVIF_FOLDERS = ['products/']

/** The formats `base` is stored in: product pictures every format of IMAGE_FORMATS, logos WebP. */
export function formatsOf(base: string): readonly ImageFormat[] {
  return AVIF_FOLDERS.some((folder) => base.startsWith(folder)) ? IMAGE_FORMATS : ['webp']
}

/**
 * Writes every variant of `base` (each width of IMAGE_WIDTHS in each of formatsOf(base)) that
 * `files` lacks, each cut from the largest stored WebP and never enlarged (a picture narrower
 * than a width keeps its own size, as at upload); encoder settings of variant_formats.ts. Returns
 * how many it wrote (0: the image is complete). Throws when no WebP variant of `base` is stored or
 * the stored one cannot be decoded.
 */
export async function writeMissingVariants(base: string, files: VariantFiles): Promise<number> {
  const wanted = IMAGE_WIDTHS.flatMap((width) =>
    formatsOf(base).map((format) => ({ width, format }))
  )
  const present = await Promise.all(
    wanted.map(({ width, format }) => files.exists(variantKey(base, width, format)))
  )
  const missing = wanted.filter((_, i) => !present[i])
  if (!missing.length) return 0
  const hasWebp = (width: number) =>
    present[wanted.findIndex((item) => item.width === width && item.format === 'webp')]
  const source = LARGEST_FIRST.find(hasWebp)
  if (source === undefined) throw new Error('no stored variant to cut from')
  const bytes = await files.read(variantKey(base, source, 'webp'))
  const sharp = await loadSharp()
  const { width: sourceWidth = source } = await sharp(bytes).metadata()
  for (const { width, format } of missing) {
    const resized = sharp(bytes).resize({ width: Math.min(width, sourceWidth) })
    await files.write(variantKey(base, width, format), await encodeVariant(resized, format))
  }
  return missing.length
}

/**
 * Every stored picture's base path: product images, then company logos, each by id in pages of
 * `pageSize` rows (keyset: `id > last`), so a run never holds the whole catalogue in memory and a
 * page costs an index range scan however far the run has got. Workers share the one generator.
 */
async function* storedBases(pageSize: number): AsyncGenerator<string> {
  const sources = [
    { table: 'product_images', column: 'path_base' },
    { table: 'companies', column: 'logo_path' },
  ]
  for (const { table, column } of sources) {
    let after = 0
    for (;;) {
      const rows: { id: number; base: string }[] = await db
        .from(table)
        .whereNotNull(column)
        .where('id', '>', after)
        .orderBy('id')
        .limit(pageSize)
        .select('id', `${column} as base`)
      for (const row of rows) yield row.base
      if (rows.length < pageSize) break
      after = rows[rows.length - 1].id
    }
  }
}

/**
 * Writes the variants missing from images stored before a width joined IMAGE_WIDTHS or a format
 * IMAGE_FORMATS (`{base}-{width}.{format}` on the uploads disk, local or S3): product images
 * (product_images.path_base) and company logos (companies.logo_path), by writeMissingVariants.
 * Idempotent: present files are left alone. Once a run finishes
 * without a failure it is recorded in maintenance_runs and later calls return at once
 * (`skipped`), so `npm start` can call it on every start; `force` runs it again anyway.
 * `onError(base, error)` hears about each image that failed (unreadable or missing source).
 * The images are read `pageSize` rows at a time (storedBases), so a catalogue of millions of
 * pictures costs no more memory than a small one.
 */
export async function backfillImageVariants({
  force = false,
  concurrency = 4,
  pageSize = 500,
  onError = () => {},
}: {
  force?: boolean
  concurrency?: number
  pageSize?: number
  onError?: (base: string, error: Error) => void
} = {}): Promise<BackfillCounts> {
  const counts: BackfillCounts = { written: 0, complete: 0, failed: 0, skipped: false }
  if (!force && (await db.from('maintenance_runs').where('name', VARIANTS_RUN).first())) {
    return { ...counts, skipped: true }
  }
  const bases = storedBases(pageSize)
  const disk = drive.use()
  const io: VariantFiles = {
    exists: (key) => disk.exists(key),
    read: async (key) => Buffer.from(await disk.getBytes(key)),
    write: (key, bytes) =>
      disk.put(key, bytes, {
        contentType: VARIANT_CONTENT_TYPES[key.endsWith('.avif') ? 'avif' : 'webp'],
        cacheControl: IMMUTABLE_CACHE,
      }),
  }

  const fill = async (base: string) => {
    const written = await writeMissingVariants(base, io)
    if (written === 0) counts.complete++
    counts.written += written
  }

  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let next = await bases.next(); !next.done; next = await bases.next()) {
      const base = next.value
      try {
        await fill(base)
      } catch (error) {
        counts.failed++
        onError(base, error as Error)
      }
    }
  })
  await Promise.all(workers)
  if (counts.failed === 0) {
    await db
      .table('maintenance_runs')
      .insert({ name: VARIANTS_RUN, finished_at: new Date() })
      .onConflict('name')
      .merge()
    await refreshAvifReady()
  }
  return counts
}
