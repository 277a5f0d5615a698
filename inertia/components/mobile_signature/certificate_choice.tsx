import type { FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import FormAlert from '~/components/ui/form_alert'
import type { AttemptView, MobileSignatureUrls } from '#transformers/mobile_signature_transformer'

/** The holder's certificates (personal by FIN, business by VÖEN); one is chosen to sign in with. */
export default function CertificateChoice({
  attempt,
  urls,
}: {
  attempt: AttemptView
  urls: MobileSignatureUrls
}) {
  const t = useT()
  const form = useForm({ attempt: attempt.id, certificate: attempt.certificates[0]?.index ?? 0 })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urls.certificate)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h2 className="text-xl font-bold">{t('mobile_signature.choose.title')}</h2>
        <p className="mt-2 text-sm text-muted">
          {t('mobile_signature.choose.intro', { name: attempt.person ?? '' })}
        </p>
      </div>
      <FormAlert message={errors.certificate} />
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('mobile_signature.choose.title')}</legend>
        {attempt.certificates.map((certificate) => (
          <label
            key={certificate.index}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
              form.data.certificate === certificate.index
                ? 'border-brand-600 bg-brand-50'
                : 'border-line bg-white'
            }`}
          >
            <input
              type="radio"
              name="certificate"
              className="mt-1"
              value={certificate.index}
              checked={form.data.certificate === certificate.index}
              onChange={() => form.setData('certificate', certificate.index)}
            />
            <span>
              <span className="block font-semibold">{certificate.name}</span>
              <span className="block text-muted">
                {certificate.type === 'legal'
                  ? t('mobile_signature.choose.company')
                  : t('mobile_signature.choose.personal')}
                {certificate.voen &&
                  ` · ${t('mobile_signature.choose.voen', { voen: certificate.voen })}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={form.processing}>
          {t('mobile_signature.choose.submit')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => router.post(urls.cancel, { attempt: attempt.id })}
        >
          {t('mobile_signature.choose.cancel')}
        </button>
      </div>
    </form>
  )
}
