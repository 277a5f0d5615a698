/**
 * Mobile-signature sign-in (issue 4; SPEC §1, §8; DESIGN §5) and, while
 * MOBILE_SIGNATURE_SIMULATOR is on, the simulated Mobile-ID REST service it talks to.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import mobileSignatureConfig, { SIMULATOR_BASE_PATH } from '#config/mobile_signature'

const MobileSignatureController = () => import('#controllers/account/mobile_signature_controller')
const MobileIdController = () => import('#controllers/simulators/mobile_id_controller')

localized('mobile_signature', (path, _locale, name) => {
  router.get(path, [MobileSignatureController, 'show']).as(name).use(middleware.guest())
  router
    .post(path, [MobileSignatureController, 'start'])
    .as(`${name}.start`)
    .use(middleware.guest())
  router.post(`${path}/status`, [MobileSignatureController, 'status']).as(`${name}.status`)
  router.post(`${path}/cancel`, [MobileSignatureController, 'cancel']).as(`${name}.cancel`)
  router
    .post(`${path}/certificate`, [MobileSignatureController, 'choose'])
    .as(`${name}.certificate`)
    .use(middleware.guest())
})

if (mobileSignatureConfig.simulator.enabled) {
  router
    .group(() => {
      router.post('/authentication', [MobileIdController, 'start']).as('start')
      router.get('/authentication/session/:id', [MobileIdController, 'status']).as('status')
      router.delete('/authentication/session/:id', [MobileIdController, 'cancel']).as('cancel')
    })
    .prefix(SIMULATOR_BASE_PATH)
    .as('simulators.mobile_id')
}
