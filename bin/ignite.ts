import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

/** Application root used by every entry point. */
export const APP_ROOT = new URL('../', import.meta.url)

/** Imports app files relative to the root, packages by name. */
function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/**
 * Builds the Ignitor shared by the HTTP server, ace and the test runner: env is validated
 * while booting, SIGTERM (and SIGINT under pm2) terminates the app gracefully.
 */
export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
