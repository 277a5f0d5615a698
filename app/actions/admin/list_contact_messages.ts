import db from '@adonisjs/lucid/services/db'
import { paginateAdminList } from '#actions/admin/paginate'

export const MESSAGES_PER_PAGE = 20

/** A stored contact-form message (migration 0005: contact_messages). */
export interface AdminMessageRow {
  id: number
  name: string
  email: string
  phone: string | null
  message: string
  locale: string
  mailed_at: Date | null
  created_at: Date
}

/** Contact messages, newest first (ties by id), one page at a time. */
export default class ListContactMessages {
  async handle(filters: { page: number }, perPage = MESSAGES_PER_PAGE) {
    return paginateAdminList<AdminMessageRow>(
      () =>
        db
          .from('contact_messages')
          .select('id', 'name', 'email', 'phone', 'message', 'locale', 'mailed_at', 'created_at')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
      filters.page,
      perPage
    )
  }
}
