/**
 * Payments (issue 6; DESIGN §5 Payments): the gateways' return and callback endpoints, the
 * order-failed page with its retry (SPEC §2, §8), and the built-in test gateway (a simulated
 * payment provider; on unless PAYMENT_TEST_GATEWAY=off). Paths: config/payments.ts PAYMENT_PATHS.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { localized, router } from './localized.js'
import paymentsConfig, { TEST_GATEWAY_BASE_PATH } from '#config/payments'

const PaymentsController = () => import('#controllers/payments/payments_controller')
const OrderFailedController = () => import('#controllers/payments/order_failed_controller')
const TestGatewayController = () => import('#controllers/payments/test_gateway_controller')

const ID = /^\d{1,9}$/
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,20}$/

router
  .get('/payments/return/:id', [PaymentsController, 'return'])
  .where('id', ID)
  .as('payments.return')
router
  .post('/payments/callback/:gateway', [PaymentsController, 'callback'])
  .where('gateway', /^[a-z_]{1,20}$/)
  .as('payments.callback')

localized('order_failed', (path, _locale, name) => {
  router
    .get(`${path}/:number`, [OrderFailedController, 'show'])
    .where('number', ORDER_NUMBER)
    .as(name)
  router
    .post(`${path}/:number/retry`, [OrderFailedController, 'retry'])
    .where('number', ORDER_NUMBER)
    .as(`${name}.retry`)
})

if (paymentsConfig.testGateway.enabled) {
  router
    .group(() => {
      router.post('/api/payments', [TestGatewayController, 'create']).as('api.create')
      router.get('/api/payments/:reference', [TestGatewayController, 'status']).as('api.status')
      router.get('/pay/:reference', [TestGatewayController, 'show']).as('page')
      router.post('/pay/:reference', [TestGatewayController, 'choose']).as('choose')
    })
    .prefix(TEST_GATEWAY_BASE_PATH)
    .as('payments.test_gateway')
  if (app.inProduction && app.getEnvironment() === 'web') {
    logger.warn(
      'payments: the built-in test gateway is on: buyers can "pay" without money (set PAYMENT_TEST_GATEWAY=off for real sales)'
    )
  }
}
