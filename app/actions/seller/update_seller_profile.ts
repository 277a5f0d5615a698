import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { checkCurrentPassword } from '#services/auth/current_password'
import { LOCALES } from '#lib/route_table'
import { slugify } from '#lib/slugify'
import { invalidate } from '#services/cache/invalidation'
import type { SellerProfileInput } from '#validators/seller_profile'
import type { BankDetailsInput } from '#validators/bank_details'

/** A field the profile could not be saved with, and why (`seller.profile.errors.<field>.<code>`). */
export type ProfileRefusal =
  | { field: 'current_password'; code: 'required' | 'wrong' }
  | { field: 'current_password'; code: 'throttled'; minutes: number }
  | { field: 'email'; code: 'taken' }

export type ProfileUpdateResult = { saved: true } | { saved: false; refusal: ProfileRefusal }

/**
 * Saves the seller profile form for `user` and the company it points at (`users.company_id`,
 * never an id from the request). Changing the e-mail asks for the current password (issue 4;
 * 5 wrong tries per account per 15 minutes, then a pause) and must keep it unique among seller
 * accounts. Only the listed columns are written: the VÖEN,
 * company type and status stay as registered. Legal address: one value for all three language
 * rows; descriptions per language. Everything in one transaction; afterwards the anonymous page
 * micro-cache is emptied so product pages show the new phone at once. `bank` (validated by
 * bankDetailsValidator) sets bank name, IBAN and SWIFT; empty ones are cleared.
 * Refusals are returned, not thrown; throws only on unexpected database errors.
 */
export default class UpdateSellerProfile {
  async handle(
    user: User,
    companyId: number,
    input: SellerProfileInput,
    bank: BankDetailsInput | null = null
  ): Promise<ProfileUpdateResult> {
    const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase()
    if (emailChanged) {
      if (!input.current_password) return refuse({ field: 'current_password', code: 'required' })
      const refusal = await verifyCurrentPassword(user, input.current_password)
      if (refusal) return refuse(refusal)
      const taken = await db
        .from('users')
        .where('account_type', user.accountType)
        .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
        .whereNot('id', user.id)
        .first()
      if (taken) return refuse({ field: 'email', code: 'taken' })
    }

    try {
      await db.transaction(async (trx) => {
        const current = await trx
          .from('companies')
          .where('id', companyId)
          .forUpdate()
          .select('name', 'slug')
          .firstOrFail()
        await trx
          .from('companies')
          .where('id', companyId)
          .update({
            name: input.company_name,
            slug:
              current.name === input.company_name
                ? current.slug
                : slugify(input.company_name) || 'company',
            representative: input.representative,
            website: input.website ?? null,
            phone: input.company_phone,
            phone_secondary: input.phone_secondary ?? null,
            district_id: input.district_id,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            // Bank details for pro-formas (issue 24): left as they are when not part of the save.
            ...(bank
              ? {
                  bank_name: bank.bank_name ?? null,
                  bank_iban: bank.bank_iban ?? null,
                  bank_swift: bank.bank_swift ?? null,
                }
              : {}),
            updated_at: new Date(),
          })
        const descriptions = {
          az: input.description_az,
          en: input.description_en,
          ru: input.description_ru,
        }
        for (const locale of LOCALES) {
          await trx
            .knexQuery()
            .table('company_translations')
            .insert({
              company_id: companyId,
              locale,
              description: descriptions[locale] ?? null,
              legal_address: input.legal_address,
            })
            .onConflict(['company_id', 'locale'])
            .merge(['description', 'legal_address'])
        }
        user.useTransaction(trx)
        user.merge({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
        })
        await user.save()
      })
    } catch (error: any) {
      if (error?.code === '23505' && String(error.constraint ?? '').includes('email')) {
        return refuse({ field: 'email', code: 'taken' })
      }
      throw error
    }
    invalidate('pages')
    return { saved: true }
  }
}

function refuse(refusal: ProfileRefusal): ProfileUpdateResult {
  return { saved: false, refusal }
}

/**
 * Checks the current password under the per-account limit shared with the customer's user-info
 * form (checkCurrentPassword: counted before the hash); a refusal when wrong or paused.
 */
async function verifyCurrentPassword(user: User, current: string): Promise<ProfileRefusal | null> {
  const check = await checkCurrentPassword(user, current)
  if (check.status === 'throttled')
    return { field: 'current_password', code: 'throttled', minutes: check.minutes }
  if (check.status === 'wrong') return { field: 'current_password', code: 'wrong' }
  return null
}
