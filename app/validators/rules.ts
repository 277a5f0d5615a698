import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkPassword, PASSWORD_MAX_LENGTH, type PasswordContext } from '#services/auth/passwords'

/** Company types of sellers (SPEC §1: legal entities and individual entrepreneurs, equal rights). */
export const COMPANY_TYPES = ['legal', 'individual'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]

/** What a password rule may be told about its person beyond the sibling fields (validator meta). */
export interface PasswordRuleMeta {
  passwordContext?: PasswordContext
}

const password = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const siblings = (field.parent ?? {}) as Record<string, unknown>
  const known = ((field.meta ?? {}) as PasswordRuleMeta).passwordContext ?? {}
  const text = (item: unknown) => (typeof item === 'string' ? item : null)
  const problem = checkPassword(value, {
    emails: [text(siblings.email), ...(known.emails ?? [])],
    names: [text(siblings.first_name), text(siblings.last_name), ...(known.names ?? [])],
  })
  if (problem) field.report(`password.${problem}`, `password.${problem}`, field)
})

/**
 * Password rule factory (SPEC §5 + DESIGN §6 + ASVS 6.2.11, see checkPassword): never trimmed
 * or truncated (the raw value reaches it, see #lib/password_fields); it must not contain the
 * site's name, nor the e-mail or names given beside it in the form (`email`, `first_name`,
 * `last_name`) or in the validator's meta `passwordContext` (the account's own, on reset and
 * change). Messages `validator.shared.messages.password.<problem>`.
 */
export const passwordRule = () => vine.string().maxLength(PASSWORD_MAX_LENGTH * 4).use(password())

/**
 * VÖEN (tax ID) format: 10 digits, the last one 1 for a legal entity or 2 for an individual
 * entrepreneur (DESIGN §4). `companyType` narrows the accepted last digit. Pure function.
 */
export function isValidTaxId(value: string, companyType?: CompanyType): boolean {
  if (!/^[0-9]{9}[12]$/.test(value)) return false
  if (companyType === 'legal') return value.endsWith('1')
  if (companyType === 'individual') return value.endsWith('2')
  return true
}

const taxId = vine.createRule((value: unknown, options: { typeField?: string }, field: FieldContext) => {
  if (typeof value !== 'string') return
  const compact = value.replace(/\s+/g, '')
  field.mutate(compact, field)
  const type = options.typeField ? field.parent?.[options.typeField] : undefined
  const companyType = type === 'legal' || type === 'individual' ? type : undefined
  if (!isValidTaxId(compact, companyType)) field.report('taxId', 'taxId', field)
})

/**
 * VÖEN rule factory: spaces are removed, then isValidTaxId; with `typeField` the last digit must
 * match the company type in that sibling field. Message: "wrong tax ID" (SPEC §5).
 */
export const taxIdRule = (typeField?: string) => vine.string().trim().use(taxId({ typeField }))

/** Phone numbers as people type them: optional +, digits, spaces, dashes, brackets; 7–20 chars. */
export const phoneRule = () =>
  vine
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/)
