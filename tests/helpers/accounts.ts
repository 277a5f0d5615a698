import { randomUUID } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User, { type AccountType } from '#models/user'

/** A password that satisfies SPEC §5 and is not a common one; every test account uses it. */
export const TEST_PASSWORD = 'Qovun-Yarpaq-Parol-2026!'

let hashed: string | undefined

interface AccountOptions {
  email?: string
  firstName?: string
  lastName?: string
  phone?: string
  personalCode?: string | null
  /** Sellers only: company data (a new company is created when omitted). */
  company?: { name?: string; taxId?: string; companyType?: 'legal' | 'individual' }
}

/**
 * Creates an account of `type` that owns its data (a unique e-mail per call); sellers get a
 * new company. Password: TEST_PASSWORD (argon2id hash computed once per process).
 */
export async function createAccount(
  type: AccountType,
  options: AccountOptions = {}
): Promise<User> {
  hashed ??= await hash.make(TEST_PASSWORD)
  const unique = randomUUID().slice(0, 8)
  let companyId: number | null = null
  if (type === 'seller') {
    const companyType = options.company?.companyType ?? 'legal'
    const taxId =
      options.company?.taxId ??
      `${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}${companyType === 'legal' ? 1 : 2}`
    const name = options.company?.name ?? `Test Company ${unique}`
    const [row] = await db
      .table('companies')
      .insert({
        name,
        slug: `test-company-${unique}`,
        company_type: companyType,
        tax_id: taxId,
        status: 'active',
      })
      .returning('id')
    companyId = Number(row.id ?? row)
  }
  return User.create({
    accountType: type,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? `User ${unique}`,
    email: options.email ?? `${type}-${unique}@example.test`,
    phone: options.phone ?? '+994501234567',
    password: hashed,
    personalCode: options.personalCode ?? null,
    companyId,
    locale: 'az',
  })
}
