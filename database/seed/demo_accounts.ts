import { randomBytes } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User, { type AccountType } from '#models/user'
import { holderByKey } from '#services/mobile_signature/simulator/fixtures'

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
 * (database/data/mobile_id_fixtures.json, `holder`), so they can also sign in by mobile
 * signature. A demo seller's company is the seeded company whose VÖEN its holder's business
 * certificate carries, so signing in with that certificate finds this account.
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
  /** Key of the simulator holder whose business certificate names the company. */
  holder?: string
}[] = [
  {
    role: 'buyer',
    accountType: 'buyer',
    email: 'buyer@demo.karvan.az',
    firstName: 'Demo',
    lastName: 'Buyer',
    personalCode: '5AYS3L1',
    mobileId: '100001 / +994501000001',
  },
  {
    role: 'seller (legal entity)',
    accountType: 'seller',
    email: 'seller@demo.karvan.az',
    firstName: 'Demo',
    lastName: 'Seller',
    company: 'legal',
    holder: 'demo_seller_legal',
    personalCode: '6RSH4D2',
    mobileId: '100002 / +994501000002',
  },
  {
    role: 'seller (individual entrepreneur)',
    accountType: 'seller',
    email: 'entrepreneur@demo.karvan.az',
    firstName: 'Demo',
    lastName: 'Entrepreneur',
    company: 'individual',
    holder: 'demo_seller_individual',
    personalCode: '7NRM1N3',
    mobileId: '100003 / +994551000003',
  },
  {
    role: 'admin',
    accountType: 'admin',
    email: 'admin@demo.karvan.az',
    firstName: 'Demo',
    lastName: 'Admin',
  },
]

/** A random password that satisfies the SPEC §5 rule (never a constant in the code). */
function randomPassword() {
  return `${randomBytes(12).toString('base64url')}-Kv7`
}

/**
 * The seeded company of a demo seller: the one whose tax ID is the VÖEN on its simulator
 * holder's business certificate; without it (the demo catalog not seeded), the first company
 * of the demo's type (`certified` false). `id` null when there is none.
 */
async function demoCompany(
  demo: (typeof DEMO)[number]
): Promise<{ id: number | null; certified: boolean }> {
  if (!demo.company) return { id: null, certified: false }
  const voen = demo.holder ? holderByKey(demo.holder).companies[0]?.voen : undefined
  const certified = voen
    ? await db.from('companies').where('tax_id', voen).select('id').first()
    : null
  if (certified) return { id: Number(certified.id), certified: true }
  const first = await db
    .from('companies')
    .where('company_type', demo.company)
    .orderBy('id')
    .select('id')
    .first()
  return { id: first ? Number(first.id) : null, certified: false }
}

/**
 * Ensures the four demo accounts exist (one buyer, a legal-entity seller and an individual
 * seller attached to the seeded demo companies their mobile-signature certificates name, one
 * admin). Passwords are random, kept in `file` (mode 0600, storage/demo_accounts.json of the
 * checkout, never committed) and reused on later starts. A password from the file that does not
 * open the account (the file is missing, or belongs to another database) is replaced by a new
 * one, so what is printed always signs in. Returns what to print.
 */
export async function ensureDemoAccounts(file: string): Promise<DemoAccount[]> {
  let saved: Record<string, string> = {}
  try {
    saved = JSON.parse(await readFile(file, 'utf8'))
  } catch {}

  const accounts: DemoAccount[] = []
  for (const demo of DEMO) {
    let password = typeof saved[demo.email] === 'string' ? saved[demo.email] : randomPassword()
    let user = await User.query()
      .where('account_type', demo.accountType)
      .whereRaw('lower(email) = ?', [demo.email])
      .first()
    const company = await demoCompany(demo)
    if (!user) {
      user = await User.create({
        accountType: demo.accountType,
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        phone: '+994501234567',
        password: await hash.make(password),
        companyId: company.id,
        personalCode: demo.personalCode ?? null,
        locale: 'az',
        termsAcceptedAt: DateTime.now(),
      })
    } else {
      if (!saved[demo.email] || !(await hash.verify(user.password, password))) {
        password = randomPassword()
        user.password = await hash.make(password)
      }
      if (demo.personalCode && !user.personalCode) user.personalCode = demo.personalCode
      /** An older demo seller attached elsewhere moves to the company its certificate names. */
      if (
        company.id !== null &&
        (company.certified ? user.companyId !== company.id : user.companyId === null)
      )
        user.companyId = company.id
      await user.save()
    }
    accounts.push({
      role: demo.role,
      accountType: demo.accountType,
      email: demo.email,
      password,
      mobileId: demo.mobileId ?? null,
    })
  }

  await mkdir(dirname(file), { recursive: true })
  await writeFile(
    file,
    JSON.stringify(Object.fromEntries(accounts.map((a) => [a.email, a.password])), null, 2),
    { mode: 0o600 }
  )
  return accounts
}
