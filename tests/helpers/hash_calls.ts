import hash from '@adonisjs/core/services/hash'

/**
 * Counts the password verifications the app makes from now on (each still runs for real:
 * this only looks). `restore()` puts the hash service back; call it in a test's cleanup.
 */
export function countHashVerifications() {
  const original = hash.verify
  const counter = {
    count: 0,
    restore: () => {
      hash.verify = original
    },
  }
  hash.verify = async function (this: typeof hash, ...args: Parameters<typeof hash.verify>) {
    counter.count += 1
    return original.apply(hash, args)
  } as typeof hash.verify
  return counter
}
