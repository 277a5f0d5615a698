import { createHmac } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import type { PaymentGatewayName } from '#shared/orders'

/** Where the built-in test gateway is mounted (not localized; DESIGN §5 Payments). */
export const TEST_GATEWAY_BASE_PATH = '/payments/test-gateway'

/**
 * Paths of the payment routes (start/routes/payments.ts registers exactly these). The return
 * and callback URLs handed to a gateway are `origin` + these paths.
 */
export const PAYMENT_PATHS = {
  /** Where the gateway sends the buyer back: GET, `:id` = payment_attempts.id. */
  return: (attemptId: number) => `/payments/return/${attemptId}`,
  /** Where the gateway posts its signed notifications: POST, server to server. */
  callback: (gateway: PaymentGatewayName) => `/payments/callback/${gateway}`,
  /** Test gateway: the hosted payment page of a payment (`lang` = az | en | ru). */
  testGatewayPage: (reference: string, lang: string) =>
    `${TEST_GATEWAY_BASE_PATH}/pay/${encodeURIComponent(reference)}?lang=${encodeURIComponent(lang)}`,
} as const

/**
 * Routes without CSRF tokens (config/shield.ts): server-to-server endpoints that authenticate
 * each request themselves: the gateways' signed callbacks (HMAC / Epoint signature) and the
 * test gateway's merchant API (Bearer secret).
 */
export const CSRF_EXEMPT_PAYMENT_ROUTES: ReadonlySet<string> = new Set([
  'payments.callback',
  'payments.test_gateway.api.create',
])

/** This server's own address for server-to-server calls to the test gateway mounted in it. */
function ownTestGatewayUrl() {
  const host = env.get('HOST')
  const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const authority = reachable.includes(':') ? `[${reachable}]` : reachable
  return `http://${authority}:${env.get('PORT') ?? 3333}${TEST_GATEWAY_BASE_PATH}`
}

/**
 * Shared secret of the test gateway (Bearer token of its API and HMAC key of its callbacks):
 * derived from APP_KEY, so every app process agrees on it and nothing is hard-coded.
 */
function testGatewaySecret() {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update('karvan/payments/test-gateway/v1')
    .digest('base64url')
}

const epointPublicKey = env.get('EPOINT_PUBLIC_KEY')
const epointPrivateKey = env.get('EPOINT_PRIVATE_KEY')
const epointConfigured = Boolean(epointPublicKey && epointPrivateKey)

/**
 * Whether the built-in test gateway is offered: as PAYMENT_TEST_GATEWAY says (`on`/`off`), else
 * only while no real gateway is configured (`realGateway`).
 */
export function testGatewayEnabled(
  setting: 'on' | 'off' | undefined,
  realGateway: boolean
): boolean {
  return (setting ?? (realGateway ? 'off' : 'on')) === 'on'
}

/**
 * Payments (DESIGN §5 Payments, INTEGRATIONS §4). Gateways are bound by name
 * (app/services/payments/gateways.ts): the built-in test gateway (PAYMENT_TEST_GATEWAY; on by
 * default while no real gateway is configured, off by default once one is, so a shop taking
 * real payments never offers a way to "pay" without money unless asked to) and Epoint when
 * EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY are set.
 * Times are in milliseconds.
 */
const paymentsConfig = {
  /** Limit of one outbound call to a gateway (create, status check, callback delivery). */
  timeoutMs: env.get('PAYMENT_GATEWAY_TIMEOUT_MS') ?? (app.inTest ? 2000 : 10_000),
  /** Largest time difference accepted between a signed callback's timestamp and now (Stripe's default). */
  signatureToleranceSeconds: 300,
  /** The reconciliation job checks pending attempts older than this. */
  reconcileAfterMinutes: 5,
  /** Attempts checked per reconciliation run. */
  reconcileBatch: 50,
  /** The order-expiry scheduler enqueues `payments.reconcile` this often (minutes). */
  reconcileEveryMinutes: 3,
  /**
   * Minutes an unpaid order past its `expires_at` is still kept while its payment is pending at
   * the gateway (or the gateway cannot be asked): a buyer who pays in the last minute is not
   * refunded (app/actions/orders/expire_unpaid_orders.ts). Orders without a live payment expire on time.
   */
  expiryGraceMinutes: 10,

  testGateway: {
    enabled: testGatewayEnabled(env.get('PAYMENT_TEST_GATEWAY'), epointConfigured),
    /** Server-to-server base of its API (this app, over loopback). */
    baseUrl: ownTestGatewayUrl(),
    secret: testGatewaySecret(),
    /** Merchant name shown on the hosted page. */
    merchantName: 'Karvan',
    /**
     * Delay of a "late" callback after the buyer's choice; null keeps it until a test delivers
     * it (tests/functional/payments/helpers.ts).
     */
    lateCallbackDelayMs: app.inTest ? null : 10_000,
  },

  epoint: {
    enabled: epointConfigured,
    /** API base; requests go to `{apiUrl}/api/1/request` and `{apiUrl}/api/1/get-status`. */
    apiUrl: env.get('EPOINT_API_URL') ?? 'https://epoint.az',
    publicKey: epointPublicKey ?? '',
    privateKey: epointPrivateKey ?? '',
  },
}

export default paymentsConfig

/** Gateways a buyer can pay through right now (cash on delivery needs none). */
export function enabledGateways(): PaymentGatewayName[] {
  const names: PaymentGatewayName[] = []
  if (paymentsConfig.testGateway.enabled) names.push('test_gateway')
  if (paymentsConfig.epoint.enabled) names.push('epoint')
  return names
}
