import vine from '@vinejs/vine'
import { phoneRule } from '#validators/rules'

export { phoneRule }

/** Contact form (SPEC §2 Contact): name, e-mail, optional phone, message. */
export const createContactMessageValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120),
  email: vine.string().trim().maxLength(254).email(),
  phone: phoneRule().optional(),
  message: vine.string().trim().minLength(10).maxLength(5000),
})
