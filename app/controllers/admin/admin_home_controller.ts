import type { HttpContext } from '@adonisjs/core/http'
import GetAdminOverview from '#actions/admin/get_admin_overview'
import { PAGES } from '#lib/route_table'

/** Admin home: what awaits moderation and how many accounts there are (issue 4). */
export default class AdminHomeController {
  async show({ inertia, locale }: HttpContext) {
    const overview = await new GetAdminOverview().handle()
    return inertia.render('admin/home', {
      overview,
      links: {
        pendingComments: PAGES.admin_comments[locale],
        messages: PAGES.admin_messages[locale],
        buyers: `${PAGES.admin_users[locale]}?type=buyer`,
        sellers: `${PAGES.admin_users[locale]}?type=seller`,
        disabled: `${PAGES.admin_users[locale]}?state=disabled`,
      },
    })
  }
}
