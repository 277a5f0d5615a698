import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

/** A request body past this many bytes is cut off; below it, an oversized file is read and refused politely. */
export const MULTIPART_HARD_LIMIT = 12 * 1024 * 1024

/**
 * Parses a multipart/form-data request whose body the body parser left alone (multipart is off
 * globally, config/bodyparser.ts) with the platform's FormData parser: field names such as
 * `__proto__` stay FormData entries, never object keys. A body past MULTIPART_HARD_LIMIT is cut
 * off (`too_large`); a request that is not multipart (its body drained) or a malformed body is
 * `unreadable`.
 */
export async function readMultipartForm(
  request: IncomingMessage
): Promise<FormData | 'too_large' | 'unreadable'> {
  const type = request.headers['content-type'] ?? ''
  if (!/^multipart\/form-data\b/i.test(type)) {
    request.resume()
    return 'unreadable'
  }
  if (Number(request.headers['content-length'] ?? 0) > MULTIPART_HARD_LIMIT) {
    request.resume()
    return 'too_large'
  }
  let received = 0
  let cutOff = false
  const limited = (Readable.toWeb(request) as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > MULTIPART_HARD_LIMIT) {
          cutOff = true
          controller.error(new Error('request body too large'))
        } else controller.enqueue(chunk)
      },
    })
  )
  try {
    return await new Response(limited, { headers: { 'content-type': type } }).formData()
  } catch {
    if (request.readable) request.resume()
    return cutOff ? 'too_large' : 'unreadable'
  }
}

/** One uploaded file's bytes, or why there are none. */
export type SingleUpload =
  { status: 'ok'; bytes: Buffer } | { status: 'missing' } | { status: 'too_large' }

/** The first non-empty file of `field` in `form`, refused as `too_large` past `maxBytes`. */
export async function fileOf(
  form: FormData,
  field: string,
  maxBytes: number
): Promise<SingleUpload> {
  const file = form
    .getAll(field)
    .find((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
  if (!file) return { status: 'missing' }
  if (file.size > maxBytes) return { status: 'too_large' }
  return { status: 'ok', bytes: Buffer.from(await file.arrayBuffer()) }
}
