import { randomBytes } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User, { type AccountType } from '#models/user'

/** A demo account as printed by `npm start`. */
export interface DemoAccount {
  role: string
  accountType: AccountType
  email: string
  password: string
  /** Mobile-signature user ID and phone of the simulator holder, when there is one. */
  mobileId: string | null
}

/**
 * The demo accounts; `personalCode` matches a holder of the Mobile-ID simulator's fixtures
 * (database/data/mobile_id_fixtures.json), so they can also sign in by mobile signature.
 */
const DEMO: {
  role: string
  accountType: AccountType
  email: string
  firstName: string
  lastName: string
  personalCode?: string
  mobileId?: string
  company?: 'legal' | 'individual'
}[] = [
  { role: 'buyer', accountType: 'buyer', email: 'buyer@demo.karvan.az', firstName: 'Demo', lastName: 'Buyer', personalCode: '5AYS3L1', mobileId: '100001 / +994501000001' },
  { role: 'seller (legal entity)', accountType: 'seller', email: 'seller@demo.karvan.az', firstName: 'Demo', lastName: 'Seller', company: 'legal', personalCode: '6RSH4D2', mobileId: '100002 / +994501000002' },
  { role: 'seller (individual entrepreneur)', accountType: 'seller', email: 'entrepreneur@demo.karvan.az', firstName: 'Demo', lastName: 'Entrepreneur', company: 'individual', personalCode: '7NRM1N3', mobileId: '100003 / +994551000003' },
  { role: 'admin', accountType: 'admin', email: 'admin@demo.karvan.az', firstName: 'Demo', lastName: 'Admin' },
]

/** A random password that satisfies the SPEC §5 rule (never a constant in the code). */
function randomPassword() {
  return `${randomBytes(12).toString('base64url')}-Kv7`
}

/**
 * Ensures the four demo accounts exist (one buyer, a legal-entity seller and an individual
 * seller attached to seeded demo companies, one admin). Passwords are random, kept in `file`
 * (mode 0600, under storage/, never committed) and reused on later starts; when the file is
 * missing, new passwords are generated and the accounts updated. Returns what to print.
 */
export async function ensureDemoAccounts(file: string): Promise<DemoAccount[]> {
  let saved: Record<string, string> = {}
  try {
    saved = JSON.parse(await readFile(file, 'utf8'))
  } catch {}

  const accounts: DemoAccount[] = []
  for (const demo of DEMO) {
    const password = saved[demo.email] ?? randomPassword()
    let user = await User.query().where('account_type', demo.accountType).whereRaw('lower(email) = ?', [demo.email]).first()
    let companyId: number | null = user?.companyId ?? null
    if (demo.company && !companyId) {
      const company = await db
        .from('companies')
        .where('company_type', demo.company)
        .whereNotExists((q) => q.from('users').whereColumn('users.company_id', 'companies.id'))
        .orderBy('id')
        .first()
      companyId = company?.id ?? null
    }
    if (!user) {
      user = await User.create({
        accountType: demo.accountType,
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        phone: '+994501234567',
        password: await hash.make(password),
        companyId,
        personalCode: demo.personalCode ?? null,
        locale: 'az',
        termsAcceptedAt: DateTime.now(),
      })
    } else {
      if (!saved[demo.email]) user.password = await hash.make(password)
      if (demo.personalCode && !user.personalCode) user.personalCode = demo.personalCode
      await user.save()
    }
    accounts.push({ role: demo.role, accountType: demo.accountType, email: demo.email, password, mobileId: demo.mobileId ?? null })
  }

  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(Object.fromEntries(accounts.map((a) => [a.email, a.password])), null, 2), { mode: 0o600 })
  return accounts
}
