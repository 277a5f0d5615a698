import AdminLayout from '~/components/admin/admin_layout'
import Pager, { type PaginationData as AdminPaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'
import type { AdminMessageView } from '#transformers/admin_message_transformer'

type AdminMessage = AdminMessageView

/** Contact-form messages, newest first; the text keeps the sender's line breaks and spacing. */
export default function AdminMessages({
  contactMessages,
  pagination,
}: {
  contactMessages: AdminMessage[]
  pagination: AdminPaginationData
}) {
  const t = useT()
  return (
    <AdminLayout title={t('admin.messages.title')}>
      {contactMessages.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('admin.messages.empty')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">
            {t('admin.messages.total', { count: pagination.total })}
          </p>
          <ul className="space-y-4">
            {contactMessages.map((message) => (
              <li
                key={message.id}
                data-testid="admin-message"
                className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">{message.name}</p>
                  <p className="text-xs text-muted">
                    {message.date} · #{message.id}
                  </p>
                </div>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a href={message.mailto} className="break-all text-brand-700 hover:underline">
                    {message.email}
                  </a>
                  {message.phone && message.phoneHref ? (
                    <a href={message.phoneHref} className="text-brand-700 hover:underline">
                      <span className="sr-only">{t('admin.messages.phone')}: </span>
                      {message.phone}
                    </a>
                  ) : (
                    <span className="text-muted">{t('admin.messages.no_phone')}</span>
                  )}
                  <span className="text-muted">
                    {t('admin.messages.language', { language: message.language })}
                  </span>
                </p>
                <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm break-words whitespace-pre-wrap text-ink">
                  {message.message}
                </p>
                <p
                  className={`mt-3 text-xs ${message.mailed ? 'text-success' : 'text-accent-600'}`}
                >
                  {message.mailed && message.mailedAt
                    ? t('admin.messages.mailed', { date: message.mailedAt })
                    : t('admin.messages.not_mailed')}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager pagination={pagination} label={t('admin.pager.label')} />
    </AdminLayout>
  )
}
