/**
 * Ace entry point: registers the TypeScript loader, then hands over to bin/console.ts.
 * Run it through npm (`npm run ace -- <command>`) so Node 24 from node_modules is used.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
