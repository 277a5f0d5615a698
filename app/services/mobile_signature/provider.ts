/**
 * Mobile-signature (Asan İmza) sign-in behind one contract (DESIGN §5, INTEGRATIONS §1.5):
 * start → show the verification code → poll until COMPLETE → identity from the certificate.
 * Bound in providers/mobile_signature_provider.ts to the HTTP client; in development, tests and
 * the embedded default the client talks to the simulator mounted under /_simulators/mobile-id.
 */

/** SPEC §8 codes a finished session can end with (PHONE_ABSENT is folded into SENDING_ERROR). */
export const FAILURE_CODES = [
  'NOT_VALID',
  'EXPIRED_TRANSACTION',
  'USER_CANCEL',
  'MID_NOT_READY',
  'SENDING_ERROR',
  'SIM_ERROR',
  'INTERNAL_ERROR',
] as const
export type FailureCode = (typeof FAILURE_CODES)[number]

/**
 * Not a mobile-signature user: the user ID and phone do not belong to one Asan İmza holder
 * (MID `NOT_MID_CLIENT`, DDS fault 301). Shown as SPEC's "user not found, please register".
 */
export const NOT_A_CLIENT = 'NOT_MID_CLIENT'
export type NotAClient = typeof NOT_A_CLIENT

/** One certificate of the signer: personal (`individual`, by FIN) or business (`legal`, by VÖEN). */
export interface SignerCertificate {
  type: 'individual' | 'legal'
  /** Person's full name for a personal certificate, the company name for a business one. */
  name: string
  /** Business certificates: the company's tax ID (VÖEN, 10 digits). */
  voen?: string
}

/** Who signed, read from verified certificates (subject GN, SN, serialNumber PNOAZ-<FIN>). */
export interface SignerIdentity {
  /** FIN, the 7-character personal identification code. */
  personalCode: string
  givenName: string
  surname: string
  /** ISO 3166 alpha-2 of the certificate subject, 'AZ' for Asan İmza. */
  country: string
  /** At least one; the personal certificate (if any) comes first. */
  certificates: SignerCertificate[]
}

export interface StartInput {
  /** Asan İmza user ID as typed (6 digits). */
  userId: string
  /** E.164 mobile number, '+994501234567'. */
  phone: string
  /** Language of the text shown on the phone. */
  lang: 'az' | 'en' | 'ru'
}

export interface StartedSession {
  /** Opaque handle for poll/cancel; server-side only, never sent to the browser. */
  sessionId: string
  /** Four digits, '0000'..'8191', shown on the page and on the phone. */
  verificationCode: string
  /** After this instant the service forgets the session (≤ 5 minutes after start). */
  expiresAt: Date
}

export type PollOutcome =
  | { state: 'RUNNING' }
  | { state: 'COMPLETE'; result: FailureCode | NotAClient }
  | { state: 'COMPLETE'; result: 'OK'; identity: SignerIdentity }

/** A start request that the service refused or never answered; `code` is what the user sees. */
export class MobileSignatureError extends Error {
  constructor(
    readonly code: FailureCode | NotAClient,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'MobileSignatureError'
  }
}

/** Mobile-signature service (DESIGN §5). Implementations never throw from poll or cancel. */
export default abstract class MobileSignatureProvider {
  /**
   * Asks the service to send an authentication request to the phone. Throws
   * MobileSignatureError (INTERNAL_ERROR on timeout, network or protocol failure).
   */
  abstract start(input: StartInput): Promise<StartedSession>

  /**
   * Current state of a session. `waitMs` lets the service hold the answer until something
   * happens (long poll, 0 = answer at once). Transport failures end as INTERNAL_ERROR, an
   * unknown or forgotten session as EXPIRED_TRANSACTION, a bad signature as NOT_VALID.
   */
  abstract poll(sessionId: string, options?: { waitMs?: number }): Promise<PollOutcome>

  /** Web-side cancel (the page's cancel button); best effort, never throws. */
  abstract cancel(sessionId: string): Promise<void>
}
