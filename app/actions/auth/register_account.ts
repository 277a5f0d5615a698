import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import { slugify } from '#lib/slugify'
import { LOCALES, type Locale } from '#lib/route_table'
import type { CompanyType } from '#validators/rules'
import { hashPassword } from '#services/auth/password_hashing'

export interface RegistrationInput {
  account_type: 'buyer' | 'seller'
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  company_type?: CompanyType
  company_name?: string
  tax_id?: string
  legal_address?: string
  representative?: string
  website?: string
  district_id?: number
}

/** Registration outcome: the new user, or the field that conflicts with an existing account. */
export type RegistrationResult = { user: User } | { conflict: 'email' | 'tax_id' }

/**
 * Creates a buyer or a seller account (DESIGN §4 Accounts). A seller also gets a company (the
 * supplier profile) with the legal address in every locale. `personalCode` comes from a
 * mobile-signature certificate when the registration was prefilled from one. The e-mail is
 * unique per account type, the VÖEN unique across companies: conflicts are reported, not thrown.
 * Only the listed fields are written (no mass assignment). The password is hashed as typed (NFC).
 */
export default class RegisterAccount {
  async handle(
    input: RegistrationInput,
    meta: { locale: Locale; personalCode?: string | null }
  ): Promise<RegistrationResult> {
    const existing = await db
      .from('users')
      .where('account_type', input.account_type)
      .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
      .first()
    if (existing) return { conflict: 'email' }
    if (
      input.account_type === 'seller' &&
      (await db.from('companies').where('tax_id', input.tax_id!).first())
    ) {
      return { conflict: 'tax_id' }
    }

    const passwordHash = await hashPassword(input.password)
    try {
      const user = await db.transaction(async (trx) => {
        let companyId: number | null = null
        if (input.account_type === 'seller') {
          const base = slugify(input.company_name!) || 'company'
          const [company] = await trx
            .table('companies')
            .insert({
              name: input.company_name,
              slug: `${base}-${randomBytes(3).toString('hex')}`,
              company_type: input.company_type,
              tax_id: input.tax_id,
              district_id: input.district_id,
              website: input.website ?? null,
              phone: input.phone,
              email: input.email,
              representative: input.representative,
              status: 'active',
            })
            .returning('id')
          companyId = Number(company.id ?? company)
          await trx.table('company_translations').multiInsert(
            LOCALES.map((locale) => ({
              company_id: companyId,
              locale,
              legal_address: input.legal_address,
            }))
          )
        }
        return User.create(
          {
            accountType: input.account_type,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            password: passwordHash,
            personalCode: meta.personalCode ?? null,
            companyId,
            locale: meta.locale,
            termsAcceptedAt: DateTime.now(),
          },
          { client: trx }
        )
      })
      return { user }
    } catch (error: any) {
      if (error?.code === '23505') {
        return { conflict: String(error.constraint ?? '').includes('tax_id') ? 'tax_id' : 'email' }
      }
      throw error
    }
  }
}
