import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { degreesRule, idRule, phoneRule } from '#validators/rules'

const description = () => vine.string().trim().maxLength(5000).optional()

/** A coordinate in degrees within ±`limit`, kept to the 6 decimals the database stores. */
const degrees = degreesRule

/**
 * Seller profile form (SPEC §2 Seller dashboard → profile; DESIGN §4 Accounts): the account
 * person and the company as registered. Only these keys are read, so `tax_id`, `company_type`,
 * `company_id`, `status` or `account_type` in a request have no effect (the VÖEN and the company
 * type it encodes are never editable here). `current_password` is checked by the action when the
 * e-mail changes. Coordinates are WGS84 degrees, both or neither.
 */
export const updateSellerProfileValidator = vine.create({
  first_name: vine.string().trim().minLength(1).maxLength(80),
  last_name: vine.string().trim().minLength(1).maxLength(80),
  email: vine.string().trim().toLowerCase().maxLength(254).email(),
  phone: phoneRule(),
  current_password: vine.string().maxLength(4096).optional(),
  company_name: vine.string().trim().minLength(2).maxLength(200),
  legal_address: vine.string().trim().minLength(5).maxLength(255),
  representative: vine.string().trim().minLength(2).maxLength(160),
  website: vine
    .string()
    .trim()
    .maxLength(255)
    .url({ require_protocol: false, protocols: ['http', 'https'], require_valid_protocol: true })
    .optional(),
  company_phone: phoneRule(),
  phone_secondary: phoneRule().optional(),
  district_id: idRule().exists({ table: 'districts', column: 'id' }),
  description_az: description(),
  description_en: description(),
  description_ru: description(),
  latitude: degrees(90).optional().requiredIfExists('longitude'),
  longitude: degrees(180).optional().requiredIfExists('latitude'),
})

export type SellerProfileInput = Infer<typeof updateSellerProfileValidator>
