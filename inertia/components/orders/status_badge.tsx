import type { OrderStatus, ShipmentStatus as ShipmentStage } from '#shared/orders'

const ORDER_STYLE: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-50 text-accent-600',
  placed: 'bg-brand-50 text-brand-700',
  paid: 'bg-green-50 text-success',
  payment_failed: 'bg-red-50 text-danger',
  expired: 'bg-gray-100 text-muted',
  cancelled: 'bg-gray-100 text-muted',
}

const STAGE_STYLE: Record<ShipmentStage, string> = {
  accepted: 'bg-brand-50 text-brand-700',
  preparing: 'bg-brand-50 text-brand-700',
  courier_set: 'bg-brand-50 text-brand-700',
  courier_accepted: 'bg-brand-50 text-brand-700',
  on_the_way: 'bg-amber-50 text-accent-600',
  delivered: 'bg-green-50 text-success',
  returned: 'bg-gray-100 text-muted',
  deleted: 'bg-gray-100 text-muted',
}

/** An order's status as a coloured pill with its localized label. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${ORDER_STYLE[status]}`}
      data-testid="order-status"
    >
      {label}
    </span>
  )
}

/** A shipment's tracking stage as a coloured pill with its localized label. */
export function StageBadge({ stage, label }: { stage: ShipmentStage; label: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STAGE_STYLE[stage]}`}
      data-testid="shipment-stage"
    >
      {label}
    </span>
  )
}
