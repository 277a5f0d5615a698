import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { LOCALES } from '#lib/route_table'
import { slugify } from '#lib/slugify'
import { forgetPages } from '#middleware/page_cache_middleware'
import type { SellerProfileInput } from '#validators/seller_profile'

/** A field the profile could not be saved with, and why (`seller.profile.errors.<field>.<code>`). */
export type ProfileRefusal =
  | { field: 'current_password'; code: 'required' | 'wrong' }
  | { field: 'current_password'; code: 'throttled'; minutes: number }
  | { field: 'email'; code: 'taken' }

/**
 * Wrong current-password tries per account before a pause (DESIGN §6 rate limits); the key is
 * the one the customer's user-info form uses, so both forms share the budget of an account.
 */
const CURRENT_PASSWORD_ATTEMPTS = 5
const CURRENT_PASSWORD_WINDOW = '15 minutes'

class WrongCurrentPassword extends Error {}

export type ProfileUpdateResult = { saved: true } | { saved: false; refusal: ProfileRefusal }

/**
 * Saves the seller profile form for `user` and the company it points at (`users.company_id`,
 * never an id from the request). Changing the e-mail asks for the current password (issue 4;
 * 5 wrong tries per account per 15 minutes, then a pause) and must keep it unique among seller
 * accounts. Only the listed columns are written: the VÖEN,
 * company type and status stay as registered. Legal address: one value for all three language
 * rows; descriptions per language. Everything in one transaction; afterwards the anonymous page
 * micro-cache is emptied so product pages show the new phone at once.
 * Refusals are returned, not thrown; throws only on unexpected database errors.
 */
export default class UpdateSellerProfile {
  async handle(user: User, companyId: number, input: SellerProfileInput): Promise<ProfileUpdateResult> {
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
        const current = await trx.from('companies').where('id', companyId).forUpdate().select('name', 'slug').firstOrFail()
        await trx
          .from('companies')
          .where('id', companyId)
          .update({
            name: input.company_name,
            slug: current.name === input.company_name ? current.slug : slugify(input.company_name) || 'company',
            representative: input.representative,
            website: input.website ?? null,
            phone: input.company_phone,
            phone_secondary: input.phone_secondary ?? null,
            district_id: input.district_id,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            updated_at: new Date(),
          })
        const descriptions = { az: input.description_az, en: input.description_en, ru: input.description_ru }
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
        user.merge({ firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone })
        await user.save()
      })
    } catch (error: any) {
      if (error?.code === '23505' && String(error.constraint ?? '').includes('email')) {
        return refuse({ field: 'email', code: 'taken' })
      }
      throw error
    }
    forgetPages()
    return { saved: true }
  }
}

function refuse(refusal: ProfileRefusal): ProfileUpdateResult {
  return { saved: false, refusal }
}

/** Checks the current password under the per-account limit; a refusal when wrong or paused. */
async function verifyCurrentPassword(user: User, current: string): Promise<ProfileRefusal | null> {
  const attempts = limiter.use({ requests: CURRENT_PASSWORD_ATTEMPTS, duration: CURRENT_PASSWORD_WINDOW })
  try {
    const [throttled] = await attempts.penalize(`current_password:${user.id}`, async () => {
      if (!(await hash.verify(user.password, current))) throw new WrongCurrentPassword()
    })
    if (throttled) {
      return { field: 'current_password', code: 'throttled', minutes: Math.max(1, Math.ceil(throttled.response.availableIn / 60)) }
    }
    return null
  } catch (error) {
    if (error instanceof WrongCurrentPassword) return { field: 'current_password', code: 'wrong' }
    throw error
  }
}
