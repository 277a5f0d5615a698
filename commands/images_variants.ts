import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace images:variants`: writes the variants that images stored before a width joined
 * IMAGE_WIDTHS or a format IMAGE_FORMATS lack (app/services/images/variant_backfill.ts), on the
 * uploads disk in use (local or S3). `npm start` runs it on every start; after one complete run it
 * returns at once, and pages start offering AVIF (app/services/images/avif_ready.ts).
 * Exit code 1 when an image failed (it is retried on the next run).
 */
export default class ImagesVariants extends BaseCommand {
  static commandName = 'images:variants'
  static description = 'Write the image variants (widths, AVIF) that older uploads lack'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Check every image again even after a complete run' })
  declare force: boolean

  @flags.number({ description: 'Images handled at once', default: 4 })
  declare concurrency: number

  async run() {
    const { backfillImageVariants } = await import('#services/images/variant_backfill')
    const counts = await backfillImageVariants({
      force: this.force,
      concurrency: this.concurrency,
      onError: (base, error) => this.logger.error(`${base}: ${error.message}`),
    })
    if (counts.skipped) {
      this.logger.info('Image variants: complete (nothing to check)')
      return
    }
    this.logger.success(
      `Image variants: ${counts.written} written, ${counts.complete} image(s) already complete, ${counts.failed} failed`
    )
    if (counts.failed > 0) this.exitCode = 1
  }
}
