import { useEffect, useId, useRef } from 'react'
import { useT } from '~/lib/i18n'
import type { DeliveryRecordView as DeliveryRecord } from '#transformers/tracking_transformer'

interface DeliveryDetailsModalProps {
  open: boolean
  onClose(): void
  delivery: DeliveryRecord
  trackingNumber: string
}

/**
 * "Delivery details" (SPEC §2 Track delivery: a delivery modal) with the Delivery record fields of
 * SPEC §3: customer name and contact number, seller and seller contact number, delivery address,
 * distance, package weight, delivery type, date (order date and promised window). A native modal
 * <dialog>: the page behind is inert, focus stays inside, Escape and the backdrop close it.
 */
export default function DeliveryDetailsModal({
  open,
  onClose,
  delivery,
  trackingNumber,
}: DeliveryDetailsModalProps) {
  const t = useT()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    else if (!open && element.open) element.close()
  }, [open])

  const rows: { key: string; label: string; value: string }[] = [
    { key: 'customer', label: t('tracking.details.customer'), value: delivery.customerName },
    {
      key: 'customer_phone',
      label: t('tracking.details.customer_phone'),
      value: delivery.customerPhone,
    },
    { key: 'seller', label: t('tracking.details.seller'), value: delivery.sellerName },
    {
      key: 'seller_phone',
      label: t('tracking.details.seller_phone'),
      value: delivery.sellerPhone ?? t('tracking.details.not_given'),
    },
    { key: 'address', label: t('tracking.details.address'), value: delivery.address },
    { key: 'distance', label: t('tracking.details.distance'), value: delivery.distance },
    { key: 'weight', label: t('tracking.details.weight'), value: delivery.weight },
    { key: 'type', label: t('tracking.details.type'), value: delivery.deliveryTypeLabel },
    { key: 'date', label: t('tracking.details.date'), value: delivery.orderDate },
    { key: 'window', label: t('tracking.details.window'), value: delivery.promisedWindow },
  ]

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="m-auto max-h-[92vh] w-[min(560px,94vw)] overflow-y-auto rounded-2xl p-0 text-ink backdrop:bg-black/50"
      data-testid="delivery-details"
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="btn-ghost absolute top-2 right-2"
          aria-label={t('tracking.details.close')}
        >
          ✕
        </button>
        <h2 id={`${id}-title`} className="pr-10 text-lg font-bold">
          {t('tracking.details.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t('tracking.details.subtitle', { tracking: trackingNumber })}
        </p>
        <dl className="mt-4 divide-y divide-line text-sm">
          {rows.map((row) => (
            <div
              key={row.key}
              className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-3 py-2"
              data-testid={`delivery-${row.key}`}
            >
              <dt className="text-muted">{row.label}</dt>
              <dd className="min-w-0 font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex justify-end">
          <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
            {t('tracking.details.close')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
