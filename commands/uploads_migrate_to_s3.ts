import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Content types by extension of the files this app stores (app/services/images, trust documents). */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

/**
 * `node ace uploads:migrate-to-s3`: copies every file of the local uploads disk (UPLOADS_DIR) to
 * the S3 bucket (S3_* settings, config/drive.ts) under the same key. Idempotent and resumable: a
 * key already in the bucket with the same size is skipped, so an interrupted run is simply run
 * again. Images become public objects cached for a year (their keys are never reused); export
 * documents (`documents/…`) private ones. Local files are left in place. Run it before switching
 * to UPLOADS_DISK=s3, and once more right after (files uploaded in between). Exit code 1 when a
 * file failed.
 */
export default class UploadsMigrateToS3 extends BaseCommand {
  static commandName = 'uploads:migrate-to-s3'
  static description =
    'Copy the local uploads (UPLOADS_DIR) to the S3 bucket (S3_* settings); skips files already there'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Files copied at once', default: 8 })
  declare concurrency: number

  @flags.boolean({ description: 'Only count what would be copied' })
  declare dryRun: boolean

  async run() {
    const { readdir, stat } = await import('node:fs/promises')
    const { createReadStream } = await import('node:fs')
    const { join, relative, sep } = await import('node:path')
    const { default: drive } = await import('@adonisjs/drive/services/main')
    const { uploadsLocation, s3Settings } = await import('#config/drive')
    const { IMMUTABLE_CACHE } = await import('#config/static')

    if (!s3Settings.bucket) {
      this.logger.error(
        'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
      )
      this.exitCode = 1
      return
    }
    let entries: string[]
    try {
      entries = (await readdir(uploadsLocation, { recursive: true })) as string[]
    } catch {
      this.logger.info(`No local uploads in ${uploadsLocation}: nothing to copy`)
      return
    }
    const disk = drive.use('s3')
    const counts = { copied: 0, skipped: 0, failed: 0, bytes: 0 }
    const queue = entries.map((entry) => join(uploadsLocation, entry))

    const copyOne = async (path: string) => {
      const info = await stat(path)
      if (!info.isFile()) return
      const key = relative(uploadsLocation, path).split(sep).join('/')
      if (key.startsWith('.') || key.includes('/.')) return
      try {
        if (await disk.exists(key)) {
          const meta = await disk.getMetaData(key)
          if (meta.contentLength === info.size) {
            counts.skipped++
            return
          }
        }
        if (this.dryRun) {
          counts.copied++
          return
        }
        const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
        const document = key.startsWith('documents/')
        await disk.putStream(key, createReadStream(path), {
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          contentLength: info.size,
          visibility: document ? 'private' : 'public',
          ...(document ? {} : { cacheControl: IMMUTABLE_CACHE }),
        })
        counts.copied++
        counts.bytes += info.size
      } catch (error) {
        counts.failed++
        this.logger.error(`${key}: ${(error as Error).message}`)
      }
    }

    const workers = Array.from({ length: Math.max(1, this.concurrency) }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await copyOne(path)
    })
    await Promise.all(workers)
    const verb = this.dryRun ? 'to copy' : 'copied'
    this.logger.success(
      `${counts.copied} file(s) ${verb} (${(counts.bytes / 1048576).toFixed(1)} MB), ${counts.skipped} already in the bucket, ${counts.failed} failed`
    )
    if (counts.failed > 0) this.exitCode = 1
  }
}
