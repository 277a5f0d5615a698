/**
 * Life of one mobile-signature sign-in attempt (DESIGN §5, §7 rule 7). An attempt only moves
 * forward; every state but `running` and `choosing` is final, which is what makes an attempt
 * single-use: nothing can sign in from a final state, and storage applies a transition only
 * if the stored state is still the one it was computed from.
 *
 *   running  ──poll──────────▶ running      (the phone has not answered yet)
 *   running  ──choose────────▶ choosing     (signed; several certificates to pick from)
 *   running  ──sign_in───────▶ signed_in    (signed; the matching account is signed in)
 *   running  ──no_account────▶ not_found    (signed; no matching account → registration)
 *   running  ──fail──────────▶ failed       (a SPEC §8 code, or the account is disabled)
 *   running  ──cancel────────▶ cancelled    (cancel button on the page)
 *   running  ──expire────────▶ expired      (5 minutes passed)
 *   choosing ──sign_in / no_account / fail / cancel / expire▶ as above
 *
 * A failed attempt keeps why: one of SPEC §8's seven codes (FAILURE_CODES in
 * #services/mobile_signature/provider; PHONE_ABSENT counts as SENDING_ERROR) or ACCOUNT_DISABLED.
 */
export const MOBILE_SIGNATURE_STATES = [
  'running',
  'choosing',
  'signed_in',
  'not_found',
  'failed',
  'cancelled',
  'expired',
] as const
export type MobileSignatureState = (typeof MOBILE_SIGNATURE_STATES)[number]

export const MOBILE_SIGNATURE_EVENTS = [
  'poll',
  'choose',
  'sign_in',
  'no_account',
  'fail',
  'cancel',
  'expire',
] as const
export type MobileSignatureEvent = (typeof MOBILE_SIGNATURE_EVENTS)[number]

/** The transition table: state → event → next state. Missing entries are not allowed. */
export const MOBILE_SIGNATURE_TRANSITIONS: Readonly<
  Record<
    MobileSignatureState,
    Readonly<Partial<Record<MobileSignatureEvent, MobileSignatureState>>>
  >
> = {
  running: {
    poll: 'running',
    choose: 'choosing',
    sign_in: 'signed_in',
    no_account: 'not_found',
    fail: 'failed',
    cancel: 'cancelled',
    expire: 'expired',
  },
  choosing: {
    sign_in: 'signed_in',
    no_account: 'not_found',
    fail: 'failed',
    cancel: 'cancelled',
    expire: 'expired',
  },
  signed_in: {},
  not_found: {},
  failed: {},
  cancelled: {},
  expired: {},
}

/** A transition the table does not allow (e.g. anything from a final state). */
export class InvalidMobileSignatureTransition extends Error {
  readonly code = 'E_INVALID_MOBILE_SIGNATURE_TRANSITION'

  constructor(
    readonly from: MobileSignatureState,
    readonly event: MobileSignatureEvent
  ) {
    super(`Mobile-signature attempt cannot "${event}" from "${from}"`)
    this.name = 'InvalidMobileSignatureTransition'
  }
}

/** Next state of `from` on `event`; throws InvalidMobileSignatureTransition if not allowed. */
export function nextMobileSignatureState(
  from: MobileSignatureState,
  event: MobileSignatureEvent
): MobileSignatureState {
  const to = MOBILE_SIGNATURE_TRANSITIONS[from]?.[event]
  if (!to) throw new InvalidMobileSignatureTransition(from, event)
  return to
}

/** Whether `event` is allowed from `from`. */
export function canTransition(from: MobileSignatureState, event: MobileSignatureEvent): boolean {
  return MOBILE_SIGNATURE_TRANSITIONS[from]?.[event] !== undefined
}

/** Final states: no event leaves them (the attempt is used up). */
export function isFinalState(state: MobileSignatureState): boolean {
  return Object.keys(MOBILE_SIGNATURE_TRANSITIONS[state]).length === 0
}
