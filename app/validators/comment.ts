import vine from '@vinejs/vine'

/** A product comment (SPEC §2 Product: add-comment form). Stored pending until an admin approves it. */
export const createCommentValidator = vine.create({
  author_name: vine.string().trim().minLength(2).maxLength(80),
  body: vine.string().trim().minLength(5).maxLength(2000),
})
