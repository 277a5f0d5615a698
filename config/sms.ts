import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * SMS (DESIGN §5 Notifications): an HTTP gateway in production (SMS_GATEWAY_URL), otherwise the
 * log driver, which writes every message as a JSON file into SMS_OUTBOX_DIR (default
 * storage/sms) for developers and tests to read.
 */
const smsConfig = {
  driver: env.get('SMS_DRIVER') ?? (env.get('SMS_GATEWAY_URL') ? 'http' : 'log'),
  /** Sender name or number shown on the recipient's phone. */
  sender: env.get('SMS_SENDER') ?? 'Karvan',
  http: {
    url: env.get('SMS_GATEWAY_URL') ?? '',
    token: env.get('SMS_GATEWAY_TOKEN') ?? '',
    /** Whole-request timeout in ms (DESIGN §5: no outbound call without a timeout). */
    timeoutMs: env.get('SMS_GATEWAY_TIMEOUT_MS') ?? 10_000,
  },
  log: {
    directory: env.get('SMS_OUTBOX_DIR') ?? app.makePath('storage', 'sms'),
  },
} as const

export default smsConfig
