import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import TextAreaField from '~/components/ui/text_area_field'
import TextField from '~/components/ui/text_field'
import { useShared, useT } from '~/lib/i18n'

interface ContactProps {
  contact: { email: string; phone: string; phoneHref: string }
}

const FIELDS = ['name', 'email', 'phone'] as const

/** Contact page: address, e-mail, phone and the feedback form; input survives validation errors. */
export default function Contact({ contact }: ContactProps) {
  const t = useT()
  const { alternates, locale } = useShared()
  const form = useForm({ name: '', email: '', phone: '', message: '' })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(alternates[locale], {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  return (
    <section className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_1.4fr]">
      <Head title={t('ui.pages.contact')} />
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('ui.pages.contact')}</h1>
        <p className="mt-3 text-muted">{t('ui.contact.intro')}</p>
        <dl className="mt-6 space-y-4 text-sm">
          <div>
            <dt className="font-semibold">{t('ui.contact.address')}</dt>
            <dd className="text-muted">{t('ui.contact.address_value')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('ui.contact.email')}</dt>
            <dd>
              <a className="text-brand-700 hover:underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('ui.contact.phone')}</dt>
            <dd>
              <a className="text-brand-700 hover:underline" href={contact.phoneHref}>
                {contact.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('ui.contact.hours')}</dt>
            <dd className="text-muted">{t('ui.contact.hours_value')}</dd>
          </div>
        </dl>
      </div>

      <form
        onSubmit={submit}
        noValidate
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
        aria-labelledby="contact-form-title"
      >
        <h2 id="contact-form-title" className="text-lg font-semibold">
          {t('ui.contact.form_title')}
        </h2>
        {errors.form && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              id={`contact-${field}`}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
              label={t(`ui.contact.fields.${field}`)}
              optional={field === 'phone'}
              value={form.data[field]}
              onChange={(value) => form.setData(field, value)}
              error={errors[field]}
              className={field === 'phone' ? 'sm:col-span-2' : ''}
            />
          ))}
          <TextAreaField
            id="contact-message"
            name="message"
            rows={6}
            label={t('ui.contact.fields.message')}
            value={form.data.message}
            onChange={(value) => form.setData('message', value)}
            error={errors.message}
            wrapperClassName="sm:col-span-2"
          />
        </div>
        <button
          type="submit"
          className="btn-primary mt-6 w-full sm:w-auto"
          disabled={form.processing}
        >
          {form.processing ? t('ui.form.sending') : t('ui.contact.submit')}
        </button>
      </form>
    </section>
  )
}
