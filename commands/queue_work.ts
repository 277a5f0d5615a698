import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace queue:work [--once] [--concurrency=N]`: works the pg-boss job queue in its own
 * process (DESIGN §2: optional; web servers also work it unless QUEUE_WORKER=off), with the cron
 * schedules of app/services/queue/jobs.ts. Runs until SIGINT/SIGTERM, then lets running jobs
 * finish. `--once` runs every due job and exits.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description =
    'Run background jobs (mails, SMS, enquiry forwarding, scheduled passes) from the pg-boss queue'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.boolean({ description: 'Run the jobs that are due now, then exit' })
  declare once?: boolean

  @flags.number({
    description: 'Jobs of one queue run at the same time (default QUEUE_CONCURRENCY or 4)',
  })
  declare concurrency?: number

  async run() {
    if (
      this.concurrency !== undefined &&
      !(Number.isInteger(this.concurrency) && this.concurrency >= 1)
    ) {
      this.logger.error(`--concurrency must be a whole number ≥ 1, got ${this.concurrency}`)
      this.exitCode = 1
      await this.terminate()
      return
    }
    const { superviseQueue, stopQueueBoss } = await import('#services/queue/boss')
    const { applySchedules, drainQueue, startQueueWorkers, WORKER_ID } =
      await import('#services/queue/worker')
    if (this.once) {
      const summary = await drainQueue({ concurrency: this.concurrency })
      this.logger.success(
        `Ran ${summary.claimed} job(s): ${summary.completed} completed, ${summary.retried} to retry, ${summary.failed} failed`
      )
      await this.terminate()
      return
    }
    superviseQueue()
    await applySchedules(await startQueueWorkers({ concurrency: this.concurrency }))
    this.logger.info(`Queue worker ${WORKER_ID} started; Ctrl-C to stop`)
    this.app.terminating(async () => {
      await stopQueueBoss()
    })
    const stop = () => void this.terminate()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
