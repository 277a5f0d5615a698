/** V8 heap limits of the ace commands whose memory is bounded (bin/console.ts). */

/**
 * The V8 limits of the web workers (bin/cluster.js WORKER_FLAGS; tests/unit/console_limits.spec.ts
 * keeps the two equal). Without them V8 sizes the young and old generations from the machine's
 * memory, and a booted app idles at ~185 MB RSS before doing any work.
 */
export const COMMAND_V8_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128']

/**
 * Commands whose memory is bounded by design (issue 25: sitemaps of 1M products in ≤ 200 MB RSS)
 * and so run under the workers' limits. Other commands (seeders, migrations) keep V8's defaults.
 */
export const BOUNDED_COMMANDS = new Set(['sitemaps:generate'])

/**
 * Whether this process must start the command again under COMMAND_V8_FLAGS: V8 reads heap limits
 * only when the process starts, so the limits cannot be applied from inside.
 */
export function needsLimits(argv: string[], execArgv: string[]) {
  return (
    BOUNDED_COMMANDS.has(argv[2]) &&
    !execArgv.some((flag) => flag.startsWith('--max-old-space-size'))
  )
}
