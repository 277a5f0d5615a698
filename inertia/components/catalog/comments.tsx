import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { ProductComment } from '#transformers/product_page_transformer'

type Comment = ProductComment

/** Approved comments and the add-comment form (a new comment appears after approval — SPEC §4). */
export default function Comments({ comments, postUrl }: { comments: Comment[]; postUrl: string }) {
  const t = useT()
  const form = useForm({ author_name: '', body: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(postUrl, { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        {comments.length === 0 ? (
          <p className="text-muted">{t('catalog.comments.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {comments.map((comment) => (
              <li key={comment.id} className="rounded-lg border border-line bg-white p-4">
                <p className="text-sm font-semibold">
                  {comment.author} <span className="font-normal text-muted">· {comment.date}</span>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-muted">{comment.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3 rounded-lg border border-line bg-white p-4"
        aria-labelledby="comment-form-title"
      >
        <h3 id="comment-form-title" className="font-semibold">
          {t('catalog.comments.form_title')}
        </h3>
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div>
          <label htmlFor="comment-name" className="field-label">
            {t('catalog.comments.name')}
          </label>
          <input
            id="comment-name"
            value={form.data.author_name}
            onChange={(e) => form.setData('author_name', e.target.value)}
            aria-invalid={errors.author_name ? true : undefined}
            className="field-input"
          />
          {errors.author_name && <p className="field-error">{errors.author_name}</p>}
        </div>
        <div>
          <label htmlFor="comment-body" className="field-label">
            {t('catalog.comments.body')}
          </label>
          <textarea
            id="comment-body"
            rows={4}
            value={form.data.body}
            onChange={(e) => form.setData('body', e.target.value)}
            aria-invalid={errors.body ? true : undefined}
            className="field-input"
          />
          {errors.body && <p className="field-error">{errors.body}</p>}
        </div>
        <button type="submit" className="btn-primary" disabled={form.processing}>
          {form.processing ? t('ui.form.sending') : t('catalog.comments.submit')}
        </button>
      </form>
    </div>
  )
}
