/** Scratch space for encoding: grown to fit, never beyond MAX_SCRATCH (larger texts use Buffer.from). */
let scratch = Buffer.allocUnsafeSlow(64 * 1024)
const MAX_SCRATCH = 4 * 1024 * 1024

/**
 * `text` as UTF-8 bytes in a buffer of its own (what `Buffer.from(text)` returns), in one
 * encoding pass: Buffer.from measures the text first and then encodes it, which doubles the
 * cost for the 15–150 KB pages the micro-cache and the listing fast path write.
 */
export function utf8(text: string): Buffer {
  /** At most 3 bytes per UTF-16 code unit. */
  const worst = text.length * 3
  if (worst > MAX_SCRATCH) return Buffer.from(text)
  if (worst > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.min(MAX_SCRATCH, Math.max(worst, scratch.length * 2)))
  const length = scratch.write(text, 0, 'utf8')
  const out = Buffer.allocUnsafeSlow(length)
  scratch.copy(out, 0, 0, length)
  return out
}
