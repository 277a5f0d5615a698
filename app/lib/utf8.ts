/** Scratch space for encoding: grown to fit, never beyond MAX_SCRATCH (larger texts use Buffer.from). */
let scratch = Buffer.allocUnsafeSlow(64 * 1024)
const MAX_SCRATCH = 4 * 1024 * 1024

/**
 * `text` as UTF-8 bytes in a buffer of its own (what `Buffer.from(text)` returns), in one
 * encoding pass: Buffer.from measures the text first and then encodes it, which doubles the
 * cost for the 15–150 KB pages the micro-cache and the listing fast path write.
 */
export function utf8(text: string): Buffer {
  return utf8Joined([text])
}

/**
 * The parts one after the other as UTF-8 bytes in a buffer of their own: texts are encoded,
 * buffers (bytes encoded before) copied. Joining the texts first would build one string that
 * V8 copies into a flat string before encoding it — for a page of 20 KB or more, a fresh
 * large object each time, half its cost. Each text is encoded on its own, so a surrogate pair
 * split between two texts becomes two replacement characters (JSON texts never split one).
 */
export function utf8Joined(parts: readonly (string | Buffer)[]): Buffer {
  /** At most 3 bytes per UTF-16 code unit. */
  let worst = 0
  for (const part of parts) worst += typeof part === 'string' ? part.length * 3 : part.length
  if (worst > MAX_SCRATCH)
    return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)))
  if (worst > scratch.length)
    scratch = Buffer.allocUnsafeSlow(Math.min(MAX_SCRATCH, Math.max(worst, scratch.length * 2)))
  let length = 0
  for (const part of parts) {
    if (part.length)
      length +=
        typeof part === 'string' ? scratch.write(part, length, 'utf8') : part.copy(scratch, length)
  }
  const out = Buffer.allocUnsafeSlow(length)
  scratch.copy(out, 0, 0, length)
  return out
}
