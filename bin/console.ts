/** Ace command-line entry point. */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignite.js'

createIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
