import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace sitemaps:generate`: regenerates the XML sitemaps now (what the `seo.sitemaps` job
 * does) and prints the files, the time taken, the process's peak RSS and its CPU time, so a run at a million
 * products can be timed (issue 25 bench: ≤ 2 minutes, ≤ 200 MB).
 */
export default class SitemapsGenerate extends BaseCommand {
  static commandName = 'sitemaps:generate'
  static description =
    'Generate the XML sitemaps (index and gzipped files) and report time and peak memory'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { generateSitemaps } = await import('#services/seo/sitemaps')
    const { sitemapsConfig } = await import('#config/seo')
    const cpuBefore = process.cpuUsage()
    const summary = await generateSitemaps()
    // This process's CPU (main thread and zlib's threads, not the database's) during generation.
    const cpu = process.cpuUsage(cpuBefore)
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000)
    for (const file of summary.files) this.logger.info(`${file.name}: ${file.urls} URLs`)
    // resourceUsage().maxRSS is in kilobytes.
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
    this.logger.success(
      `${summary.urls} URLs in ${summary.files.length} files in ${sitemapsConfig.directory}: ${summary.ms} ms, peak RSS ${peakMb} MB, CPU ${cpuMs} ms`
    )
  }
}
