/** Ace command-line entry point. */
import { spawn } from 'node:child_process'
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignite.js'
import { needsLimits, COMMAND_V8_FLAGS } from './command_limits.js'

if (needsLimits(process.argv, process.execArgv)) {
  const child = spawn(
    process.execPath,
    [...COMMAND_V8_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' }
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0)
  })
} else {
  createIgnitor()
    .ace()
    .handle(process.argv.splice(2))
    .catch((error) => {
      process.exitCode = 1
      prettyPrintError(error)
    })
}
