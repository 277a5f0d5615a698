import deliveryConfig from '#config/delivery'
import { DELIVERY_TYPES, type DeliveryType } from '#shared/orders'

/** Why a delivery type cannot serve a shipment: too far, too heavy, or both. */
export type InfeasibleReason = 'distance' | 'weight' | 'distance_weight'

/**
 * A delivery type priced for one shipment: `feasible` with its fee (qəpik) and promised window,
 * or not feasible with the reason (fee and window are still computed, for display).
 */
export interface DeliveryOption {
  type: DeliveryType
  feasible: boolean
  reason: InfeasibleReason | null
  feeMinor: number
  promisedFrom: Date
  promisedBy: Date
}

const HOUR_MS = 3_600_000

/** Started units: 0 → 0, 1 → 1, 1001 g → 2 kg (rule: config/delivery.ts, "started km/kg"). */
function started(amount: number, unit: number): number {
  return Math.ceil(Math.max(0, amount) / unit)
}

/**
 * Prices delivery type `type` for a package of `weightGrams` grams carried `distanceM` metres,
 * promised from `now` (config/delivery.ts): fee = base + perKm × started km + perKg × started kg,
 * integer qəpik; feasible when the distance and weight are within the type's limits (inclusive).
 */
export function deliveryOption(
  type: DeliveryType,
  distanceM: number,
  weightGrams: number,
  now: Date
): DeliveryOption {
  const rule = deliveryConfig.rules[type]
  const km = started(distanceM, 1000)
  const kg = started(weightGrams, 1000)
  const tooFar = distanceM > rule.maxDistanceKm * 1000
  const tooHeavy = weightGrams > rule.maxWeightKg * 1000
  return {
    type,
    feasible: !tooFar && !tooHeavy,
    reason:
      tooFar && tooHeavy ? 'distance_weight' : tooFar ? 'distance' : tooHeavy ? 'weight' : null,
    feeMinor: rule.baseMinor + rule.perKmMinor * km + rule.perKgMinor * kg,
    promisedFrom: new Date(now.getTime() + rule.window.fromHours * HOUR_MS),
    promisedBy: new Date(now.getTime() + rule.window.toHours * HOUR_MS),
  }
}

/** Every delivery type priced for one shipment, in the offered order (urgent first). */
export function deliveryOptions(
  distanceM: number,
  weightGrams: number,
  now: Date
): DeliveryOption[] {
  return DELIVERY_TYPES.map((type) => deliveryOption(type, distanceM, weightGrams, now))
}
