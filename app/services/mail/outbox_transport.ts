import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/** A message as stored in the outbox directory (one JSON file per message). */
export interface OutboxMessage {
  messageId: string
  date: string
  from: string
  to: string[]
  replyTo: string | null
  subject: string
  text: string | null
  html: string | null
}

/** Renders a nodemailer address field (string, object or list) as a list of plain strings. */
function addresses(value: unknown): string[] {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) =>
    typeof entry === 'string' ? entry : `${entry.name ? `${entry.name} ` : ''}<${entry.address}>`
  )
}

/**
 * Development and test mail transport: writes every message as JSON into a directory
 * (default `storage/mail`) so a developer can read it and a test can assert it.
 */
export class OutboxTransport implements MailTransportContract {
  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const record: OutboxMessage = {
      messageId: `${randomUUID()}@karvan.local`,
      date: new Date().toISOString(),
      from: addresses(message.from)[0] ?? '',
      to: addresses(message.to),
      replyTo: addresses(message.replyTo)[0] ?? null,
      subject: String(message.subject ?? ''),
      text: message.text ? String(message.text) : null,
      html: message.html ? String(message.html) : null,
    }
    await mkdir(this.directory, { recursive: true })
    await writeFile(
      join(this.directory, `${Date.now()}-${record.messageId}.json`),
      JSON.stringify(record, null, 2)
    )
    return new MailResponse(record.messageId, { from: record.from, to: record.to }, record)
  }
}

/** Reads every stored message, oldest first. */
export async function readOutbox(directory: string): Promise<OutboxMessage[]> {
  const names = await readdir(directory).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith('.json')).sort()
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')))
  )
}
