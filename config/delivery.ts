import type { DeliveryType } from '#shared/orders'

/**
 * One delivery type's limits and tariff (DESIGN §4 Delivery types). Fees are integer qəpik;
 * per-km and per-kg parts count every started kilometre / kilogram. The promised window runs
 * from `window.fromHours` to `window.toHours` after the order is placed.
 */
export interface DeliveryRule {
  /** Longest distance served, in kilometres (origin to the buyer's pin, great circle). */
  maxDistanceKm: number
  /** Heaviest package served (one shipment = one seller's lines), in kilograms. */
  maxWeightKg: number
  /** Fixed part of the fee, qəpik. */
  baseMinor: number
  /** Qəpik per started kilometre. */
  perKmMinor: number
  /** Qəpik per started kilogram. */
  perKgMinor: number
  /** Promised delivery window, hours after placing the order. */
  window: { fromHours: number; toHours: number }
}

/**
 * The rules table (SPEC §4 delivery types, §9 windows: urgent up to 3 hours, within 24 hours,
 * ordinary 3–5 days, economy 5–6 days), in the order the checkout offers them.
 */
const deliveryConfig: { rules: Readonly<Record<DeliveryType, DeliveryRule>> } = {
  rules: {
    urgent: {
      maxDistanceKm: 30,
      maxWeightKg: 20,
      baseMinor: 800,
      perKmMinor: 40,
      perKgMinor: 0,
      window: { fromHours: 0, toHours: 3 },
    },
    within_24h: {
      maxDistanceKm: 200,
      maxWeightKg: 50,
      baseMinor: 500,
      perKmMinor: 10,
      perKgMinor: 20,
      window: { fromHours: 0, toHours: 24 },
    },
    ordinary: {
      maxDistanceKm: 1000,
      maxWeightKg: 1000,
      baseMinor: 300,
      perKmMinor: 3,
      perKgMinor: 10,
      window: { fromHours: 72, toHours: 120 },
    },
    economy: {
      maxDistanceKm: 3000,
      maxWeightKg: 5000,
      baseMinor: 200,
      perKmMinor: 2,
      perKgMinor: 5,
      window: { fromHours: 120, toHours: 144 },
    },
  },
}

export default deliveryConfig
