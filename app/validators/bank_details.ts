import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import type { I18n } from '@adonisjs/i18n'
import {
  BANK_NAME_MAX,
  isValidIban,
  isValidSwift,
  normalizeIban,
  normalizeSwift,
} from '#shared/bank'

/** IBAN: spaces and dashes allowed as typed, stored upper case without them, ISO 13616 mod-97 checked. */
const iban = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalized = normalizeIban(value)
  field.mutate(normalized, field)
  if (!isValidIban(normalized)) field.report('iban', 'iban', field)
})

/** SWIFT/BIC: 8 or 11 characters, stored upper case. */
const swift = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalized = normalizeSwift(value)
  field.mutate(normalized, field)
  if (!isValidSwift(normalized)) field.report('swift', 'swift', field)
})

/**
 * The company's bank details in the seller profile form (issue 24, printed on pro-formas), each
 * optional: bank name, IBAN, SWIFT/BIC. Validated beside updateSellerProfileValidator, with
 * messages from `seller.profile.bank.errors` (bankDetailsMessages).
 */
export const bankDetailsValidator = vine.create({
  bank_name: vine.string().trim().maxLength(BANK_NAME_MAX).optional(),
  bank_iban: vine.string().maxLength(64).use(iban()).optional(),
  bank_swift: vine.string().maxLength(32).use(swift()).optional(),
})

export type BankDetailsInput = Infer<typeof bankDetailsValidator>

/** Localized messages of bankDetailsValidator in the request's language. */
export function bankDetailsMessages(i18n: I18n): SimpleMessagesProvider {
  const t = (key: string) => i18n.t(`seller.profile.bank.errors.${key}`)
  return new SimpleMessagesProvider(
    {
      'bank_name.maxLength': t('bank_name_long'),
      'bank_iban.maxLength': t('iban'),
      'bank_iban.iban': t('iban'),
      'bank_swift.maxLength': t('swift'),
      'bank_swift.swift': t('swift'),
      'string': t('text'),
    },
    {}
  )
}
