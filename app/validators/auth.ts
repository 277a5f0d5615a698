import vine from '@vinejs/vine'
import {
  COMPANY_TYPES,
  idRule,
  passwordRule,
  phoneRule,
  taxIdRule,
  type PasswordRuleMeta,
} from '#validators/rules'

const email = () => vine.string().trim().toLowerCase().maxLength(254).email()
const personName = () => vine.string().trim().minLength(1).maxLength(80)

/**
 * Sign-in (SPEC §2 Authorization): which account, e-mail, password (as typed: never trimmed);
 * `next` is checked by the controller.
 */
export const signInValidator = vine.create({
  account_type: vine.enum(['buyer', 'seller', 'admin'] as const),
  email: email(),
  password: vine.string().maxLength(4096),
  next: vine.string().maxLength(2000).optional(),
})

/**
 * Registration of a buyer or a seller (SPEC §2, §5; DESIGN §4 Accounts). The password and its
 * repetition as typed (never trimmed), not containing the site's name, the e-mail or the names
 * given (ASVS 6.2.11). Every field is required
 * but a seller's website; sellers add company type, legal/individual name, VÖEN (last digit
 * must match the company type), legal address, representative and region (a district id).
 */
export const registerValidator = vine.create({
  account_type: vine.enum(['buyer', 'seller'] as const),
  first_name: personName(),
  last_name: personName(),
  email: email(),
  phone: phoneRule(),
  password: passwordRule().confirmed({ as: 'password_confirmation' }),
  terms: vine.accepted(),
  company_type: vine.enum(COMPANY_TYPES).optional().requiredWhen('account_type', '=', 'seller'),
  company_name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(200)
    .optional()
    .requiredWhen('account_type', '=', 'seller'),
  tax_id: taxIdRule('company_type').optional().requiredWhen('account_type', '=', 'seller'),
  legal_address: vine
    .string()
    .trim()
    .minLength(5)
    .maxLength(255)
    .optional()
    .requiredWhen('account_type', '=', 'seller'),
  representative: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(160)
    .optional()
    .requiredWhen('account_type', '=', 'seller'),
  website: vine.string().trim().maxLength(255).url({ require_protocol: false }).optional(),
  district_id: idRule()
    .exists({ table: 'districts', column: 'id' })
    .optional()
    .requiredWhen('account_type', '=', 'seller'),
})

/** Forgot password: which account and its e-mail (the answer never says whether it exists). */
export const forgotPasswordValidator = vine.create({
  account_type: vine.enum(['buyer', 'seller', 'admin'] as const),
  email: email(),
})

/**
 * Reset password: the new password twice as typed (SPEC §5 rule); meta `passwordContext` holds
 * the e-mail and names of the link's account, which the password must not contain.
 */
export const resetPasswordValidator = vine.withMetaData<PasswordRuleMeta>().create({
  password: passwordRule().confirmed({ as: 'password_confirmation' }),
})
