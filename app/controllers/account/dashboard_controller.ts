import type { HttpContext } from '@adonisjs/core/http'
import LoadDashboard from '#actions/account/load_dashboard'
import { avatarUrl } from '#services/images/avatar'
import { toOrderListItem } from '#transformers/order_transformer'

/** Customer dashboard home (SPEC §2): greeting, recent orders, recent sign-in activity, address count, links. */
export default class DashboardController {
  async show({ auth, inertia, locale, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const { recentOrders, ...summary } = await new LoadDashboard().handle(user)
    return inertia.render('account/dashboard', {
      profile: {
        firstName: user.firstName,
        fullName: user.fullName,
        email: user.email,
        avatar: avatarUrl(user.avatarPath),
      },
      ...summary,
      recentOrders: recentOrders.map((row) => toOrderListItem(row, locale, i18n)),
    })
  }
}
