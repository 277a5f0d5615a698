import vine from '@vinejs/vine'

/** An admin's revocation of a company verification (issue 25): the reason, 3–500 characters. */
export const revokeVerificationValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(500),
})
