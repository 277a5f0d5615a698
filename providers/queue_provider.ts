import type { ApplicationService } from '@adonisjs/core/types'
import SmsGateway from '#services/notifications/sms_gateway'
import type QueueWorker from '#services/queue/worker'

/**
 * Background work (DESIGN §2, §5): binds the SMS gateway from config/sms.ts (HTTP adapter or log
 * driver) in every environment, and in the web server runs the PostgreSQL job queue in-process
 * (QUEUE_WORKER=on, the default outside tests; `node ace queue:work` is the separate-process
 * alternative). In tests the worker stays off unless QUEUE_WORKER=on; tests drain the queue
 * with runQueuedJobs(). The worker stops with the app, letting running jobs finish.
 */
export default class QueueProvider {
  #worker: QueueWorker | null = null

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
    const { createAppWorker } = await import('#services/queue/run_queued_jobs')
    this.#worker = createAppWorker()
    this.#worker.start()
  }

  async shutdown() {
    await this.#worker?.stop()
  }
}
