import paymentsConfig, { enabledGateways } from '#config/payments'
import type { PaymentGatewayName } from '#shared/orders'
import type PaymentGateway from './gateway.js'

/** Raised for a gateway that is not configured here (code E_PAYMENT_GATEWAY_DISABLED). */
export class PaymentGatewayDisabled extends Error {
  readonly code = 'E_PAYMENT_GATEWAY_DISABLED'
  constructor(readonly gateway: string) {
    super(`Payment gateway "${gateway}" is not enabled`)
    this.name = 'PaymentGatewayDisabled'
  }
}

const instances = new Map<PaymentGatewayName, PaymentGateway>()
const swapped = new Map<PaymentGatewayName, PaymentGateway>()

/** Whether `name` is a gateway enabled by config/payments.ts. */
export function isEnabledGateway(name: unknown): name is PaymentGatewayName {
  return typeof name === 'string' && (enabledGateways() as string[]).includes(name)
}

/**
 * The gateway bound to `name` (config/payments.ts): the test gateway client, talking to the
 * simulator mounted in this app, or Epoint with the configured keys. One instance per process.
 * Throws PaymentGatewayDisabled for a gateway that is off or unknown.
 */
export async function gatewayFor(name: string): Promise<PaymentGateway> {
  const replaced = swapped.get(name as PaymentGatewayName)
  if (replaced) return replaced
  if (!isEnabledGateway(name)) throw new PaymentGatewayDisabled(name)
  let gateway = instances.get(name)
  if (!gateway) {
    gateway = await build(name)
    instances.set(name, gateway)
  }
  return gateway
}

async function build(name: PaymentGatewayName): Promise<PaymentGateway> {
  const { timeoutMs, signatureToleranceSeconds, testGateway, epoint } = paymentsConfig
  if (name === 'epoint') {
    const { default: EpointGateway } = await import('./epoint_gateway.js')
    return new EpointGateway({
      apiUrl: epoint.apiUrl,
      publicKey: epoint.publicKey,
      privateKey: epoint.privateKey,
      timeoutMs,
    })
  }
  const { default: TestGatewayClient } = await import('./test_gateway_client.js')
  return new TestGatewayClient({
    baseUrl: testGateway.baseUrl,
    secret: testGateway.secret,
    timeoutMs,
    toleranceSeconds: signatureToleranceSeconds,
  })
}

/** Tests: answer `name` with `gateway` (enabled or not) until restoreGateways(). */
export function swapGateway(name: PaymentGatewayName, gateway: PaymentGateway) {
  swapped.set(name, gateway)
}

/** Tests: undo every swapGateway(). */
export function restoreGateways() {
  swapped.clear()
}
