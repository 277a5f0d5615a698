import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { normalizeAzMobile } from '#services/mobile_signature/phone'
import { MOBILE_SIGN_IN_TYPES } from '#services/mobile_signature/sign_in'
import { integerRule } from '#validators/rules'

const azMobile = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalized = normalizeAzMobile(value)
  if (!normalized) field.report('Enter an Azerbaijani mobile number', 'azMobile', field)
  else field.mutate(normalized, field)
})

/**
 * The Asan İmza holder fields every start form has: user ID (6 digits) and mobile number (comes
 * out in E.164). Also used by the company verification (issue 25).
 */
export function mobileSignatureHolderFields() {
  return {
    user_id: vine
      .string()
      .trim()
      .regex(/^\d{6}$/),
    phone: vine.string().trim().maxLength(32).use(azMobile()),
  }
}

/**
 * Mobile-signature start form (SPEC §1: user ID, mobile number; issue 4: the account type).
 * `phone` comes out in E.164 ('+994501234567'); message `validator.shared.messages.azMobile`.
 */
export const startMobileSignatureValidator = vine.create({
  ...mobileSignatureHolderFields(),
  account_type: vine.enum(MOBILE_SIGN_IN_TYPES),
})

/** Status query and cancel: the attempt the page shows. */
export const mobileSignatureAttemptValidator = vine.create({
  attempt: vine.string().uuid(),
})

/** Certificate choice: the attempt and the position of the certificate in its list. */
export const chooseCertificateValidator = vine.create({
  attempt: vine.string().uuid(),
  certificate: integerRule({ min: 0, max: 9 }),
})
