/**
 * Export offers (issue 24, DESIGN §8): the lists both the server and the browser need, and the
 * tier arithmetic the seller's form, the product page and the quotes share. Labels live in
 * resources/lang (`export.*`); money is in minor units (cents) of the offer's currency.
 */

/** Currencies an export offer is priced in (never AZN: foreign buyers buy in USD or EUR). */
export const EXPORT_CURRENCIES = ['USD', 'EUR'] as const
export type ExportCurrency = (typeof EXPORT_CURRENCIES)[number]

/** Units of sale of an export offer; the MOQ and the tier minimums count these. */
export const EXPORT_UNITS = [
  'piece',
  'kg',
  'tonne',
  'litre',
  'carton',
  'pallet',
  'container_20',
  'container_40',
] as const
export type ExportUnit = (typeof EXPORT_UNITS)[number]

/** Incoterms 2020 in the ICC's order: the seven rules for any mode of transport, then the four sea rules. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const
export type Incoterm = (typeof INCOTERMS)[number]

/** Incoterms 2020 for sea and inland waterway transport only: refused for goods that cannot travel by sea. */
export const SEA_ONLY_INCOTERMS: readonly Incoterm[] = ['FAS', 'FOB', 'CFR', 'CIF']

/** Whether `term` is one of the sea and inland waterway rules. */
export function isSeaOnlyIncoterm(term: string): boolean {
  return (SEA_ONLY_INCOTERMS as readonly string[]).includes(term)
}

/** How a product is sold: domestic retail (AZN, cart), export offer (quotes), or both (DESIGN §8). */
export const SALE_MODES = ['domestic', 'export', 'both'] as const
export type SaleMode = (typeof SALE_MODES)[number]

/** Sale modes that carry an export offer. */
export const EXPORT_SALE_MODES = ['export', 'both'] as const satisfies readonly SaleMode[]

/** Whether a product of `mode` has a domestic offer (price, stock, cart button). */
export function sellsDomestically(mode: SaleMode): boolean {
  return mode !== 'export'
}

/** Bounds of an export offer's numbers (they fit PostgreSQL integers; prices × quantity stay exact doubles). */
export const EXPORT_LIMITS = {
  /** Largest quantity (MOQ, tier minimum, capacity) in units of sale. */
  quantity: 10_000_000,
  /** Largest unit price in minor units (1,000,000.00). */
  unitPriceMinor: 100_000_000,
  /** Most price tiers per offer. */
  tiers: 10,
  /** Longest named place ("FOB Poti", "CIP Istanbul Airport"). */
  namedPlace: 120,
  /** Most markets already exported to. */
  markets: 60,
  /** Largest number of days (lead time, shelf life, sample lead time). */
  days: 3650,
  /** Largest carton side in millimetres (10 m). */
  cartonSideMm: 10_000,
  /** Heaviest carton in grams (10 t). */
  cartonGrams: 10_000_000,
  /** Most cartons per pallet or container, units per carton. */
  count: 1_000_000,
} as const

/** One price tier: from `minQuantity` units of sale on, each unit costs `unitPriceMinor`. */
export interface ExportTier {
  minQuantity: number
  unitPriceMinor: number
}

/**
 * The tier that prices `quantity` units: the one with the largest minimum not above it; null
 * below the first tier (that is, below the MOQ). `tiers` in any order.
 */
export function tierFor<T extends ExportTier>(tiers: readonly T[], quantity: number): T | null {
  let best: T | null = null
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (best === null || tier.minQuantity > best.minQuantity))
      best = tier
  }
  return best
}

/**
 * Price of `quantity` (a whole number of units of sale) under `tiers`: the unit price of its
 * tier and the total, both in minor units, exact (integers; within EXPORT_LIMITS the product
 * stays below 2^53). Null when the quantity is not a whole number or is below the MOQ.
 */
export function priceForQuantity(
  tiers: readonly ExportTier[],
  quantity: number
): { unitPriceMinor: number; totalMinor: number } | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null
  const tier = tierFor(tiers, quantity)
  if (!tier) return null
  return { unitPriceMinor: tier.unitPriceMinor, totalMinor: tier.unitPriceMinor * quantity }
}

/** The lowest unit price of the tiers (the card's "from …"), null without tiers. */
export function lowestUnitPrice(tiers: readonly ExportTier[]): number | null {
  return tiers.length === 0 ? null : Math.min(...tiers.map((tier) => tier.unitPriceMinor))
}

/** Most results of the HS code picker's search. */
export const HS_SEARCH_LIMIT = 20

/**
 * A category's indicative HS codes (category tree data `hs_indicative`: chapters, headings and
 * subheadings separated by ';', ranges with '-', subheadings written NNNN.NN: "02; 1601-1602",
 * "0802.21; 0802.22") → the code prefixes they cover ("02", "1601", "1602", "080221", "080222").
 * Unreadable parts and ranges wider than 100 are skipped.
 */
export function hsPrefixes(indicative: string | null | undefined): string[] {
  const prefixes: string[] = []
  for (const part of (indicative ?? '').split(';')) {
    const [from, to = from] = part.split('-').map((code) => code.replace(/[\s.]/g, ''))
    if (!/^\d{2,6}$/.test(from) || !/^\d{2,6}$/.test(to) || from.length !== to.length) continue
    const first = Number(from)
    const last = Number(to)
    if (last < first || last - first > 100) continue
    for (let code = first; code <= last; code++)
      prefixes.push(String(code).padStart(from.length, '0'))
  }
  return [...new Set(prefixes)]
}
