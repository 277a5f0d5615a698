/** Admin area (issue 4): overview, comment moderation, contact messages, accounts. Admin sessions only. */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const AdminHomeController = () => import('#controllers/admin/admin_home_controller')
const CommentsController = () => import('#controllers/admin/comments_controller')
const MessagesController = () => import('#controllers/admin/messages_controller')
const UsersController = () => import('#controllers/admin/users_controller')

const ID = /^\d{1,9}$/

router
  .group(() => {
    localized('admin', (path, _locale, name) =>
      router.get(path, [AdminHomeController, 'show']).as(name)
    )
    localized('admin_comments', (path, _locale, name) => {
      router.get(path, [CommentsController, 'index']).as(name)
      router
        .post(`${path}/:id/approve`, [CommentsController, 'approve'])
        .where('id', ID)
        .as(`${name}.approve`)
      router
        .post(`${path}/:id/reject`, [CommentsController, 'reject'])
        .where('id', ID)
        .as(`${name}.reject`)
    })
    localized('admin_messages', (path, _locale, name) =>
      router.get(path, [MessagesController, 'index']).as(name)
    )
    localized('admin_users', (path, _locale, name) => {
      router.get(path, [UsersController, 'index']).as(name)
      router
        .post(`${path}/:id/disable`, [UsersController, 'disable'])
        .where('id', ID)
        .as(`${name}.disable`)
      router
        .post(`${path}/:id/enable`, [UsersController, 'enable'])
        .where('id', ID)
        .as(`${name}.enable`)
      // Issue 25: revoke a seller company's verification by mobile signature (with a reason).
      router
        .post(`${path}/companies/:id/revoke-verification`, [UsersController, 'revokeVerification'])
        .where('id', ID)
        .as(`${name}.revoke_verification`)
    })
  })
  .use(middleware.auth({ as: 'admin' }))
