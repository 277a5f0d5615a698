import { type FormEvent, type ReactNode, useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import EnquiryStatusBadge from '~/components/enquiries/status_badge'
import type { SellerEnquiryDetail } from '#transformers/enquiry_transformer'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import { useT } from '~/lib/i18n'

interface EnquiryPageProps {
  company: SellerCompany | null
  enquiry: SellerEnquiryDetail
  listUrl: string
}

/**
 * One buyer's enquiry: the buyer's details, the message and the conversation; the producer
 * replies by e-mail from here (the buyer's answer comes to the producer's e-mail), and closes or
 * reopens the enquiry.
 */
export default function SellerEnquiry({ company, enquiry, listUrl }: EnquiryPageProps) {
  const t = useT()
  const reply = useForm({ reply: '' })
  const [changing, setChanging] = useState(false)
  const replyError = (reply.errors as Record<string, string | undefined>).reply

  function sendReply(event: FormEvent) {
    event.preventDefault()
    reply.post(enquiry.replyUrl, { preserveScroll: true, onSuccess: () => reply.reset() })
  }

  function changeStatus(event: FormEvent) {
    event.preventDefault()
    router.post(
      enquiry.statusUrl,
      { action: enquiry.status === 'closed' ? 'reopen' : 'close' },
      { preserveScroll: true, onStart: () => setChanging(true), onFinish: () => setChanging(false) }
    )
  }

  const details: { label: string; value: ReactNode; testId: string }[] = [
    { label: t('enquiries.fields.name'), value: enquiry.name, testId: 'name' },
    {
      label: t('enquiries.fields.company'),
      value: enquiry.companyName ?? t('enquiries.seller.not_given'),
      testId: 'company',
    },
    { label: t('enquiries.fields.country'), value: enquiry.country, testId: 'country' },
    {
      label: t('enquiries.fields.email'),
      value: (
        <a href={enquiry.mailto} className="break-all text-brand-700 hover:underline">
          {enquiry.email}
        </a>
      ),
      testId: 'email',
    },
    {
      label: t('enquiries.fields.phone'),
      value: enquiry.phone ? (
        <span className="flex flex-wrap gap-x-3">
          <a href={enquiry.phone.tel} className="text-brand-700 hover:underline">
            {enquiry.phone.label}
          </a>
          <a
            href={enquiry.phone.whatsapp}
            rel="noopener noreferrer"
            target="_blank"
            className="text-brand-700 hover:underline"
          >
            {t('enquiries.seller.whatsapp')}
          </a>
        </span>
      ) : (
        t('enquiries.seller.not_given')
      ),
      testId: 'phone',
    },
    {
      label: t('enquiries.fields.quantity'),
      value: enquiry.quantity ?? t('enquiries.seller.not_given'),
      testId: 'quantity',
    },
    {
      label: t('enquiries.fields.product'),
      value: enquiry.product ?? t('enquiries.seller.about_company'),
      testId: 'product',
    },
    { label: t('enquiries.fields.language'), value: enquiry.language, testId: 'language' },
  ]

  return (
    <SellerLayout
      title={t('enquiries.seller.detail_title', { id: enquiry.id })}
      companyName={company?.name}
    >
      <p className="mb-4 text-sm">
        <Link href={listUrl} className="text-brand-700 hover:underline">
          ← {t('enquiries.seller.back')}
        </Link>
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section
            aria-labelledby="enquiry-message"
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
          >
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <h2 id="enquiry-message" className="text-lg font-bold">
                {t('enquiries.seller.conversation')}
              </h2>
              <EnquiryStatusBadge status={enquiry.status} label={enquiry.statusLabel} />
            </div>
            <ol className="space-y-4">
              <li className="rounded-lg bg-brand-50 p-4" data-testid="enquiry-message">
                <p className="text-xs text-muted">
                  {enquiry.name} · {enquiry.date}
                </p>
                <p className="mt-2 text-sm break-words whitespace-pre-wrap text-ink">
                  {enquiry.message}
                </p>
              </li>
              {enquiry.replies.map((item) => (
                <li
                  key={item.id}
                  className="ml-6 rounded-lg border border-line p-4"
                  data-testid="enquiry-reply"
                >
                  <p className="text-xs text-muted">
                    {item.author} · {item.date} ·{' '}
                    {item.mailedAt
                      ? t('enquiries.seller.mailed', { date: item.mailedAt })
                      : t('enquiries.seller.mail_pending')}
                  </p>
                  <p className="mt-2 text-sm break-words whitespace-pre-wrap text-ink">
                    {item.body}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <form
            onSubmit={sendReply}
            noValidate
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            aria-labelledby="enquiry-reply-title"
          >
            <h2 id="enquiry-reply-title" className="text-lg font-bold">
              {t('enquiries.seller.reply_title')}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {t('enquiries.seller.reply_hint', { email: enquiry.email })}
            </p>
            <label htmlFor="enquiry-reply" className="field-label mt-4">
              {t('enquiries.seller.reply_label')}
            </label>
            <textarea
              id="enquiry-reply"
              name="reply"
              rows={6}
              value={reply.data.reply}
              onChange={(event) => reply.setData('reply', event.target.value)}
              aria-invalid={replyError ? true : undefined}
              aria-describedby={replyError ? 'enquiry-reply-error' : undefined}
              className="field-input"
            />
            {replyError && (
              <p id="enquiry-reply-error" className="field-error">
                {replyError}
              </p>
            )}
            <button type="submit" className="btn-primary mt-4" disabled={reply.processing}>
              {reply.processing ? t('ui.form.sending') : t('enquiries.seller.send_reply')}
            </button>
          </form>
        </div>

        <div className="space-y-6">
          <section
            aria-labelledby="enquiry-buyer"
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
          >
            <h2 id="enquiry-buyer" className="mb-2 text-lg font-bold">
              {t('enquiries.seller.buyer')}
            </h2>
            <dl className="divide-y divide-line text-sm">
              {details.map((row) => (
                <div
                  key={row.testId}
                  className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2"
                  data-testid={`enquiry-${row.testId}`}
                >
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="min-w-0 break-words">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted">
              {enquiry.forwardedByMail
                ? t('enquiries.seller.forwarded_mail', { date: enquiry.forwardedByMail })
                : t('enquiries.seller.forward_pending')}
              {enquiry.forwardedBySms &&
                ` · ${t('enquiries.seller.forwarded_sms', { date: enquiry.forwardedBySms })}`}
            </p>
          </section>
          <form
            onSubmit={changeStatus}
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
          >
            <p className="mb-3 text-sm text-muted">
              {t(
                enquiry.status === 'closed'
                  ? 'enquiries.seller.reopen_hint'
                  : 'enquiries.seller.close_hint'
              )}
            </p>
            <button type="submit" className="btn-ghost border border-line" disabled={changing}>
              {t(
                enquiry.status === 'closed' ? 'enquiries.seller.reopen' : 'enquiries.seller.close'
              )}
            </button>
          </form>
        </div>
      </div>
    </SellerLayout>
  )
}
