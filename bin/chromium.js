/**
 * The Chromium the browser tests drive (issue #22). Playwright never downloads a browser here:
 * without one it would print its own download hint, which does not apply to this project.
 * Plain JavaScript: used by bin/run_tests.js and playwright.config.ts.
 */
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Debian's and Ubuntu's places of the Chromium binary. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
/** Names looked up on PATH when it is not in a system place. */
const PATH_NAMES = ['chromium', 'chromium-browser']

/** Whether `path` is a file this user may execute. */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * The Chromium binary: CHROMIUM_PATH when it is set (and only it), else /usr/bin/chromium or
 * /usr/bin/chromium-browser, else `chromium` or `chromium-browser` on PATH. Null when none
 * exists (or CHROMIUM_PATH is not an executable file).
 * @param {{ env?: Record<string, string | undefined>, isExecutable?: (path: string) => boolean }} [options]
 * @returns {string | null}
 */
export function findChromium({ env = process.env, isExecutable = isExecutableFile } = {}) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null
  const system = SYSTEM_PATHS.find((path) => isExecutable(path))
  if (system) return system
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of PATH_NAMES) {
      if (isExecutable(join(dir, name))) return join(dir, name)
    }
  }
  return null
}

/**
 * The one sentence printed when findChromium() finds nothing: which package to install, or
 * what CHROMIUM_PATH must be.
 * @param {Record<string, string | undefined>} [env]
 */
export function missingChromiumMessage(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return `Browser tests need Chromium, and CHROMIUM_PATH (${env.CHROMIUM_PATH}) is not an executable file: set CHROMIUM_PATH to a Chromium/Chrome binary, or unset it and install the Debian package \`chromium\` (apt-get install -y chromium).`
  }
  return 'Browser tests need Chromium: install the Debian package `chromium` (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.'
}
