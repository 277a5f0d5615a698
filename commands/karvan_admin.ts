import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { PasswordProblem } from '#services/auth/passwords'

/** Why a password is refused, for the operator (rule: SPEC §5 + DESIGN §6, see checkPassword). */
const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  too_short: 'it must be at least 12 characters long',
  too_long: 'it must be at most 1,024 characters long',
  uppercase: 'it needs at least one uppercase letter',
  lowercase: 'it needs at least one lowercase letter',
  digit: 'it needs at least one number',
  special: 'it needs at least one special character (neither a letter nor a number)',
  common: 'it is a common password, easy to guess',
  contextual: 'it contains the site name (Karvan), the e-mail or a name of the admin',
}

/**
 * `node ace karvan:admin --email=… --first-name=… --last-name=…`: creates the admin account
 * with this e-mail, or updates its names and password when it exists (its sessions end).
 * Missing flags are asked for. The password is read from KARVAN_ADMIN_PASSWORD when set
 * (scripts), otherwise asked twice without echo; there is no default password. Exit code 1
 * for invalid input or a password that fails the rule; nothing is saved then.
 */
export default class KarvanAdmin extends BaseCommand {
  static commandName = 'karvan:admin'
  static description = 'Create an admin account, or update the name and password of an existing one'
  static help = [
    'The password comes from the KARVAN_ADMIN_PASSWORD environment variable or is asked for twice.',
    'It must have at least 12 characters with an uppercase and a lowercase letter, a number and a special character,',
    'and must not contain the site name, the e-mail or the names. It is used exactly as typed (spaces count).',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: "Admin's e-mail (sign-in name)" })
  declare email?: string

  @flags.string({ description: "Admin's first name" })
  declare firstName?: string

  @flags.string({ description: "Admin's last name" })
  declare lastName?: string

  async run() {
    const { adminAccountValidator } = await import('#validators/admin')
    const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
    const { default: env } = await import('#start/env')
    const envPassword = env.get('KARVAN_ADMIN_PASSWORD' as any) as string | undefined
    const missing = [
      this.email === undefined && '--email',
      this.firstName === undefined && '--first-name',
      this.lastName === undefined && '--last-name',
      !envPassword && 'KARVAN_ADMIN_PASSWORD',
    ].filter(Boolean)
    if (missing.length && !this.canAsk()) {
      this.logger.error(
        `Not in a terminal, so nothing can be asked: give ${missing.join(', ')}. Nothing was saved.`
      )
      this.exitCode = 1
      return
    }
    const email = this.email ?? (await this.prompt.ask('E-mail'))
    const firstName = this.firstName ?? (await this.prompt.ask('First name'))
    const lastName = this.lastName ?? (await this.prompt.ask('Last name'))

    const [errors, account] = await adminAccountValidator.tryValidate(
      { email, first_name: firstName, last_name: lastName },
      { messagesProvider: i18nManager.locale('en').createMessagesProvider() }
    )
    if (errors) {
      for (const message of errors.messages as { message: string }[])
        this.logger.error(message.message)
      this.exitCode = 1
      return
    }

    const password = envPassword || (await this.askPassword())
    if (password === null) return

    const { default: SaveAdminAccount } = await import('#actions/admin/save_admin_account')
    const result = await new SaveAdminAccount().handle({
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      password,
    })
    if (result.outcome === 'weak_password') {
      this.logger.error(
        `The password is refused: ${PASSWORD_PROBLEMS[result.problem]}. Nothing was saved.`
      )
      this.exitCode = 1
      return
    }
    if (result.outcome === 'created') {
      this.logger.success(`Admin account #${result.user.id} created for ${result.user.email}`)
    } else {
      this.logger.success(
        `Admin account #${result.user.id} (${result.user.email}) updated; ${result.sessionsEnded} open session(s) ended`
      )
    }
  }

  /** Prompts work in a terminal, and in tests (where answers are trapped). */
  private canAsk() {
    return Boolean(process.stdin.isTTY) || this.app.inTest
  }

  /** A password typed twice without echo; null (exit code 1) when the two differ. */
  private async askPassword(): Promise<string | null> {
    const password = await this.prompt.secure('Password')
    const repeated = await this.prompt.secure('Repeat the password')
    // The same password typed with other Unicode compositions is the same password (NFC).
    if (password.normalize('NFC') !== repeated.normalize('NFC')) {
      this.logger.error('The two passwords differ. Nothing was saved.')
      this.exitCode = 1
      return null
    }
    return password
  }
}
