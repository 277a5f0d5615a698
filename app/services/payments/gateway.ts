/**
 * Payment gateways behind one contract (DESIGN §5 Payments; INTEGRATIONS §4): a hosted payment
 * page flow — create → redirect the buyer → return + signed callback → server-side status check.
 * Neither the return URL nor a callback is trusted on its own: every result is confirmed by
 * `fetchStatus` before anything changes (app/actions/payments). Implementations: the built-in
 * test gateway (test_gateway_client.ts) and Epoint (epoint_gateway.ts), bound by name in
 * gateways.ts. Amounts are integer minor units (qəpik for AZN).
 */
import type { PaymentGatewayName } from '#shared/orders'
import type { Locale } from '#lib/route_table'

/** What the shop asks a gateway to collect. */
export interface CreatePaymentInput {
  /** payment_attempts.id: our reference of this try (sent to the gateway as the order id). */
  attemptId: number
  /** The order's public number (shown by some gateways, used in descriptions). */
  orderNumber: string
  /** Amount in minor units (qəpik), > 0. */
  amountMinor: number
  currency: 'AZN'
  /** Free text shown on the hosted page, in the buyer's language. */
  description: string
  /** Language of the hosted page. */
  locale: Locale
  /** Absolute URL the buyer is sent back to (GET), success or not. */
  returnUrl: string
  /** Absolute URL the gateway posts its signed notifications to. */
  callbackUrl: string
}

/** The gateway accepted the payment: send the buyer to `redirectUrl`. */
export interface CreatedPayment {
  redirectUrl: string
  /** The gateway's own id of the payment (payment_attempts.provider_reference). */
  providerReference: string
}

export type GatewayPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled'

/** A payment's state as the gateway reports it in answer to our own server-side query. */
export interface GatewayStatus {
  status: GatewayPaymentStatus
  /** Amount in minor units the gateway holds for this payment; null when it does not say. */
  amountMinor: number | null
  /** ISO 4217 code; null when the gateway does not say (Epoint only knows AZN). */
  currency: string | null
  /** The gateway's result code (decline reason), when it gives one. */
  code?: string | null
}

/** A verified, parsed notification (callback) of a gateway. */
export interface GatewayEvent {
  /**
   * The deduplication key (payment_events.event_id): the same for every delivery of one
   * notification. It is used up only by a delivery whose confirmed result changed the payment
   * (app/actions/payments/handle_payment_callback.ts), so a refused or unconfirmed delivery never
   * blocks the genuine one.
   */
  eventId: string
  providerReference: string
  status: GatewayPaymentStatus
  /** Amount in minor units the notification states; null when it does not say. */
  amountMinor: number | null
  currency: string | null
  code?: string | null
}

/** A callback request as received: the raw body (signatures are computed over it) and the headers. */
export interface CallbackRequest {
  rawBody: string
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>
}

/**
 * The gateway could not be reached or answered something unusable (code E_PAYMENT_GATEWAY).
 * `reason`: timeout (no answer within the configured limit), network, http_status (a non-2xx
 * answer), protocol (malformed answer), refused (the gateway said no to the request).
 */
export class PaymentGatewayError extends Error {
  readonly code = 'E_PAYMENT_GATEWAY'
  constructor(
    readonly gateway: PaymentGatewayName,
    readonly reason: 'timeout' | 'network' | 'http_status' | 'protocol' | 'refused',
    message: string,
    options?: ErrorOptions
  ) {
    super(message, options)
    this.name = 'PaymentGatewayError'
  }
}

/**
 * A callback that must not be believed (code E_INVALID_PAYMENT_CALLBACK). `reason`: signature
 * (missing or wrong), timestamp (outside the tolerance: a replay), malformed (unreadable body).
 */
export class InvalidPaymentCallback extends Error {
  readonly code = 'E_INVALID_PAYMENT_CALLBACK'
  constructor(
    readonly reason: 'signature' | 'timestamp' | 'malformed',
    message: string
  ) {
    super(message)
    this.name = 'InvalidPaymentCallback'
  }
}

/** One payment gateway (DESIGN §5). Every outbound call has a time limit. */
export default abstract class PaymentGateway {
  abstract readonly name: PaymentGatewayName

  /**
   * Registers a hosted payment for an attempt. Throws PaymentGatewayError when the gateway
   * cannot be reached in time or refuses.
   */
  abstract createPayment(input: CreatePaymentInput): Promise<CreatedPayment>

  /** Asks the gateway, server to server, for the payment's current state. Throws PaymentGatewayError. */
  abstract fetchStatus(providerReference: string): Promise<GatewayStatus>

  /**
   * Verifies a callback's signature on its raw body and parses it. Throws InvalidPaymentCallback;
   * never calls the network.
   */
  abstract parseCallback(request: CallbackRequest): GatewayEvent
}
