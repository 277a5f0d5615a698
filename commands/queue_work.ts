import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace queue:work [--once] [--concurrency=N]`: works the PostgreSQL job queue in its own
 * process (DESIGN §2: optional; web servers also work it unless QUEUE_WORKER=off). Runs until
 * SIGINT/SIGTERM, then lets running jobs finish. `--once` runs every due job and exits.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run background jobs (mails, SMS, enquiry forwarding) from the PostgreSQL queue'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.boolean({ description: 'Run the jobs that are due now, then exit' })
  declare once?: boolean

  @flags.number({ description: 'Jobs run at the same time (default QUEUE_CONCURRENCY or 4)' })
  declare concurrency?: number

  async run() {
    const { createAppWorker } = await import('#services/queue/run_queued_jobs')
    if (this.concurrency !== undefined && !(Number.isInteger(this.concurrency) && this.concurrency >= 1)) {
      this.logger.error(`--concurrency must be a whole number ≥ 1, got ${this.concurrency}`)
      this.exitCode = 1
      await this.terminate()
      return
    }
    const worker = createAppWorker({ concurrency: this.concurrency })
    if (this.once) {
      const summary = await worker.drain()
      this.logger.success(
        `Ran ${summary.claimed} job(s): ${summary.completed} completed, ${summary.retried} to retry, ${summary.failed} failed`
      )
      await this.terminate()
      return
    }
    this.logger.info(`Queue worker ${worker.workerId} started; Ctrl-C to stop`)
    worker.start()
    this.app.terminating(async () => {
      await worker.stop()
    })
    const stop = () => void this.terminate()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
