import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { RfqMessageView } from '#transformers/rfq_buyer_transformer'

interface RfqThreadProps {
  messages: RfqMessageView[]
  /** Where the buyer posts a message (null: the RFQ is closed or not confirmed yet). */
  postUrl: string | null
  maxLength: number
}

/** The RFQ's thread (buyer, seller and Karvan's notes, oldest first) and the buyer's message form. */
export default function RfqThread({ messages, postUrl, maxLength }: RfqThreadProps) {
  const t = useT()
  const form = useForm({ body: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (postUrl) form.post(postUrl, { preserveScroll: true, onSuccess: () => form.reset('body') })
  }
  return (
    <section aria-labelledby="rfq-thread" className="space-y-3">
      <h2 id="rfq-thread" className="text-lg font-semibold">
        {t('rfq_buyer.page.thread')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t('rfq_buyer.page.no_messages')}</p>
      ) : (
        <ol className="space-y-2">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-lg border p-3 text-sm ${message.author === 'buyer' ? 'ml-8 border-brand-100 bg-brand-50' : message.author === 'system' ? 'border-dashed border-line text-muted' : 'mr-8 border-line bg-white'}`}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold">{message.authorLabel}</span> · {message.at}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {postUrl && (
        <form onSubmit={submit} noValidate className="space-y-2">
          <label htmlFor="rfq-message-body" className="field-label">
            {t('rfq_buyer.page.message_label')}
          </label>
          <textarea
            id="rfq-message-body"
            name="body"
            rows={3}
            maxLength={maxLength}
            className="field-input"
            value={form.data.body}
            onChange={(event) => form.setData('body', event.target.value)}
            aria-invalid={form.errors.body ? true : undefined}
          />
          {form.errors.body && <p className="field-error">{form.errors.body}</p>}
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {t('rfq_buyer.page.send')}
          </button>
        </form>
      )}
    </section>
  )
}
