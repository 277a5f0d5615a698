import { Link } from '@inertiajs/react'
import { PERSONAL_ID_KINDS } from '#shared/orders'
import Field from '~/components/ui/field'
import { useShared, useT } from '~/lib/i18n'
import { type CheckoutSectionProps, SECTION_CLASS } from '~/components/checkout/checkout_form'

/**
 * The checkout's contact details (name, phone, e-mail; a guest is offered to sign in) and the
 * optional personal ID (FİN of an Azerbaijani ID card or a passport number, SPEC §2).
 */
export default function ContactSection({ form, errors }: CheckoutSectionProps) {
  const t = useT()
  const { auth, nav } = useShared()
  const text = (name: 'name' | 'phone' | 'email', type: string, autoComplete: string) => ({
    id: `checkout-${name}`,
    name,
    type,
    autoComplete,
    value: form.data[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
    error: errors[name],
    label: t(`checkout.fields.${name}`),
  })
  return (
    <>
      <fieldset className={SECTION_CLASS}>
        <legend className="px-1 text-lg font-semibold">{t('checkout.sections.contact')}</legend>
        {!auth.user && nav.login && (
          <p className="mb-3 text-sm text-muted">
            {t('checkout.guest_hint')}{' '}
            <Link href={nav.login} className="font-medium text-brand-700 underline">
              {t('checkout.sign_in')}
            </Link>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...text('name', 'text', 'name')} wrapperClassName="sm:col-span-2" />
          <Field {...text('phone', 'tel', 'tel')} hint={t('checkout.hints.phone')} />
          <Field {...text('email', 'email', 'email')} hint={t('checkout.hints.email')} />
        </div>
      </fieldset>

      <fieldset className={SECTION_CLASS} aria-describedby="checkout-personal-id-note">
        <legend className="px-1 text-lg font-semibold">
          {t('checkout.sections.personal_id')}{' '}
          <span className="text-sm font-normal text-muted">({t('ui.form.optional')})</span>
        </legend>
        <p id="checkout-personal-id-note" className="mb-3 text-sm text-muted">
          {t('checkout.hints.personal_id')}
        </p>
        <div className="mb-3 flex flex-wrap gap-x-5 gap-y-2">
          {PERSONAL_ID_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="personalIdKind"
                value={kind}
                checked={form.data.personalIdKind === kind}
                onChange={() => form.setData('personalIdKind', kind)}
              />
              {t(`checkout.fields.personal_id_kind_${kind}`)}
            </label>
          ))}
        </div>
        <Field
          id="checkout-personal-id"
          name="personalId"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          label={t(`checkout.fields.personal_id_${form.data.personalIdKind}`)}
          hint={t(`checkout.hints.personal_id_${form.data.personalIdKind}`)}
          value={form.data.personalId}
          onChange={(event) => form.setData('personalId', event.target.value)}
          error={errors.personalId ?? errors.personalIdKind}
          wrapperClassName="max-w-sm"
        />
      </fieldset>
    </>
  )
}
