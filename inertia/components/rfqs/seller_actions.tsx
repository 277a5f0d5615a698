import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { SellerRfqDetail } from '#transformers/seller_rfq_detail_transformer'
import { useT } from '~/lib/i18n'

/** The thread beside the quotes and the seller's message form. */
export function RfqThread({ rfq }: { rfq: SellerRfqDetail }) {
  const t = useT()
  const message = useForm({ body: '' })
  const error = (message.errors as Record<string, string | undefined>).body
  function submit(event: FormEvent) {
    event.preventDefault()
    message.post(rfq.urls.message, { preserveScroll: true, onSuccess: () => message.reset() })
  }
  return (
    <section
      aria-labelledby="rfq-thread"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="rfq-thread" className="mb-3 text-lg font-bold">
        {t('rfq_seller.detail.thread')}
      </h2>
      {rfq.thread.length === 0 ? (
        <p className="text-sm text-muted">{t('rfq_seller.detail.thread_empty')}</p>
      ) : (
        <ol className="space-y-3">
          {rfq.thread.map((item) => (
            <li
              key={item.id}
              data-testid={`thread-${item.author}`}
              className={`rounded-lg p-3 text-sm ${
                item.author === 'system'
                  ? 'bg-slate-50 text-muted italic'
                  : item.author === 'seller'
                    ? 'ml-6 border border-line'
                    : 'bg-brand-50'
              }`}
            >
              <p className="text-xs text-muted">
                {item.authorLabel} · {item.date}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{item.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="mt-4">
        <label htmlFor="rfq-message" className="field-label">
          {t('rfq_seller.detail.message_label')}
        </label>
        <textarea
          id="rfq-message"
          rows={4}
          maxLength={rfq.messageLength}
          className="field-input"
          value={message.data.body}
          onChange={(event) => message.setData('body', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rfq-message-error' : undefined}
        />
        {error && (
          <p id="rfq-message-error" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary mt-3" disabled={message.processing}>
          {message.processing ? t('ui.form.sending') : t('rfq_seller.detail.send_message')}
        </button>
      </form>
    </section>
  )
}

/** Decline a request (with the reason the buyer is told) and mark fulfilled, as the state allows. */
export function RfqMoves({ rfq }: { rfq: SellerRfqDetail }) {
  const t = useT()
  const decline = useForm({ reason: '' })
  const fulfil = useForm({})
  const reasonError = (decline.errors as Record<string, string | undefined>).reason
  if (!rfq.actions.decline && !rfq.actions.fulfil) return null
  return (
    <section className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
      {rfq.actions.decline && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            decline.post(rfq.urls.decline, { preserveScroll: true })
          }}
        >
          <h2 className="font-bold">{t('rfq_seller.actions.decline_title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('rfq_seller.actions.decline_hint')}</p>
          <label htmlFor="rfq-decline-reason" className="field-label mt-3">
            {t('rfq_seller.actions.reason')}
          </label>
          <textarea
            id="rfq-decline-reason"
            rows={3}
            className="field-input"
            value={decline.data.reason}
            onChange={(event) => decline.setData('reason', event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'rfq-decline-error' : undefined}
          />
          {reasonError && (
            <p id="rfq-decline-error" className="field-error">
              {reasonError}
            </p>
          )}
          <button
            type="submit"
            className="btn-ghost mt-3 border border-line"
            disabled={decline.processing}
          >
            {t('rfq_seller.actions.decline')}
          </button>
        </form>
      )}
      {rfq.actions.fulfil && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            fulfil.post(rfq.urls.fulfil, { preserveScroll: true })
          }}
        >
          <h2 className="font-bold">{t('rfq_seller.actions.fulfil_title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('rfq_seller.actions.fulfil_hint')}</p>
          <button type="submit" className="btn-primary mt-3" disabled={fulfil.processing}>
            {t('rfq_seller.actions.fulfil')}
          </button>
        </form>
      )}
    </section>
  )
}
