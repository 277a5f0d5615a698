/**
 * Track delivery (issue 6, SPEC §2: `/sifarish-izle`, `/en/track-delivery-status`,
 * `/ru/otslezhivat-status-dostavki`): the form and the signed e-mail link (GET), the look-up by
 * tracking number plus phone or e-mail (POST, CSRF). Open to everyone; look-ups are rate-limited
 * inside (app/services/orders/tracking_throttle.ts).
 */
import { localized, router } from './localized.js'

const TrackDeliveryController = () => import('#controllers/tracking/track_delivery_controller')

localized('track_delivery', (path, _locale, name) => {
  router.get(path, [TrackDeliveryController, 'show']).as(name)
  router.post(path, [TrackDeliveryController, 'lookup']).as(`${name}.lookup`)
})
