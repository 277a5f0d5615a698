import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import SmsGateway, { type SmsMessage, type SmsReceipt } from './sms_gateway.js'

/** An SMS as stored in the outbox directory (one JSON file per message). */
export interface StoredSms {
  id: string
  date: string
  from: string
  to: string
  text: string
}

/**
 * Log driver (development and tests, the default): writes every SMS as JSON into a directory
 * (SMS_OUTBOX_DIR, default storage/sms) instead of sending it, like the mail outbox transport.
 */
export default class LogSmsGateway extends SmsGateway {
  constructor(
    private directory: string,
    private sender: string
  ) {
    super()
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const record: StoredSms = {
      id: randomUUID(),
      date: new Date().toISOString(),
      from: this.sender,
      to: message.to,
      text: message.text,
    }
    await mkdir(this.directory, { recursive: true })
    await writeFile(
      join(this.directory, `${Date.now()}-${record.id}.json`),
      JSON.stringify(record, null, 2)
    )
    return { id: record.id }
  }
}

/** Every stored SMS, oldest first ([] when the directory does not exist). */
export async function readSmsOutbox(directory: string): Promise<StoredSms[]> {
  const names = await readdir(directory).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith('.json')).sort()
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')))
  )
}
