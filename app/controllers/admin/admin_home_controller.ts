import type { HttpContext } from '@adonisjs/core/http'
import GetAdminOverview from '#actions/admin/get_admin_overview'
import { urlTo } from '#services/urls'

/** Admin home: what awaits moderation and how many accounts there are (issue 4). */
export default class AdminHomeController {
  async show({ inertia, locale }: HttpContext) {
    const overview = await new GetAdminOverview().handle()
    return inertia.render('admin/home', {
      overview,
      links: {
        pendingComments: urlTo('admin_comments', locale),
        messages: urlTo('admin_messages', locale),
        buyers: urlTo('admin_users', locale, undefined, { qs: { type: 'buyer' } }),
        sellers: urlTo('admin_users', locale, undefined, { qs: { type: 'seller' } }),
        disabled: urlTo('admin_users', locale, undefined, { qs: { state: 'disabled' } }),
      },
    })
  }
}
