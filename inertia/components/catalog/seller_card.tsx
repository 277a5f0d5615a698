import { useState } from 'react'
import ListLink from '~/components/ui/list_link'
import Monogram from '~/components/monogram'
import VerifiedBadge from '~/components/trust/verified_badge'
import { useT } from '~/lib/i18n'
import type { ProductPageView } from '#transformers/product_page_transformer'

type Seller = ProductPageView['seller']

/** Seller card: the phone is shown short first; the full number is fetched only on request. */
export default function SellerCard({ seller, phoneUrl }: { seller: Seller; phoneUrl: string }) {
  const t = useT()
  const [phone, setPhone] = useState<{ phone: string; href: string } | null>(null)
  const [error, setError] = useState(false)
  const reveal = async () => {
    setError(false)
    try {
      const response = await fetch(phoneUrl, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      setPhone(await response.json())
    } catch {
      setError(true)
    }
  }
  return (
    <section
      aria-labelledby="seller-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-4"
    >
      <h2 id="seller-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('catalog.product.seller')}
      </h2>
      <div className="mt-2 flex items-center gap-3">
        <Monogram
          name={seller.name}
          color={seller.color}
          className="h-11 w-11 rounded-lg text-sm"
        />
        <div className="min-w-0">
          {seller.href ? (
            <ListLink href={seller.href} className="font-semibold hover:underline">
              {seller.name}
            </ListLink>
          ) : (
            <p className="font-semibold">{seller.name}</p>
          )}
          <p className="text-xs text-muted">
            {[seller.district, seller.type].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      {seller.verifiedMonth && <VerifiedBadge month={seller.verifiedMonth} className="mt-2" />}
      {seller.phoneShort && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {phone ? (
            <a
              href={phone.href}
              className="text-lg font-bold text-brand-700"
              data-testid="seller-phone"
            >
              {phone.phone}
            </a>
          ) : (
            <>
              <span className="text-lg font-bold" data-testid="seller-phone">
                {seller.phoneShort}
              </span>
              <button type="button" onClick={reveal} className="btn-ghost border border-line">
                {t('catalog.product.show_phone')}
              </button>
            </>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('catalog.product.phone_error')}
        </p>
      )}
    </section>
  )
}
