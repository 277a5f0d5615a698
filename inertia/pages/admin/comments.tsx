import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import Pager, { type PaginationData as AdminPaginationData } from '~/components/ui/pager'
import { useShared, useT } from '~/lib/i18n'
import type { AdminCommentView } from '#transformers/admin_comment_transformer'
import type { CommentStatus } from '#shared/products'

type Status = CommentStatus

type AdminComment = AdminCommentView

interface CommentsProps {
  status: Status
  tabs: { status: Status; label: string; count: number; url: string; current: boolean }[]
  comments: AdminComment[]
  pagination: AdminPaginationData
  returnTo: { status: Status; page: number }
}

/** Moderation queue: tabs by status with counts, each comment with its product, text and decisions. */
export default function AdminComments({ tabs, comments, pagination, returnTo }: CommentsProps) {
  const t = useT()
  const { locale } = useShared()
  const [busy, setBusy] = useState<number | null>(null)
  const number = new Intl.NumberFormat(locale)

  const decide = (comment: AdminComment, url: string) => {
    setBusy(comment.id)
    router.post(url, { ...returnTo }, { preserveScroll: true, onFinish: () => setBusy(null) })
  }

  return (
    <AdminLayout title={t('admin.comments.title')}>
      <nav aria-label={t('admin.comments.tabs_label')} className="mb-5 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.status}>
              <Link
                href={tab.url}
                aria-current={tab.current ? 'page' : undefined}
                data-testid={`comments-tab-${tab.status}`}
                className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold ${
                  tab.current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-muted hover:text-brand-700'
                }`}
              >
                {tab.label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${tab.status === 'pending' && tab.count > 0 ? 'bg-accent-600 text-white' : 'bg-brand-50 text-brand-700'}`}
                >
                  {number.format(tab.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {comments.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('admin.comments.empty')}
        </p>
      ) : (
        <ul className="space-y-4">
          {comments.map((comment) => (
            <li
              key={comment.id}
              data-testid="admin-comment"
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium text-muted">{t('admin.comments.product')}: </span>
                  {comment.product.href ? (
                    <a
                      href={comment.product.href}
                      target="_blank"
                      rel="noopener"
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {comment.product.name}
                    </a>
                  ) : (
                    <span className="font-semibold">
                      {comment.product.name}{' '}
                      <span className="font-normal text-muted">
                        ({t('admin.comments.unpublished')})
                      </span>
                    </span>
                  )}
                </p>
                <p className="text-xs text-muted">#{comment.id}</p>
              </div>
              <p className="mt-3 text-sm font-semibold">
                {comment.author}
                <span className="font-normal text-muted">
                  {' · '}
                  {t('admin.comments.received', { date: comment.date })}
                  {' · '}
                  {t('admin.comments.language', { language: comment.language })}
                </span>
              </p>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">
                {comment.body}
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {comment.actions.map((action) => (
                  <button
                    key={action.decision}
                    type="button"
                    disabled={busy !== null}
                    onClick={() => decide(comment, action.url)}
                    className={
                      action.decision === 'approved'
                        ? 'btn-primary'
                        : 'btn border border-danger/40 text-danger hover:bg-red-50 disabled:opacity-60'
                    }
                  >
                    {action.decision === 'approved'
                      ? t('admin.comments.approve')
                      : t('admin.comments.reject')}
                  </button>
                ))}
                {comment.moderatedAt && (
                  <span className="text-xs text-muted">
                    {t('admin.comments.moderated', { date: comment.moderatedAt })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} label={t('admin.pager.label')} />
    </AdminLayout>
  )
}
