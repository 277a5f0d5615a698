import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { compactGtin, gtinProblem } from '#lib/gtin'

/** Rule names per problem; messages `validator.shared.messages.<rule>`. */
const RULES = { digits: 'gtinDigits', length: 'gtinLength', check_digit: 'gtinCheckDigit' } as const

const gtin = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const compact = compactGtin(value)
  field.mutate(compact, field)
  const problem = gtinProblem(compact)
  if (problem) field.report(RULES[problem], RULES[problem], field)
})

/**
 * GTIN rule factory (DESIGN §7 rule 3; INTEGRATIONS §2.1): spaces and dashes are removed, then
 * digits only, length 8/12/13/14 and the mod-10 check digit are checked, in that order. The
 * value stays as printed (not padded; use normalizeGtin for the 14-digit form). Messages:
 * gtinDigits, gtinLength, gtinCheckDigit.
 */
export const gtinRule = () => vine.string().trim().maxLength(32).use(gtin())

/** Route parameter of the lookup endpoint, `GET /api/gtin/:code`. */
export const gtinLookupValidator = vine.create({ gtin: gtinRule() })
