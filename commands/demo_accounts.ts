import { join } from 'node:path'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace karvan:demo-accounts`: creates the demo buyer, sellers and admin of a local demo
 * (run by `npm start`; refused when NODE_ENV is production unless --force, which start.js
 * passes for its own embedded demo) and prints their e-mails and random passwords.
 */
export default class DemoAccounts extends BaseCommand {
  static commandName = 'karvan:demo-accounts'
  static description = 'Create the local demo accounts and print their credentials'
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description:
      "Where the generated passwords are kept (default storage/demo_accounts.json of the app root; npm start passes the checkout's)",
  })
  declare file?: string

  @flags.boolean({ description: 'Run even with NODE_ENV=production (the local npm start demo)' })
  declare force?: boolean

  async run() {
    if (this.app.inProduction && !this.force) {
      this.logger.error('Demo accounts are for local demos only (pass --force to override)')
      this.exitCode = 1
      return
    }
    const { ensureDemoAccounts } = await import('#database/seed/demo_accounts')
    const file = this.file ?? join(this.app.makePath('storage'), 'demo_accounts.json')
    const accounts = await ensureDemoAccounts(file)
    const table = this.ui.table()
    table.head(['Account', 'E-mail', 'Password', 'Mobile signature (user ID / phone)'])
    for (const account of accounts)
      table.row([account.role, account.email, account.password, account.mobileId ?? '—'])
    this.logger.log('\n  Demo accounts (local demo only):')
    table.render()
  }
}
