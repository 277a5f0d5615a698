import { setTimeout } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import type Order from '#models/order'
import type { Locale } from '#lib/route_table'
import paymentsConfig, { PAYMENT_PATHS } from '#config/payments'
import { gatewayFor, PaymentGatewayDisabled } from './gateways.js'
import type PaymentGateway from './gateway.js'
import { PaymentGatewayError } from './gateway.js'

/**
 * The order cannot start an online payment (code E_PAYMENT_NOT_STARTABLE): `reason` method (cash
 * on delivery or a gateway that is off), status (not awaiting payment: paid, failed, expired…).
 */
export class PaymentNotStartable extends Error {
  readonly code = 'E_PAYMENT_NOT_STARTABLE'
  constructor(
    readonly reason: 'method' | 'status',
    message: string
  ) {
    super(message)
    this.name = 'PaymentNotStartable'
  }
}

/** payment_attempts.failure_code of an attempt the gateway never accepted (timeout, refusal). */
export const GATEWAY_UNAVAILABLE = 'gateway_unavailable'

/** Pause between two looks at an attempt another request is creating at the gateway, in ms. */
const WAIT_STEP_MS = 50

type Claim =
  | { kind: 'reuse'; redirectUrl: string }
  | { kind: 'wait' }
  | { kind: 'create'; attemptId: number; amountMinor: number; number: string }

/**
 * Starts (or resumes) the online payment of an order awaiting payment and returns where to send
 * the buyer: the gateway's hosted page (DESIGN §5 Payments). Idempotent per order, also under
 * concurrency: under a row lock on the order, a pending attempt with the same amount is reused
 * (same redirectUrl), an attempt another request is creating right now is waited for, and
 * otherwise a payment_attempts row is claimed (status created; gateway = the order's payment
 * method, amount = order total in qəpik, AZN). The gateway is then called outside any
 * transaction (no connection is held during the call, so the built-in test gateway, which needs
 * one, never starves the pool), with the configured time limit. `origin` is the buyer-facing
 * scheme://host[:port]; the return (`/payments/return/{attemptId}`) and callback
 * (`/payments/callback/{gateway}`) URLs are built on it. `locale` is the hosted page's language.
 * Throws PaymentNotStartable, or PaymentGatewayError when the gateway is unreachable or refuses
 * (the attempt is then kept as failed with failure_code `gateway_unavailable`; the order stays
 * awaiting payment and can start again).
 */
export async function startPayment(
  order: Order,
  options: { locale: Locale; origin: string }
): Promise<{ redirectUrl: string }> {
  let gateway: PaymentGateway
  try {
    gateway = await gatewayFor(order.paymentMethod)
  } catch (error) {
    if (!(error instanceof PaymentGatewayDisabled)) throw error
    throw new PaymentNotStartable(
      'method',
      `Order ${order.number} is paid by ${order.paymentMethod}, not through a gateway`
    )
  }
  const origin = options.origin.replace(/\/+$/, '')
  /** A claim older than this was abandoned (its process died mid-call): it is failed and replaced. */
  const abandonAfterMs = paymentsConfig.timeoutMs + 2000
  const deadline = Date.now() + abandonAfterMs + 1000

  let claim: Claim = { kind: 'wait' }
  while (claim.kind === 'wait') {
    claim = await db.transaction(async (trx): Promise<Claim> => {
      const row = await trx.from('orders').where('id', order.id).forUpdate().first()
      if (!row || row.status !== 'awaiting_payment') {
        throw new PaymentNotStartable(
          'status',
          `Order ${order.number} is ${row?.status ?? 'gone'}, not awaiting payment`
        )
      }
      const amountMinor = Number(row.total_minor)
      const latest = await trx
        .from('payment_attempts')
        .where('order_id', order.id)
        .where('gateway', gateway.name)
        .whereIn('status', ['created', 'pending'])
        .orderBy('id', 'desc')
        .select(
          'id',
          'status',
          'amount_minor',
          'redirect_url',
          trx.raw('extract(epoch from now() - created_at) * 1000 as age_ms')
        )
        .first()
      if (
        latest?.status === 'pending' &&
        latest.redirect_url &&
        Number(latest.amount_minor) === amountMinor
      ) {
        return { kind: 'reuse', redirectUrl: latest.redirect_url }
      }
      if (latest?.status === 'created') {
        if (Number(latest.age_ms) < abandonAfterMs) return { kind: 'wait' }
        await failAttempt(trx, latest.id)
      }
      const [attempt] = await trx
        .table('payment_attempts')
        .insert({
          order_id: order.id,
          gateway: gateway.name,
          status: 'created',
          amount_minor: amountMinor,
          currency: 'AZN',
        })
        .returning('id')
      return {
        kind: 'create',
        attemptId: Number(attempt.id ?? attempt),
        amountMinor,
        number: row.number,
      }
    })
    if (claim.kind === 'wait') {
      if (Date.now() > deadline)
        throw new PaymentGatewayError(
          gateway.name,
          'timeout',
          `payment of order ${order.number} is still being created`
        )
      await setTimeout(WAIT_STEP_MS)
    }
  }
  if (claim.kind === 'reuse') return { redirectUrl: claim.redirectUrl }

  const { attemptId, amountMinor, number } = claim
  try {
    const created = await gateway.createPayment({
      attemptId,
      orderNumber: number,
      amountMinor,
      currency: 'AZN',
      description: i18nManager.locale(options.locale).t('payments.gateway.description', { number }),
      locale: options.locale,
      returnUrl: `${origin}${PAYMENT_PATHS.return(attemptId)}`,
      callbackUrl: `${origin}${PAYMENT_PATHS.callback(gateway.name)}`,
    })
    await db.from('payment_attempts').where('id', attemptId).where('status', 'created').update({
      status: 'pending',
      provider_reference: created.providerReference,
      redirect_url: created.redirectUrl,
      updated_at: new Date(),
    })
    return { redirectUrl: created.redirectUrl }
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      logger.warn(
        `payments: ${gateway.name} did not accept the payment of order ${number}: ${error.message}`
      )
    }
    await failAttempt(db.connection(), attemptId)
    throw error
  }
}

/** Marks a claimed attempt that never reached the gateway as failed (`gateway_unavailable`). */
async function failAttempt(client: QueryClientContract, attemptId: number) {
  await client.from('payment_attempts').where('id', attemptId).where('status', 'created').update({
    status: 'failed',
    failure_code: GATEWAY_UNAVAILABLE,
    completed_at: new Date(),
    updated_at: new Date(),
  })
}
