import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { AddressLines } from '~/components/addresses/address_card'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import type { AddressView } from '#transformers/address_transformer'
import type { MemberType } from '#shared/accounts'
import PinMap from '~/components/map/pin_map'
import { useShared, useT } from '~/lib/i18n'

interface AddressShowProps {
  book: MemberType
  address: AddressView
  urls: { index: string }
  tileUrl: string
}

/** One address with its pin on the map (read-only) and links to edit it or go back to the book. */
export default function AddressShow({ book, address, urls, tileUrl }: AddressShowProps) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks(book)
  const title = address.label || t(`account.addresses.kinds.${address.kind}`)
  const pinned = address.latitude !== null && address.longitude !== null

  return (
    <DashboardLayout
      title={title}
      heading={auth.user?.name ?? ''}
      links={links}
      actions={
        <Link href={address.urls.edit} className="btn-primary">
          {t('account.addresses.edit')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold">{t('account.addresses.fields.kind')}</dt>
              <dd>
                {t(`account.addresses.kinds.${address.kind}`)}
                {address.isDefault && (
                  <span className="ml-2 text-brand-700">
                    ({t('account.addresses.default_badge')})
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('account.addresses.fields.address')}</dt>
              <dd>
                <AddressLines address={address} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('account.addresses.pin')}</dt>
              <dd>
                {pinned
                  ? t('account.addresses.pin_at', {
                      lat: address.latitude!.toFixed(6),
                      lng: address.longitude!.toFixed(6),
                    })
                  : t('account.addresses.no_pin')}
              </dd>
            </div>
          </dl>
          <Link href={urls.index} className="btn-ghost mt-6 px-0">
            ← {t('account.addresses.back')}
          </Link>
        </div>
        {pinned && (
          <PinMap
            latitude={address.latitude}
            longitude={address.longitude}
            onChange={() => {}}
            tileUrl={tileUrl}
            readOnly
          />
        )}
      </div>
    </DashboardLayout>
  )
}
