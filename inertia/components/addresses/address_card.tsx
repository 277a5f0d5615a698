import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { AddressView } from '#transformers/address_transformer'

/** The lines of an address as printed on a parcel: street, city and region, postal code and country. */
export function AddressLines({ address }: { address: AddressView }) {
  return (
    <address className="not-italic leading-6 text-ink">
      <span className="block">{address.address}</span>
      <span className="block">{[address.city, address.region].filter(Boolean).join(', ')}</span>
      <span className="block">
        {[address.postalCode, address.countryName].filter(Boolean).join(', ')}
      </span>
    </address>
  )
}

/** One address in the address book with its actions: view, edit, make default, delete (asks first). */
export default function AddressCard({ address }: { address: AddressView }) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const title = address.label || t(`account.addresses.kinds.${address.kind}`)
  const done = { preserveScroll: true, onFinish: () => setBusy(false) }

  return (
    <article
      className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
      aria-label={title}
    >
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{title}</h3>
        {address.isDefault && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t('account.addresses.default_badge')}
          </span>
        )}
      </header>
      <AddressLines address={address} />
      {address.latitude !== null && address.longitude !== null && (
        <p className="mt-2 text-xs text-muted">
          {t('account.addresses.pin_at', {
            lat: address.latitude.toFixed(6),
            lng: address.longitude.toFixed(6),
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <Link href={address.urls.show} className="btn-ghost px-2">
          {t('account.addresses.view')}
        </Link>
        <Link href={address.urls.edit} className="btn-ghost px-2">
          {t('account.addresses.edit')}
        </Link>
        {!address.isDefault && (
          <button
            type="button"
            className="btn-ghost px-2"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              router.post(address.urls.makeDefault, {}, done)
            }}
          >
            {t('account.addresses.make_default')}
          </button>
        )}
        {confirming ? (
          <span
            className="flex items-center gap-2"
            role="group"
            aria-label={t('account.addresses.delete_confirm')}
          >
            <span className="text-danger">{t('account.addresses.delete_confirm')}</span>
            <button
              type="button"
              className="btn bg-danger px-2 py-1 text-white"
              disabled={busy}
              onClick={() => {
                setBusy(true)
                router.delete(address.urls.destroy, done)
              }}
            >
              {t('account.addresses.delete_yes')}
            </button>
            <button
              type="button"
              className="btn-ghost px-2 py-1"
              onClick={() => setConfirming(false)}
            >
              {t('account.form.cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn-ghost px-2 text-danger"
            onClick={() => setConfirming(true)}
          >
            {t('account.addresses.delete')}
          </button>
        )}
      </div>
    </article>
  )
}
