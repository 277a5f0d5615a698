/** Sign-in, sign-out, registration, forgot and reset password (issue: accounts). */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const SessionController = () => import('#controllers/account/session_controller')
const RegistrationController = () => import('#controllers/account/registration_controller')
const PasswordResetController = () => import('#controllers/account/password_reset_controller')

localized('login', (path, _locale, name) => {
  router.get(path, [SessionController, 'show']).as(name).use(middleware.guest())
  router.post(path, [SessionController, 'store']).as(`${name}.store`)
})
localized('register', (path, _locale, name) => {
  router.get(path, [RegistrationController, 'show']).as(name).use(middleware.guest())
  router.post(path, [RegistrationController, 'store']).as(`${name}.store`).use(middleware.guest())
})
localized('forgot_password', (path, _locale, name) => {
  router.get(path, [PasswordResetController, 'forgot']).as(name)
  router.post(path, [PasswordResetController, 'send']).as(`${name}.store`)
})
localized('reset_password', (path, _locale, name) => {
  router.get(`${path}/:token`, [PasswordResetController, 'show']).as(name)
  router.post(`${path}/:token`, [PasswordResetController, 'update']).as(`${name}.store`)
})

localized('logout', (path, _locale, name) =>
  router.post(path, [SessionController, 'destroy']).as(name)
)
