import vine from '@vinejs/vine'

/** Phone numbers as people type them: optional +, digits, spaces, dashes, brackets; 7–20 chars. */
export const phoneRule = () =>
  vine
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/)

/** Contact form (SPEC §2 Contact): name, e-mail, optional phone, message. */
export const createContactMessageValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120),
  email: vine.string().trim().maxLength(254).email(),
  phone: phoneRule().optional(),
  message: vine.string().trim().minLength(10).maxLength(5000),
})
