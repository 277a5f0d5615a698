import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type {
  CheckoutSellerView as CheckoutSeller,
  ShipmentDeliveryView as ShipmentDelivery,
} from '#transformers/checkout_transformer'
import type { DeliveryType } from '#shared/orders'

interface SellerShipmentProps {
  seller: CheckoutSeller
  /** Quotes for the current pin; null before there is one. */
  delivery: ShipmentDelivery | null
  /** Whether the quotes are being recomputed for a new pin. */
  updating: boolean
  chosen: DeliveryType | undefined
  onChoose: (type: DeliveryType) => void
  error?: string
}

/**
 * One seller's part of the checkout: the lines with current prices and stale notices, then the
 * delivery types for this shipment with fee, promised window and feasibility (SPEC §4 delivery
 * types; DESIGN §4).
 */
export default function SellerShipment({
  seller,
  delivery,
  updating,
  chosen,
  onChoose,
  error,
}: SellerShipmentProps) {
  const t = useT()
  const headingId = `checkout-seller-${seller.companyId}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
      data-testid="checkout-seller"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t('checkout.seller.heading', { seller: seller.name })}
        </h3>
        <p className="text-sm text-muted">
          {t('checkout.seller.subtotal')}:{' '}
          <span className="font-semibold text-ink">{seller.subtotal}</span>
        </p>
      </header>

      <ul className="mt-4 divide-y divide-line">
        {seller.lines.map((line) => (
          <li key={line.productId} className="flex gap-3 py-3">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={56}
                height={70}
                className="h-16 w-14 shrink-0 rounded-md border border-line object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="h-16 w-14 shrink-0 rounded-md border border-line bg-brand-50"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {line.url ? (
                  <Link href={line.url} className="hover:underline">
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
              </p>
              <p className="mt-0.5 text-sm text-muted">
                {t('checkout.line.quantity_price', {
                  quantity: line.quantity,
                  price: line.unitPrice ?? t('ui.product.price_unavailable'),
                })}
              </p>
              {line.rateNote && (
                <p className="mt-0.5 text-xs text-muted" data-testid="rate-note">
                  {line.rateNote}
                </p>
              )}
              {line.notices.map((notice) => (
                <p
                  key={notice.text}
                  role={notice.severity === 'error' ? 'alert' : undefined}
                  className={`mt-1 rounded-md px-2 py-1 text-sm ${notice.severity === 'error' ? 'bg-red-50 text-danger' : 'bg-amber-50 text-accent-600'}`}
                >
                  {notice.text}
                </p>
              ))}
            </div>
            {line.lineTotal !== null && <p className="shrink-0 font-semibold">{line.lineTotal}</p>}
          </li>
        ))}
      </ul>

      <fieldset
        className="mt-4 border-t border-line pt-4"
        aria-describedby={error ? `${headingId}-error` : undefined}
      >
        <legend className="pr-2 text-sm font-semibold">{t('checkout.delivery.heading')}</legend>
        {!delivery ? (
          <p className="mt-2 text-sm text-muted">{t('checkout.delivery.needs_pin')}</p>
        ) : (
          <>
            <p className="mt-1 text-xs text-muted">
              {delivery.distance
                ? t('checkout.delivery.distance_weight', {
                    distance: delivery.distance,
                    weight: delivery.weight,
                  })
                : t('checkout.delivery.weight_only', { weight: delivery.weight })}
              {updating && <span className="ml-2">{t('checkout.delivery.updating')}</span>}
            </p>
            {delivery.problem && (
              <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
                {delivery.problem}
              </p>
            )}
            <div className="mt-3 grid gap-2">
              {delivery.options.map((option) => (
                <label
                  key={option.type}
                  className={`flex items-start gap-3 rounded-lg border px-3 py-2 text-sm ${
                    option.feasible
                      ? 'border-line has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50'
                      : 'border-line bg-brand-50/50 text-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name={`deliveryTypes[${seller.companyId}]`}
                    value={option.type}
                    checked={chosen === option.type}
                    disabled={!option.feasible}
                    onChange={() => onChoose(option.type)}
                    className="mt-1"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium text-ink">
                        {t(`enums.delivery_type.${option.type}`)}
                      </span>
                      {option.feasible && option.fee && (
                        <span className="font-semibold text-ink">{option.fee}</span>
                      )}
                    </span>
                    <span
                      className="block text-xs"
                      data-testid={option.feasible ? undefined : 'delivery-reason'}
                    >
                      {option.feasible ? option.window : option.reason}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </>
        )}
        {error && (
          <p id={`${headingId}-error`} className="field-error">
            {error}
          </p>
        )}
      </fieldset>
    </section>
  )
}
