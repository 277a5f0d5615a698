import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ExportCurrency, ExportUnit, Incoterm } from '#shared/export'

/** One Incoterm offered with its named place ("FOB", "Poti"). */
export interface ExportIncotermRow {
  code: Incoterm
  namedPlace: string
}

/**
 * A product's export offer as stored (issue 24): prices in minor units of `currency`, carton
 * sides in mm, carton weight in grams, quantities in `unit`s; tiers by ascending minimum,
 * Incoterms in the ICC's order. `hsDescription` is the nomenclature's English text.
 */
export interface ExportOfferRecord {
  productId: number
  currency: ExportCurrency
  unit: ExportUnit
  moq: number
  hsCode: string
  hsDescription: string
  seaTransport: boolean
  fromPriceMinor: number
  tiers: { minQuantity: number; unitPriceMinor: number }[]
  incoterms: ExportIncotermRow[]
  unitsPerCarton: number | null
  cartonLengthMm: number | null
  cartonWidthMm: number | null
  cartonHeightMm: number | null
  cartonGrossGrams: number | null
  cartonsPerPallet: number | null
  cartonsPerContainer20: number | null
  cartonsPerContainer40: number | null
  leadTimeDays: number | null
  monthlyCapacity: number | null
  shelfLifeDays: number | null
  sampleAvailable: boolean
  samplePriceMinor: number | null
  sampleLeadTimeDays: number | null
  originCountry: string
  markets: string[]
}

const INCOTERM_ORDER = `array_position(ARRAY['EXW','FCA','CPT','CIP','DAP','DPU','DDP','FAS','FOB','CFR','CIF']::text[], incoterm::text)`

const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/** The export offer of product `productId`, or null when it has none. Pass a transaction to read inside it. */
export async function loadExportOffer(
  productId: number,
  client: QueryClientContract = db.connection()
): Promise<ExportOfferRecord | null> {
  const row = await client
    .from('export_offers as o')
    .join('hs_codes as h', 'h.code', 'o.hs_code')
    .where('o.product_id', productId)
    .select('o.*', 'h.description as hs_description')
    .first()
  if (!row) return null
  const [tiers, incoterms] = await Promise.all([
    client
      .from('export_offer_tiers')
      .where('offer_id', row.id)
      .orderBy('min_quantity')
      .select('min_quantity', 'unit_price_minor'),
    client
      .from('export_offer_incoterms')
      .where('offer_id', row.id)
      .orderByRaw(INCOTERM_ORDER)
      .select('incoterm', 'named_place'),
  ])
  return {
    productId,
    currency: row.currency,
    unit: row.unit,
    moq: row.moq,
    hsCode: row.hs_code,
    hsDescription: row.hs_description,
    seaTransport: row.sea_transport,
    fromPriceMinor: Number(row.from_price_minor),
    tiers: tiers.map((tier) => ({
      minQuantity: tier.min_quantity,
      unitPriceMinor: Number(tier.unit_price_minor),
    })),
    incoterms: incoterms.map((item) => ({ code: item.incoterm, namedPlace: item.named_place })),
    unitsPerCarton: row.units_per_carton,
    cartonLengthMm: row.carton_length_mm,
    cartonWidthMm: row.carton_width_mm,
    cartonHeightMm: row.carton_height_mm,
    cartonGrossGrams: row.carton_gross_grams,
    cartonsPerPallet: row.cartons_per_pallet,
    cartonsPerContainer20: row.cartons_per_container_20,
    cartonsPerContainer40: row.cartons_per_container_40,
    leadTimeDays: row.lead_time_days,
    monthlyCapacity: row.monthly_capacity,
    shelfLifeDays: row.shelf_life_days,
    sampleAvailable: row.sample_available,
    samplePriceMinor: nullableNumber(row.sample_price_minor),
    sampleLeadTimeDays: row.sample_lead_time_days,
    originCountry: row.origin_country,
    markets: (row.markets ?? []).map((code: string) => code.trim()),
  }
}
