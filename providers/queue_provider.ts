import type { ApplicationService } from '@adonisjs/core/types'
import SmsGateway from '#services/notifications/sms_gateway'

/**
 * Background work (DESIGN §2, §5): binds the SMS gateway from config/sms.ts (HTTP adapter or log
 * driver) in every environment, and in the web server works the pg-boss job queue in-process
 * (QUEUE_WORKER=on, the default outside tests; `node ace queue:work` is the separate-process
 * alternative): a worker per job and the cron schedules of app/services/queue/jobs.ts. In tests
 * the worker stays off unless QUEUE_WORKER=on; tests drain the queue with runQueuedJobs(). On
 * shutdown pg-boss stops (running jobs may finish) and closes its pool, in every environment
 * that used the queue.
 */
export default class QueueProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(SmsGateway, async () => {
      const { default: smsConfig } = await import('#config/sms')
      if (smsConfig.driver === 'http') {
        const { default: HttpSmsGateway } = await import('#services/notifications/http_sms_gateway')
        return new HttpSmsGateway({ ...smsConfig.http, sender: smsConfig.sender })
      }
      const { default: LogSmsGateway } = await import('#services/notifications/log_sms_gateway')
      return new LogSmsGateway(smsConfig.log.directory, smsConfig.sender)
    })
  }

  async ready() {
    const environment = this.app.getEnvironment()
    if (environment !== 'web' && environment !== 'test') return
    const { default: queueConfig } = await import('#config/queue')
    if (queueConfig.worker !== 'on') return
    const { superviseQueue } = await import('#services/queue/boss')
    const { applySchedules, startQueueWorkers } = await import('#services/queue/worker')
    superviseQueue()
    await applySchedules(await startQueueWorkers())
  }

  async shutdown() {
    const { stopQueueBoss } = await import('#services/queue/boss')
    await stopQueueBoss()
  }
}
