import type { HttpContext } from '@adonisjs/core/http'
import ListContactMessages from '#actions/admin/list_contact_messages'
import { PAGES } from '#lib/route_table'
import { toAdminMessage } from '#transformers/admin_message_transformer'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { messageListQuery } from '#validators/admin'

/**
 * Contact-form messages (SPEC §2 Contact), newest first. The prop is `contactMessages`:
 * `messages` is the shared i18n catalogue.
 */
export default class MessagesController {
  async index({ inertia, request, locale, i18n }: HttpContext) {
    const list = await new ListContactMessages().handle(await messageListQuery(request.qs()))
    return inertia.render('admin/messages', {
      contactMessages: list.rows.map((row) => toAdminMessage(row, i18n)),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(PAGES.admin_messages[locale], { page }, { page: 1 })
      ),
    })
  }
}
