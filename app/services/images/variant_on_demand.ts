import { randomUUID } from 'node:crypto'
import { access, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { IMAGE_WIDTHS, type ImageFormat } from '#shared/images'
import {
  formatsOf,
  writeMissingVariants,
  type VariantFiles,
} from '#services/images/variant_backfill'

/** `{base}-{width}.{format}` with the base, the width and the format. */
const VARIANT = /^(.+)-(\d+)\.(webp|avif)$/

/** Folders whose images have width variants (product images, company logos). */
const FOLDERS = new Set(['products', 'logos'])

/** Variants being written in this process, by base: concurrent requests wait for one. */
const writing = new Map<string, Promise<unknown>>()

/**
 * Files under `root` (the local uploads folder). A variant is written to a temporary name and
 * renamed into place, so a file server in another process never reads half a file.
 */
function localFiles(root: string): VariantFiles {
  return {
    exists: (key) =>
      access(join(root, key)).then(
        () => true,
        () => false
      ),
    read: (key) => readFile(join(root, key)),
    write: async (key, bytes) => {
      const path = join(root, key)
      const temporary = `${path}.${randomUUID()}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, path)
    },
  }
}

/**
 * For a request of a variant the local uploads folder lacks (`products/…-360.webp` of an image
 * stored before 360 joined IMAGE_WIDTHS, `products/…-480.avif` of one stored before AVIF, not yet
 * reached by `ace images:variants`): writes the image's missing variants from its largest stored
 * WebP and tells whether the file now exists. False for a key that is not a variant of
 * IMAGE_WIDTHS in a format its folder has (formatsOf: AVIF under products/ only) under products/
 * or logos/, or whose image has no stored variant at all (the caller's 404). `segments` is a
 * checked upload key (isUploadKey).
 */
export async function variantOnDemand(root: string, segments: string[]): Promise<boolean> {
  if (!FOLDERS.has(segments[0])) return false
  const key = segments.join('/')
  const match = VARIANT.exec(key)
  if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(Number(match[2]))) return false
  const base = match[1]
  if (!formatsOf(base).includes(match[3] as ImageFormat)) return false
  let job = writing.get(base)
  if (!job) {
    job = writeMissingVariants(base, localFiles(root))
      .catch(() => 0)
      .finally(() => writing.delete(base))
    writing.set(base, job)
  }
  await job
  return localFiles(root).exists(key)
}
