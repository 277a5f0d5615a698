import type { DeliveryType } from '#shared/orders'
import { deliveryOptions, type DeliveryOption } from './delivery_fees.js'
import type { ProductOrigin } from './delivery_origins.js'

/** A line of one seller's shipment as delivery sees it: product, units, grams per unit. */
export interface ShipmentLine {
  productId: number
  quantity: number
  weightGrams: number
}

/**
 * Delivery of one seller's shipment to the buyer's pin (DESIGN §4 Delivery types). One shipment
 * leaves from the farthest of its lines' origins (the courier collects everything), so
 * `distanceM` is that origin's distance; `weightGrams` = Σ weight × quantity. Lines without any
 * origin are `unroutable`: then no type can serve the shipment and `options` is empty.
 */
export interface ShipmentQuote {
  distanceM: number | null
  weightGrams: number
  origin: ProductOrigin | null
  unroutableProductIds: number[]
  options: DeliveryOption[]
}

/** Quotes every delivery type for one shipment; `origins` from productOrigins(), `now` starts the promised windows. */
export function quoteShipment(
  lines: ShipmentLine[],
  origins: Map<number, ProductOrigin>,
  now: Date
): ShipmentQuote {
  const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0)
  const unroutableProductIds: number[] = []
  let origin: ProductOrigin | null = null
  for (const line of lines) {
    const found = origins.get(line.productId)
    if (!found) unroutableProductIds.push(line.productId)
    else if (!origin || found.distanceM > origin.distanceM) origin = found
  }
  const routable = origin !== null && unroutableProductIds.length === 0
  return {
    distanceM: origin?.distanceM ?? null,
    weightGrams,
    origin,
    unroutableProductIds,
    options: routable ? deliveryOptions(origin!.distanceM, weightGrams, now) : [],
  }
}

/** The option of `type` when it can serve the shipment, else null. */
export function feasibleOption(
  quote: ShipmentQuote,
  type: DeliveryType | undefined
): DeliveryOption | null {
  if (!type) return null
  const option = quote.options.find((candidate) => candidate.type === type)
  return option?.feasible ? option : null
}

/** Type preselected for a shipment: ordinary when it can serve it, else the first feasible one; null when none can. */
export function defaultDeliveryType(quote: ShipmentQuote): DeliveryType | null {
  if (feasibleOption(quote, 'ordinary')) return 'ordinary'
  return quote.options.find((option) => option.feasible)?.type ?? null
}
