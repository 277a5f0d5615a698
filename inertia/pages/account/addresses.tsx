import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import AddressCard from '~/components/addresses/address_card'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import type { AddressView } from '#transformers/address_transformer'
import type { AddressKind } from '#shared/addresses'
import type { MemberType } from '#shared/accounts'
import { useShared, useT } from '~/lib/i18n'

interface AddressesProps {
  book: MemberType
  kinds: AddressKind[]
  addresses: AddressView[]
  urls: { create: string }
  tileUrl: string
}

/**
 * Address book (SPEC §2 customer and seller dashboards): addresses grouped by kind (delivery
 * and billing, or pick-up and warehouse), the default of each kind first, and "new address".
 */
export default function Addresses({ book, kinds, addresses, urls }: AddressesProps) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks(book)
  const create = (
    <Link href={urls.create} className="btn-primary">
      {t('account.addresses.new')}
    </Link>
  )

  return (
    <DashboardLayout
      title={t('account.addresses.title')}
      heading={auth.user?.name ?? ''}
      links={links}
      actions={create}
    >
      {addresses.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center">
          <p className="text-muted">{t(`account.addresses.empty_${book}`)}</p>
        </div>
      ) : (
        kinds.map((kind) => {
          const ofKind = addresses.filter((address) => address.kind === kind)
          return (
            <section key={kind} className="mb-8" aria-labelledby={`kind-${kind}`}>
              <h2 id={`kind-${kind}`} className="mb-3 text-lg font-semibold">
                {t(`account.addresses.kinds_plural.${kind}`)}
              </h2>
              {ofKind.length === 0 ? (
                <p className="text-sm text-muted">{t('account.addresses.none_of_kind')}</p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {ofKind.map((address) => (
                    <AddressCard key={address.id} address={address} />
                  ))}
                </div>
              )}
            </section>
          )
        })
      )}
    </DashboardLayout>
  )
}
