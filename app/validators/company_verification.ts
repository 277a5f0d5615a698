import vine from '@vinejs/vine'
import { mobileSignatureHolderFields } from '#validators/mobile_signature'

/**
 * "Verify with Asan İmza" (issue 25): the sign-in's user ID and mobile number (the account type
 * is the seller's own). `phone` comes out in E.164.
 */
export const startVerificationValidator = vine.create(mobileSignatureHolderFields())
